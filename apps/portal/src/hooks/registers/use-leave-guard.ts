import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

import { useSessionStore } from '../../lib/session/session-store';

/**
 * Holds back a move to another page while `unsaved()` says there is typing to lose, so the form can ask
 * first; a tab close or reload gets the browser's own question. A lapsed session is never held back:
 * its redirect to /auth must happen, and the typing is kept as a draft (src/hooks/use-kept-draft.ts).
 */
export function useLeaveGuard(unsaved: () => boolean) {
  const session = useSessionStore();
  const latestUnsaved = useRef(unsaved);
  useEffect(() => {
    latestUnsaved.current = unsaved;
  });

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname &&
      session.getState().token !== null &&
      latestUnsaved.current(),
  );

  // The browser's unload event is outside React: subscribe while mounted.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latestUnsaved.current()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return blocker;
}

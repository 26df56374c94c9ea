import type { LoginResponse } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

import { signInWith } from '../../lib/session/session-actions';
import { useSessionStore } from '../../lib/session/session-store';
import { HandoffPage } from '../../features/handoff/components/handoff-page';

/**
 * '/handoff', where the hand-off page meets the session: the session it brings is kept as the sign-in
 * page keeps one. Someone already signed in here is signed out of this page first, so nothing of the
 * previous user (cached data, view settings) carries over; not on the server, since another tab may
 * still work with that session.
 */
export function HandoffRoute() {
  const { t } = useTranslation();
  const client = useDosselClient();
  const session = useSessionStore();
  const keepSession = useCallback(
    (answer: LoginResponse) => {
      if (session.getState().isLoggedIn) session.getState().logout();
      void signInWith(answer, session, client, t);
    },
    [client, session, t],
  );
  return <HandoffPage onSession={keepSession} />;
}

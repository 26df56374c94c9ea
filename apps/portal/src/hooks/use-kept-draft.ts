import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

import { dropDraft, keptDrafts, trackOpenForm, type DraftValues, type KeptDraft } from '../lib/drafts';
import { useSession } from '../lib/session/session-store';

export interface KeptDraftControls {
  /** What the user typed here before their session lapsed, when there is something. */
  draft: KeptDraft | undefined;
  /** Hands the kept values back (the form puts them in its fields) and forgets the draft. */
  restore: () => DraftValues | undefined;
  /** Forgets the draft. */
  discard: () => void;
}

/**
 * Makes a form's typing survive an expired session: while mounted, the form can be read if the session
 * lapses; once its user signs in again and comes back, the kept values are offered. `read` answers the
 * values worth keeping (never passwords or files), or null when nothing was typed.
 */
export function useKeptDraft(formId: string, read: () => DraftValues | null): KeptDraftControls {
  const { pathname, search } = useLocation();
  const userId = useSession((state) => state.user?.id);
  const latestRead = useRef(read);
  useEffect(() => {
    latestRead.current = read;
  });
  useEffect(
    () => trackOpenForm(formId, { path: pathname + search, read: () => latestRead.current() }),
    [formId, pathname, search],
  );

  const [draft, setDraft] = useState(() =>
    userId === undefined ? undefined : keptDrafts(userId).find((kept) => kept.formId === formId),
  );
  const forget = () => {
    if (userId !== undefined) dropDraft(userId, formId);
    setDraft(undefined);
  };
  return {
    draft,
    restore: () => {
      const values = draft?.values;
      forget();
      return values;
    },
    discard: forget,
  };
}

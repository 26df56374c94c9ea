import { TermsModal } from '@dossel/portal-widgets';

import { env } from '../../../config/env';
import { useSignOut } from '../../../lib/session/session-actions';
import { useSession, useSessionStore } from '../../../lib/session/session-store';
import { DraftReminder } from '../../../components/drafts/draft-reminder';
import {
  closeWelcome,
  markTermsAccepted,
  useWelcomeOpen,
  useWelcomeStore,
} from '../../../lib/session/welcome-store';
import { WelcomeDialog } from './welcome-dialog';

/**
 * What stands over the shell, in order (spec sections 2 and 4): the terms of use while the user has no
 * signature (Decline logs out, so they come back on every later visit), then the welcome, then the
 * reminder of a form kept from an expired session.
 */
export function ShellGates() {
  const session = useSessionStore();
  const welcome = useWelcomeStore();
  const signOut = useSignOut();
  const user = useSession((state) => state.user);
  const welcomeOpen = useWelcomeOpen();
  if (!user) return null;
  if (user.signature === null) {
    return (
      <TermsModal
        opened
        privacyPolicyUrl={env.privacyPolicyUrl}
        onAccepted={(accepted) => {
          markTermsAccepted(welcome, accepted.id);
          session.getState().setUser(accepted);
        }}
        onDecline={signOut}
      />
    );
  }
  return (
    <>
      <WelcomeDialog opened={welcomeOpen} name={user.name} onClose={() => closeWelcome(welcome, user.id)} />
      {welcomeOpen ? null : <DraftReminder />}
    </>
  );
}

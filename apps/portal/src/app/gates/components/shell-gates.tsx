import { TermsModal, useDosselClient } from '@dossel/portal-widgets';

import { env } from '../../../config/env';
import { signOut } from '../../../lib/session/session-actions';
import { sessionStore, useSession } from '../../../lib/session/session-store';
import { DraftReminder } from '../../../components/drafts/draft-reminder';
import { closeWelcome, markTermsAccepted, useWelcomeOpen } from '../../../lib/session/welcome-store';
import { WelcomeDialog } from './welcome-dialog';

/**
 * What stands over the shell, in order (spec sections 2 and 4): the terms of use while the user has no
 * signature (Decline logs out, so they come back on every later visit), then the welcome, then the
 * reminder of a form kept from an expired session.
 */
export function ShellGates() {
  const client = useDosselClient();
  const user = useSession((state) => state.user);
  const welcomeOpen = useWelcomeOpen();
  if (!user) return null;
  if (user.signature === null) {
    return (
      <TermsModal
        opened
        privacyPolicyUrl={env.privacyPolicyUrl}
        onAccepted={(accepted) => {
          markTermsAccepted(accepted.id);
          sessionStore.getState().setUser(accepted);
        }}
        onDecline={() => signOut(client)}
      />
    );
  }
  return (
    <>
      <WelcomeDialog opened={welcomeOpen} name={user.name} onClose={() => closeWelcome(user.id)} />
      {welcomeOpen ? null : <DraftReminder />}
    </>
  );
}

import { useDosselClient } from '@dossel/portal-widgets';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

import { LoginPage } from '../../features/auth/components/login-page';
import { signInWith } from '../../lib/session/session-actions';
import { formatDateTime } from '../../lib/format';
import { useServerData } from '../../lib/server-data';
import { useSessionStore } from '../../lib/session/session-store';
import { currentLanguage } from '../../lib/i18n';
import { AppLayout, HomePage } from './lazy-pages';
import type { prefetchHomeAfterSignIn } from './screen-data';

/**
 * The sign-in page wired to the session. As soon as the user starts on the form, the signed-in shell
 * and home are fetched in the background: on a slow link, "Entrar" then waits for the sign-in call
 * only, not for code.
 */
export function SignInRoute() {
  const { t, i18n } = useTranslation();
  const client = useDosselClient();
  const session = useSessionStore();
  const serverData = useServerData();
  return (
    <LoginPage
      onSignedIn={(response) => {
        // The session takes the token and the user at once (the answer carries it), before React
        // renders: home's requests then leave signed in, ahead of the frame's render.
        const signedIn = signInWith(response, session, client, t);
        if (response.user) prefetchHome?.(serverData, client.request, response.user);
        return signedIn;
      }}
      onFirstInteraction={() => preloadSignedInScreens(i18n)}
    />
  );
}

/** Home's first queries (in the shell's chunk), once loaded: they start with the sign-in answer. */
let prefetchHome: typeof prefetchHomeAfterSignIn | undefined;

function preloadSignedInScreens(i18n: I18n) {
  AppLayout.preload();
  HomePage.preload();
  void import('./screen-data').then((loaded) => {
    prefetchHome = loaded.prefetchHomeAfterSignIn;
  });
  // Home writes the last sign-in's date and time: the browser's first date-time formatter loads its
  // locale and time-zone data (tens of ms on a phone), better spent now than after "Entrar".
  setTimeout(() => formatDateTime(new Date(), currentLanguage(i18n)), 0);
}

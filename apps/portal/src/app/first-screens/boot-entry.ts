// The script index.html runs inline (vite/prerender-plugin.ts bundles it on its own).
import { env } from '../../config/env';
import { sendEarly } from '../../lib/early-requests';
import { NAMESPACE } from '../../lib/i18n-options';
import { LOCALE_PATH } from '../../lib/locale-backend';
import { showFirstScreen, textsToLoad, warmUpFormatters } from './boot';
import { preloadEarlyFiles, preloadSignInFiles, sendEarlyRequests, type EarlyLoads } from './early-loads';

/** What the first screens load early: written in by the build (vite/prerender-plugin.ts). */
declare const __EARLY_LOADS__: EarlyLoads;

const { language, token, screen } = showFirstScreen();
const visit = token && {
  path: window.location.pathname,
  search: window.location.search,
  token,
  language,
  apiUrl: env.apiUrl,
};
// The answers first, then the texts, then the code. On a slow link the browser's six connections to the
// server serve requests in the order asked, and the answers, a few KB each, must not queue behind the
// code, which takes seconds to arrive.
if (visit) sendEarlyRequests(__EARLY_LOADS__, visit);
// The texts travel beside the app's code instead of after it, signed in or not.
for (const texts of textsToLoad(language)) sendEarly(LOCALE_PATH(texts, NAMESPACE));
if (visit) preloadEarlyFiles(__EARLY_LOADS__, visit);
// The sign-in form's code, with the app's: typing and "Entrar" then wait for no download of their own.
if (screen === 'signIn') preloadSignInFiles(__EARLY_LOADS__);
warmUpFormatters(language);

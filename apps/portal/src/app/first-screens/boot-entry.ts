// The script index.html runs inline (vite/prerender-plugin.ts bundles it on its own).
import { env } from '../../config/env';
import { sendEarly } from '../../lib/early-requests';
import { NAMESPACE } from '../../lib/i18n-options';
import { LOCALE_PATH } from '../../lib/locale-backend';
import { paintedStateClosed } from '../../lib/painted-screen-data';
import { startAppCode } from './app-code';
import { showFirstScreen, textsToLoad, warmUpFormatters } from './boot';
import {
  preloadEarlyFiles,
  preloadEarlyScripts,
  preloadEarlyStyles,
  preloadSignInFiles,
  sendScreenRequests,
  sendSessionRequests,
  type EarlyLoads,
} from './early-loads';
import { requestPaintedScreen } from './painted-screen';

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
// The texts travel beside the app's code instead of after it, signed in or not.
const sendTexts = () => {
  for (const texts of textsToLoad(language)) sendEarly(LOCALE_PATH(texts, NAMESPACE));
};
if (visit && __EARLY_LOADS__.painted.includes(visit.path)) {
  // A screen the API paints comes with its data, and needs its style sheets, not the code: the link and
  // the CPU are theirs until it shows (on a slow link the code, ten times their size, would share the link
  // and hold the paint back by a second); the app's code and texts follow, and the data where nothing was
  // painted.
  const painted = requestPaintedScreen(visit);
  sendSessionRequests(__EARLY_LOADS__, visit);
  preloadEarlyStyles(__EARLY_LOADS__, visit);
  void painted.then((shown) => {
    // Not painted: the data goes with the code, unless the app is ahead and has asked for it already.
    if (!shown && !paintedStateClosed()) sendScreenRequests(__EARLY_LOADS__, visit);
    sendTexts();
    startAppCode();
    preloadEarlyScripts(__EARLY_LOADS__, visit);
    // The painted figures were formatted by the server: the app's first ones come after this.
    warmUpFormatters(language);
  });
} else {
  if (visit) {
    sendSessionRequests(__EARLY_LOADS__, visit);
    sendScreenRequests(__EARLY_LOADS__, visit);
  }
  sendTexts();
  if (visit) preloadEarlyFiles(__EARLY_LOADS__, visit);
  warmUpFormatters(language);
}
// The sign-in form's code, with the app's: typing and "Entrar" then wait for no download of their own.
if (screen === 'signIn') preloadSignInFiles(__EARLY_LOADS__);

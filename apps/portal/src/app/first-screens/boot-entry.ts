// The script index.html runs inline (vite/prerender-plugin.ts bundles it on its own).
import { env } from '../../config/env';
import { sendEarly } from '../../lib/early-requests';
import { NAMESPACE } from '../../lib/i18n-options';
import { LOCALE_PATH } from '../../lib/locale-backend';
import { showFirstScreen, textsToLoad } from './boot';
import { startEarlyLoads, type EarlyLoads } from './early-loads';

/** What a stored session's screens load early: written in by the build (vite/prerender-plugin.ts). */
declare const __EARLY_LOADS__: EarlyLoads;

const { language, token } = showFirstScreen();
// The texts travel beside the app's code instead of after it, signed in or not.
for (const texts of textsToLoad(language)) sendEarly(LOCALE_PATH(texts, NAMESPACE));
if (token) {
  const { pathname: path, search } = window.location;
  startEarlyLoads(__EARLY_LOADS__, { path, search, token, language, apiUrl: env.apiUrl });
}

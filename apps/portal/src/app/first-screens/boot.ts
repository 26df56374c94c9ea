// Inlined into index.html by the build (vite/prerender-plugin.ts) and run while the page is parsed,
// before the first paint and long before the app's JavaScript: it picks the language and the screen.
import { DEFAULT_LANGUAGE, LANGUAGES } from '@dossel/api-client';

import { TOKEN_STORAGE_KEY } from '../../lib/session/token-storage-key';
import { COLOR_SCHEME_STORAGE_KEY, schemeToDraw } from '../../lib/color-scheme';
import { languageCandidates } from '../../lib/language-detector';
import { FIRST_SCREEN_ID, SUBMIT_REQUESTED, templateId, type FirstScreen } from './first-screen-ids';

function canonical(code: string): string {
  try {
    return Intl.getCanonicalLocales(code)[0] ?? code;
  } catch {
    return code;
  }
}

/**
 * The language i18next resolves from the detector's candidates (its getBestMatchFromCodes, for our
 * supported set): the first candidate we support as written, else the first whose language part we
 * support (es-MX → es) or that starts one of ours (pt → pt-BR), else pt-BR.
 */
export function pickLanguage(candidates: readonly string[]): string {
  const supported: readonly string[] = LANGUAGES;
  const exact = candidates.map(canonical).find((code) => supported.includes(code));
  if (exact) return exact;
  for (const code of candidates) {
    const language = code.split('-')[0]?.toLowerCase() ?? '';
    const match = supported.find((lng) => lng === language || lng.split('-')[0] === language);
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

/** A value of local storage, or null where storage is refused (a private window, a locked-down browser). */
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Spec section 2: a visitor with a stored session sees the loading screen while it is checked; one
 * without sees the sign-in form on '/'; any other page waits for the app, as before.
 */
export function chooseFirstScreen(path: string, hasToken: boolean): FirstScreen | null {
  if (hasToken) return 'loading';
  return path === '/' ? 'signIn' : null;
}

/**
 * The languages whose texts the app's i18next loads for `language` (`load: 'currentOnly'`, no fallback
 * between supported languages): that one alone.
 */
export function textsToLoad(language: string): string[] {
  return [language];
}

/** Who opens the page: the language the app will speak and the stored session's token, if any. */
export function readVisitor(): { language: string; token: string | null } {
  return { language: pickLanguage(languageCandidates()), token: stored(TOKEN_STORAGE_KEY) };
}

/** Shows the first screen; says which (null: none), in which language and whether a session is stored. */
export function showFirstScreen(): { language: string; token: string | null; screen: FirstScreen | null } {
  const { language, token } = readVisitor();
  const root = document.documentElement;
  root.lang = language;
  // Mantine's colours hang on this attribute. The user's scheme is set before the first paint, as the
  // app's colour-scheme manager reads it when it starts, so a dark page never flashes light (decision 019).
  const systemPrefersDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  root.setAttribute(
    'data-mantine-color-scheme',
    schemeToDraw(stored(COLOR_SCHEME_STORAGE_KEY), systemPrefersDark),
  );
  const screen = chooseFirstScreen(window.location.pathname, token !== null);
  const template = screen && document.getElementById(templateId(screen, language));
  const target = document.getElementById(FIRST_SCREEN_ID);
  if (!(template instanceof HTMLTemplateElement) || !target) return { language, token, screen: null };
  target.append(template.content.cloneNode(true));
  // Enter before the app has loaded must not send the form the browser's way (a GET with the password
  // in the address): the app sends it once it has taken the screen over.
  target.addEventListener('submit', (event) => {
    event.preventDefault();
    target.setAttribute(SUBMIT_REQUESTED, '');
  });
  return { language, token, screen };
}

/**
 * The browser's first number or date formatter in a page loads its locale data, which costs a slow
 * phone a tenth of a second or more (Chromium, CPU 4× slower: 130 ms); later ones are cheap. Made here,
 * when the page waits for its code, the signed-in screens' first figures do not pay it.
 */
export function warmUpFormatters(language: string): void {
  const warmUp = () => {
    new Intl.NumberFormat(language).format(0);
    new Intl.DateTimeFormat(language).format(0);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(warmUp, { timeout: 1000 });
  else setTimeout(warmUp, 0);
}

import type { LanguageDetectorModule } from 'i18next';

// The keys i18next-browser-languagedetector used, so a choice made before keeps holding.
const QUERY_PARAM = 'lng';
const COOKIE = 'i18next';
const STORAGE_KEY = 'i18nextLng';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

function fromCookie(): string | undefined {
  const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${COOKIE}=`));
  return entry ? decodeURIComponent(entry.slice(COOKIE.length + 1)) || undefined : undefined;
}

function fromStorage(storage: () => Storage): string | undefined {
  try {
    return storage().getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // Storage refused (private mode, a sandboxed frame).
  }
}

/**
 * Spec section 1: where the language may come from, in order: the query string, the cookie, local
 * storage, session storage, the browser and the html tag. The app's detector and the script that
 * shows the first screen before the app (app/first-screens/boot.ts) both read them here.
 */
export function languageCandidates(): string[] {
  const candidates = [
    new URLSearchParams(window.location.search).get(QUERY_PARAM) ?? undefined,
    fromCookie(),
    fromStorage(() => window.localStorage),
    fromStorage(() => window.sessionStorage),
    ...navigator.languages,
    document.documentElement.lang || undefined,
  ];
  return candidates.filter((candidate): candidate is string => Boolean(candidate));
}

/**
 * Spec section 1: the language comes from the query string, then the cookie, local storage, session
 * storage, the browser and the html tag, in that order; a choice is kept in local storage and the
 * cookie. i18next picks the first of these candidates it supports. Our own few lines instead of
 * i18next-browser-languagedetector: it weighed 2.2 KB gzip on the sign-in page (its 180 KB budget)
 * for lookups the portal does not use.
 */
export const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: languageCandidates,
  cacheUserLanguage(language: string) {
    try {
      window.localStorage.setItem(STORAGE_KEY, language);
    } catch {
      // Not kept on this device; the cookie still holds it.
    }
    document.cookie = `${COOKIE}=${encodeURIComponent(language)}; max-age=${COOKIE_MAX_AGE_S}; path=/; samesite=lax`;
  },
};

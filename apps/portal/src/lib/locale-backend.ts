import type { BackendModule, ReadCallback } from 'i18next';

import { fetchSentEarly } from './early-requests';

/** Where the portal serves each language's texts (the locales plugin merges the parts' files). */
export const LOCALE_PATH = (language: string, namespace: string) => `/locales/${language}/${namespace}.json`;

/**
 * Loads translations over HTTP with `fetch`. i18next itself retries (spec section 9: 5 retries from
 * 350 ms, doubling, at most 10 reads at once) when a read reports it may be retried: a network failure
 * or a server error, not a missing file. Our own few lines instead of i18next-http-backend, which
 * weighs 2.4 KB gzip on the sign-in page (its 180 KB budget) for options the portal does not use.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    // index.html may have asked for the file already (early-requests.ts).
    fetchSentEarly(LOCALE_PATH(language, namespace)).then(
      async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500 || response.status === 429;
          callback(new Error(`${LOCALE_PATH(language, namespace)} answered ${response.status}`), retry);
          return;
        }
        // A file that is not JSON (e.g. an HTML error page) is an error, not a hang.
        await response.json().then(
          (texts: Record<string, unknown>) => callback(null, texts),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), true),
    );
  },
};

import { DEFAULT_LANGUAGE, LANGUAGES } from '@dossel/api-client';
import type { InitOptions } from 'i18next';

export const NAMESPACE = 'translations';

/** Spec sections 1 and 9: languages, detection order and how translations load over HTTP. */
export const i18nOptions = {
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  supportedLngs: [...LANGUAGES],
  // Every language's file holds every text (a test checks each key in each), so none falls back to
  // another's: an en-US or es visitor downloads one file, not theirs and pt-BR's. A language we do not
  // support resolves to pt-BR.
  fallbackLng: {
    ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
    default: [DEFAULT_LANGUAGE],
  },
  load: 'currentOnly',
  // Up to 5 retries, starting at 350 ms and doubling, at most 10 files at once.
  maxRetries: 5,
  retryTimeout: 350,
  maxParallelReads: 10,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

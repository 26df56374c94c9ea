import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dossel/api-client';
import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { i18nOptions } from './i18n-options';
import { languageDetector } from './language-detector';
import { localeBackend } from './locale-backend';

/**
 * A configured i18next instance. The app detects the language; tests and stories pass `lng` to pin
 * one. Initialisation starts here; components wait for it through Suspense.
 */
export function createI18n(overrides: Partial<InitOptions> = {}): I18n {
  const instance = i18next.createInstance();
  instance.use(localeBackend).use(languageDetector).use(initReactI18next);
  instance.on('languageChanged', (language) => {
    if (typeof document !== 'undefined') document.documentElement.lang = language;
  });
  void instance.init({ ...i18nOptions, ...overrides });
  return instance;
}

/** Settles once the first language's texts have loaded (or failed to): what must be worded waits. */
export function textsLoaded(instance: I18n): Promise<void> {
  return new Promise<void>((resolve) => {
    if (instance.isInitialized) resolve();
    else instance.on('initialized', () => resolve());
  });
}

/** The language the API should answer in: the resolved or detected one, else pt-BR. */
export function currentLanguage(instance: I18n): Language {
  const resolved = instance.resolvedLanguage ?? instance.language;
  return LANGUAGES.find((language) => language === resolved) ?? DEFAULT_LANGUAGE;
}

import { createInstance, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

import { i18nOptions, NAMESPACE } from '../../lib/i18n-options';

export type Translations = Resource[string][string];

/**
 * i18next for a render outside the browser (the build's first screens, the API's signed-in screen): one
 * language, its texts given, ready at once; no detection, no loading, nothing stored.
 */
export function serverI18n(language: string, translations: Translations): I18n {
  const i18n = createInstance({
    ...i18nOptions,
    lng: language,
    resources: { [language]: { [NAMESPACE]: translations } },
    initAsync: false,
  });
  void i18n.use(initReactI18next).init();
  return i18n;
}

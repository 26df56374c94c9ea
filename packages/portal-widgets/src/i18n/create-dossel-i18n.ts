import { contractMessages, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dossel/api-client';
import { uiKitMessages } from '@dossel/ui-kit';
import { createInstance, type i18n as I18n } from 'i18next';

import { TRANSLATIONS_NAMESPACE } from './namespace';
import { widgetMessages } from './widget-messages';

export { TRANSLATIONS_NAMESPACE };

export interface CreateDosselI18nOptions {
  /** The language to show. */
  language: Language;
}

/**
 * A ready i18next instance with every text the widgets need bundled in, for host sites and Storybook.
 * The portal loads its texts over HTTP instead and passes its own instance to DosselProvider.
 */
export function createDosselI18n({ language }: CreateDosselI18nOptions): I18n {
  const instance = createInstance();
  // initAsync false: the resources are already here, so the instance is usable as soon as this returns.
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [TRANSLATIONS_NAMESPACE],
    defaultNS: TRANSLATIONS_NAMESPACE,
    resources: {},
    initAsync: false,
    // React escapes what it renders already.
    interpolation: { escapeValue: false },
  });
  for (const lng of LANGUAGES) {
    for (const messages of [contractMessages[lng], uiKitMessages[lng], widgetMessages[lng]]) {
      instance.addResourceBundle(lng, TRANSLATIONS_NAMESPACE, messages, true, false);
    }
  }
  return instance;
}

import { contractMessages, DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@dossel/api-client';
import { uiKitMessages } from '@dossel/ui-kit';
import { createInstance, type i18n as I18n } from 'i18next';

import { TRANSLATIONS_NAMESPACE } from '../i18n/namespace';
import { widgetMessages } from '../i18n/widget-messages';
import { ELEMENT_TEXTS, mergeTexts, pickTexts, type ElementName } from './element-texts';
import type { Messages } from './i18n-shim/i18next';

/** An element's texts in one language: the contract's, ui-kit's and the widgets', cut to its key paths. */
function elementTexts(element: ElementName, language: Language): Messages {
  const all = [contractMessages, uiKitMessages, widgetMessages].reduce<Messages>(
    (merged, source) => mergeTexts(merged, source[language]),
    {},
  );
  return pickTexts(all, ELEMENT_TEXTS[element]);
}

/**
 * The init options of an element's i18next instance: its texts bundled in, so the instance is usable at
 * once. The standalone build's stand-in (i18n-shim) reads the language, fallback, namespace and resources,
 * and works as the other options ask (at once, unescaped); its test inits both libraries with this object.
 */
export function elementI18nOptions(element: ElementName, language: Language) {
  return {
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    defaultNS: TRANSLATIONS_NAMESPACE,
    ns: [TRANSLATIONS_NAMESPACE],
    resources: Object.fromEntries(
      LANGUAGES.map((lng) => [lng, { [TRANSLATIONS_NAMESPACE]: elementTexts(element, lng) }]),
    ),
    // Resources are here already: init finishes before it returns, with no promise to wait for.
    initAsync: false,
    // React escapes what it renders already.
    interpolation: { escapeValue: false },
  };
}

/** A ready i18next instance (in the standalone build, its stand-in) with the element's texts. */
export function createElementI18n(element: ElementName, language: Language): I18n {
  const instance = createInstance();
  void instance.init(elementI18nOptions(element, language));
  return instance;
}

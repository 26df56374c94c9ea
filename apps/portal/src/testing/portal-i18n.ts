import type { Language } from '@dossel/api-client';
import { createDosselI18n, TRANSLATIONS_NAMESPACE } from '@dossel/portal-widgets';
import type { i18n as I18n } from 'i18next';

import enUS from '../locales/en-US.json';
import es from '../locales/es.json';
import ptBR from '../locales/pt-BR.json';

const portalMessages = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;

/** Adds the portal's own texts to an instance that holds the packages' texts (Storybook's, a test's). */
export function addPortalTexts(i18n: I18n): I18n {
  if (!i18n.exists('loadingAccess')) {
    for (const [language, messages] of Object.entries(portalMessages)) {
      i18n.addResourceBundle(language, TRANSLATIONS_NAMESPACE, messages, true, false);
    }
  }
  return i18n;
}

/** Every text of the portal, ready at once (no HTTP), in one language. */
export function createPortalTestI18n(language: Language = 'pt-BR'): I18n {
  return addPortalTexts(createDosselI18n({ language }));
}

import enUS from './locales/en-US.json';
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';

/** ui-kit's shared words in the three languages, for hosts that bundle translations instead of loading them. */
export const uiKitMessages = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;

import enUS from '../locales/en-US.json';
import es from '../locales/es.json';
import ptBR from '../locales/pt-BR.json';

/** The widgets' own texts in the three languages. */
export const widgetMessages = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;

import { translateFrom, type Language } from '../messages';
import enUS from './locales/en-US.json';
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';
import type { ImportProblemCode } from './schemas';

/**
 * The texts of import problems (`imports.problems.<code>`) in the three languages. Apart from the
 * contract's messages: only staff importing files need them, so neither the widgets nor the sign-in
 * page's texts carry them; the import screens load them, and the server writes the problems' CSV with them.
 */
export const importProblemMessages = { 'pt-BR': ptBR, 'en-US': enUS, es } as const;

/** A problem in words, in a language, its `{name}` placeholders filled from `params`. */
export function importProblemText(
  language: Language,
  code: ImportProblemCode,
  params: Record<string, string | number> = {},
): string {
  return translateFrom(importProblemMessages, language, `imports.problems.${code}`, params);
}

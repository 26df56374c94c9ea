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

/**
 * A problem in words, in a language, its `{name}` placeholders filled from `params`; numbers written as the
 * language writes them (-51,7185 in pt-BR and es, -51.7185 in en-US).
 */
export function importProblemText(
  language: Language,
  code: ImportProblemCode,
  params: Record<string, string | number> = {},
): string {
  const numbers = new Intl.NumberFormat(language, { maximumFractionDigits: 6 });
  const written = Object.fromEntries(
    Object.entries(params).map(([name, value]) => [
      name,
      typeof value === 'number' ? numbers.format(value) : value,
    ]),
  );
  return translateFrom(importProblemMessages, language, `imports.problems.${code}`, written);
}

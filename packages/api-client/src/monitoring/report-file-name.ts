import type { Language } from '../messages';

/** How a quarterly report file is called in each language: its base name and the letter of "quarter". */
const QUARTERLY_FILE_WORDS: Record<Language, { base: string; quarter: string }> = {
  'pt-BR': { base: 'relatorio-trimestral', quarter: 'T' },
  'en-US': { base: 'quarterly-report', quarter: 'Q' },
  es: { base: 'informe-trimestral', quarter: 'T' },
};

/** A name as a file name part: lower case ASCII words joined by hyphens (`Reflorestadora Serra Azul` → `reflorestadora-serra-azul`). */
export function fileSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The quarterly productivity report's PDF file name, e.g.
 * `relatorio-trimestral-reflorestadora-serra-azul-2025-T4.pdf`. The server names its download with it
 * and the portal saves the file under it, so both agree in every language.
 */
export function quarterlyReportFileName(
  customerName: string,
  year: number,
  quarter: number,
  language: Language,
): string {
  const words = QUARTERLY_FILE_WORDS[language];
  const slug = fileSlug(customerName);
  return `${words.base}-${slug ? `${slug}-` : ''}${year}-${words.quarter}${quarter}.pdf`;
}

import type { Language } from '@dossel/api-client';

/** One column of an exported table: its header and how a row gives the cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** What a file holds, as label/value lines above the table: customer, filters, data date, when made. */
export type CsvAbout = ReadonlyArray<readonly [label: string, value: string]>;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such text is
// written with a leading apostrophe, which spreadsheets show as text and do not run.
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Spreadsheets read a CSV by the separators of the user's locale: in Brazil and Spain the list separator
 * is ';' and the decimal one ','; in the US ',' and '.'. The file follows the language the user reads.
 */
function separatorsOf(language: Language) {
  return language === 'en-US' ? { field: ',', decimal: '.' } : { field: ';', decimal: ',' };
}

function quoted(text: string, field: string): string {
  return text.includes(field) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function cell(value: string | number | null | undefined, language: Language): string {
  const { field, decimal } = separatorsOf(language);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value).replace('.', decimal) : '';
  return quoted(FORMULA_START.test(value) ? `'${value}` : value, field);
}

/**
 * A CSV file: the `about` lines, a blank line, the header and one line per row. It starts with a UTF-8
 * byte-order mark, so Excel opens accents intact, and ends lines with CRLF as RFC 4180 writes them.
 */
export function toCsv<Row>(
  rows: readonly Row[],
  columns: ReadonlyArray<CsvColumn<Row>>,
  language: Language,
  about: CsvAbout = [],
): string {
  const { field } = separatorsOf(language);
  const line = (cells: Array<string | number | null | undefined>) =>
    cells.map((value) => cell(value, language)).join(field);
  const lines = [
    ...about.map(([label, value]) => line([label, value])),
    ...(about.length > 0 ? [''] : []),
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => column.value(row)))),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** A file name safe on every system: 'Serra Azul' → 'serra-azul'. */
export function fileSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

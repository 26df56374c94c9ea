import type { Language } from '@dossel/api-client';

/** One column of an exported table: its header and how a row gives the cell. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

/** What a file holds, as label/value lines above the table: customer, filters, data date, when made. */
export type CsvAbout = ReadonlyArray<readonly [label: string, value: string]>;

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such text is
// written with an apostrophe before it, which spreadsheets show as text and do not run. A cell may start
// inside a text too, after a ',' or ';', when the file is opened by a spreadsheet that splits on the other
// separator than the one it was written with (quotes then no longer hold): those get one as well.
const CELL_START_FORMULA = /(^|[,;]\s*)(?=[=+\-@\t\r])/g;

/**
 * Spreadsheets read a CSV by the separators of the user's locale: in Brazil and Spain the list separator
 * is ';' and the decimal one ','; in the US ',' and '.'. The file follows the language the user reads.
 */
function separatorsOf(language: Language) {
  return language === 'en-US' ? { field: ',', decimal: '.' } : { field: ';', decimal: ',' };
}

const quoted = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * A file is often opened by a spreadsheet set to another locale than the one it was written for, which
 * splits on the other separator: so every text is quoted (it stays one cell, formula-neutralised, whatever
 * the separator) and so is a number holding a ',' (a decimal comma).
 */
function cell(value: string | number | null | undefined, language: Language): string {
  const { decimal } = separatorsOf(language);
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    const text = String(value).replace('.', decimal);
    return text.includes(',') ? quoted(text) : text;
  }
  return quoted(value.replace(CELL_START_FORMULA, "$1'"));
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

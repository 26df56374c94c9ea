import { parse } from 'csv-parse/browser/esm/sync';

/**
 * The lines of a CSV text as a spreadsheet reads them (byte-order mark and quotes taken off), each line's
 * cells joined by the separator again, so a test can say `'Fazenda;Fazenda São João'`. Blank lines stay,
 * as '', and so does the '' after the last line break. Browser tests and end-to-end tests share it.
 */
export function readCsvLines(text: string, separator = ';'): string[] {
  const records = parse(text.replace(/^\uFEFF/, ''), {
    delimiter: separator,
    relax_column_count: true,
    skip_empty_lines: false,
  }) as string[][];
  return [...records.map((cells) => cells.join(separator)), ''];
}

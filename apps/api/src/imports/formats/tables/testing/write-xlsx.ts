import writeXlsxFile, { type Cell } from 'write-excel-file/node';

export interface XlsxSheetSpec {
  name: string;
  rows: Cell[][];
}

/**
 * Writes a workbook as Excel would save it: text with accents, numeric cells, date cells shown as
 * dd/mm/yyyy (a cell may carry its own `format`, e.g. with a time). The first sheet is the default one.
 */
export async function writeXlsx(path: string, sheets: XlsxSheetSpec[]): Promise<void> {
  await writeXlsxFile(
    sheets.map(({ name, rows }) => ({ sheet: name, data: rows, dateFormat: 'dd/mm/yyyy' })),
  ).toFile(path);
}

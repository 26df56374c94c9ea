import { readSheet, SheetNotFoundError } from 'read-excel-file/node';

import { ImportFileError } from '../../import-problem';
import { TableBuilder, type CellValue, type TableRead } from './table-read';

/**
 * Reads an XLSX table from a file: the first sheet, or the one named `sheet`. Cells come as CellValue
 * describes (numbers as numbers, date cells as ISO dates), rows numbered as the spreadsheet shows them.
 * The library unzips the whole workbook in memory, which XLSX sizes allow. Refused: a file that is not
 * an XLSX workbook or is damaged (`table.damaged`), a missing sheet (`table.sheetNotFound` with the
 * sheet), a sheet without a header (`table.empty`).
 */
export async function readXlsxTable(path: string, sheet?: string): Promise<TableRead> {
  const data = await readSheet(path, sheet ?? 1).catch((error: unknown) => {
    if (error instanceof SheetNotFoundError && sheet !== undefined) {
      throw new ImportFileError('table.sheetNotFound', { sheet });
    }
    // A missing or unreadable file is ours to fix, not the user's: only the file's content is "damaged".
    if (error instanceof Error && 'syscall' in error) throw error;
    throw new ImportFileError('table.damaged');
  });
  const table = new TableBuilder();
  data.forEach((row, index) => table.addRow(index + 1, row.map(cellValue)));
  return table.finish();
}

/** Spreadsheet cells as CSV would give them, but numbers keep their value and dates become ISO dates. */
function cellValue(cell: unknown): CellValue {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell === 'boolean') return String(cell);
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : isoDateTime(cell);
  if (typeof cell === 'string') return cell.trim() === '' ? null : cell.trim();
  return null;
}

/** Excel dates have no time zone: the library gives them as UTC, so they are read back in UTC. */
function isoDateTime(date: Date): string {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
}

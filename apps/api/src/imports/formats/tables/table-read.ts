import { ImportFileError, type ImportProblem } from '../../import-problem';

/**
 * A cell as the readers give it: text trimmed; numbers from a spreadsheet's numeric cells as numbers
 * (CSV has none: '12,5' stays text for `parseDecimal`); dates from its date cells as 'YYYY-MM-DD', or
 * 'YYYY-MM-DDTHH:MM:SS' when they carry a time; booleans as 'true' / 'false'; an empty cell as null.
 */
export type CellValue = string | number | null;

export interface TableRow {
  /** The row's number as the spreadsheet shows it: the header is row 1 (when the file starts with it). */
  item: number;
  /** By column name; every column of `columns` is present. */
  values: Record<string, CellValue>;
}

/** A CSV or XLSX table, header and rows, with what is wrong with its layout. */
export interface TableRead {
  /** The header's names, in order, as the file writes them (trimmed). */
  columns: string[];
  /** The data rows, without empty rows and rows of the wrong width. */
  rows: TableRow[];
  /** `table.duplicateColumn`, `table.columnWithoutName`, `table.columnCount`. */
  problems: ImportProblem[];
}

interface Header {
  width: number;
  /** Cells up to the last named column: a shorter row lacks a value. */
  namedWidth: number;
  /** Each name once, at the position of its first column. */
  columns: { name: string; index: number }[];
  /** Columns without a name, and the first row with a value under each, to point at it. */
  unnamed: { index: number; firstValueAt: number | null }[];
}

/**
 * Turns a file's rows into a TableRead with the same rules for CSV and XLSX: the first non-empty row is
 * the header, empty rows are skipped (their numbers still count), a row must reach the header's last
 * named column and may be wider only with empty cells (a trailing ';' on every line is common), a column
 * without a name is dropped when it holds nothing, and a name used twice keeps its first column.
 */
export class TableBuilder {
  private header: Header | null = null;
  private readonly rows: TableRow[] = [];
  private readonly problems: ImportProblem[] = [];

  addRow(item: number, cells: CellValue[]): void {
    if (cells.every((cell) => cell === null)) return;
    if (!this.header) {
      this.header = this.readHeader(item, cells);
      return;
    }
    const { width, namedWidth, columns, unnamed } = this.header;
    if (cells.length < namedWidth || cells.findLastIndex((cell) => cell !== null) >= width) {
      this.problems.push({
        item,
        field: null,
        code: 'table.columnCount',
        params: { expected: width, found: cells.length },
      });
      return;
    }
    for (const column of unnamed) {
      if ((cells[column.index] ?? null) !== null) column.firstValueAt ??= item;
    }
    // fromEntries defines own properties, so a column named "__proto__" is only a name.
    const values = Object.fromEntries(columns.map(({ name, index }) => [name, cells[index] ?? null]));
    this.rows.push({ item, values });
  }

  /** @throws ImportFileError `table.empty` when the file has no header. */
  finish(): TableRead {
    if (!this.header) throw new ImportFileError('table.empty');
    for (const { index, firstValueAt } of this.header.unnamed) {
      if (firstValueAt !== null) {
        this.problems.push({
          item: firstValueAt,
          field: null,
          code: 'table.columnWithoutName',
          params: { position: index + 1 },
        });
      }
    }
    return { columns: this.header.columns.map(({ name }) => name), rows: this.rows, problems: this.problems };
  }

  private readHeader(item: number, cells: CellValue[]): Header {
    const names = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
    const header: Header = {
      width: names.length,
      namedWidth: names.findLastIndex((name) => name !== '') + 1,
      columns: [],
      unnamed: [],
    };
    names.forEach((name, index) => {
      if (name === '') {
        header.unnamed.push({ index, firstValueAt: null });
      } else if (header.columns.some((column) => column.name === name)) {
        this.problems.push({ item, field: name, code: 'table.duplicateColumn', params: { column: name } });
      } else {
        header.columns.push({ name, index });
      }
    });
    return header;
  }
}

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

interface Column {
  name: string;
  position: number;
  /** The first row with a value under a column without a name, to point at it. */
  firstValueAt: number | null;
}

/**
 * Turns a file's rows into a TableRead with the same rules for CSV and XLSX: the first non-empty row is
 * the header, empty rows are skipped (their numbers still count), a row must reach the header's last
 * named column and may be wider only with empty cells (a trailing ';' on every line is common), a column
 * without a name is dropped when it holds nothing, and a name used twice keeps its first column.
 */
export class TableBuilder {
  private header: Column[] | null = null;
  private readonly rows: TableRow[] = [];
  private readonly problems: ImportProblem[] = [];

  addRow(item: number, cells: CellValue[]): void {
    if (cells.every((cell) => cell === null)) return;
    if (!this.header) {
      this.header = this.readHeader(item, cells);
      return;
    }
    const namedWidth = this.header.findLastIndex(({ name }) => name !== '') + 1;
    const usedWidth = cells.findLastIndex((cell) => cell !== null) + 1;
    if (cells.length < namedWidth || usedWidth > this.header.length) {
      this.problems.push({
        item,
        field: null,
        code: 'table.columnCount',
        params: { expected: this.header.length, found: cells.length },
      });
      return;
    }
    const entries: [string, CellValue][] = [];
    const seen = new Set<string>();
    for (const column of this.header) {
      const cell = cells[column.position - 1] ?? null;
      if (column.name === '') {
        if (cell !== null) column.firstValueAt ??= item;
      } else if (!seen.has(column.name)) {
        seen.add(column.name);
        entries.push([column.name, cell]);
      }
    }
    // fromEntries defines own properties, so a column named "__proto__" is only a name.
    this.rows.push({ item, values: Object.fromEntries(entries) });
  }

  /** @throws ImportFileError `table.empty` when the file has no header. */
  finish(): TableRead {
    if (!this.header) throw new ImportFileError('table.empty');
    for (const column of this.header) {
      if (column.name === '' && column.firstValueAt !== null) {
        this.problems.push({
          item: column.firstValueAt,
          field: null,
          code: 'table.columnWithoutName',
          params: { position: column.position },
        });
      }
    }
    const columns = [...new Set(this.header.map(({ name }) => name).filter((name) => name !== ''))];
    return { columns, rows: this.rows, problems: this.problems };
  }

  private readHeader(item: number, cells: CellValue[]): Column[] {
    const names = cells.map((cell) => (cell === null ? '' : String(cell).trim()));
    const seen = new Set<string>();
    for (const name of names) {
      if (name !== '' && seen.has(name)) {
        this.problems.push({ item, field: name, code: 'table.duplicateColumn', params: { column: name } });
      }
      seen.add(name);
    }
    return names.map((name, index) => ({ name, position: index + 1, firstValueAt: null }));
  }
}

import { SOIL_ORDERS, TEXTURAL_CLASSES, type ImportMapping } from '@dossel/api-client';

import { detectDecimalStyle, parseDecimal, type DecimalStyle } from '../formats/tables/parse-decimal';
import { parseDate } from '../formats/tables/parse-date';
import { readCsvTable } from '../formats/tables/read-csv-table';
import { readXlsxTable } from '../formats/tables/read-xlsx-table';
import type { CellValue, TableRead, TableRow } from '../formats/tables/table-read';
import { ImportFileError, type ImportProblem } from '../import-problem';
import { mappingFor, unmappedRequiredFields } from './mapping';

export type TableKind = 'soilRelief' | 'vegetation';

/** A row as an import would publish it: the plot (by id, from its code) and the table's columns. */
export type StagedRow =
  | {
      kind: 'soilRelief';
      plot_id: number;
      soil_order: string;
      textural_class: string;
      altitude_m: number;
      slope_pct: number;
    }
  | { kind: 'vegetation'; plot_id: number; observed_on: string; ndvi: number; evi: number };

export interface TableFileRead {
  columns: string[];
  items: number;
  mapping: ImportMapping;
  problems: ImportProblem[];
  rows: StagedRow[];
}

const MAX_ALTITUDE_M = 9000;
const MAX_SLOPE_PCT = 300;

/** Reads one cell of a row as the field asks, or records its problem; null for an empty optional cell. */
class RowReader {
  constructor(
    private readonly row: TableRow,
    private readonly mapping: ImportMapping,
    private readonly styles: Record<string, DecimalStyle | null>,
    private readonly problems: ImportProblem[],
  ) {}

  private column(field: string): string {
    return this.mapping[field] ?? field;
  }

  private raw(field: string): CellValue {
    const column = this.mapping[field];
    return column ? (this.row.values[column] ?? null) : null;
  }

  private problem(field: string, code: ImportProblem['code'], params?: ImportProblem['params']): null {
    this.problems.push({
      item: this.row.item,
      field: this.column(field),
      code,
      ...(params ? { params } : {}),
    });
    return null;
  }

  /** A required cell: its value, or null with `value.required`. */
  private present(field: string): string | number | null {
    const value = this.raw(field);
    if (value === null || value === '')
      return this.problem(field, 'value.required', { field: this.column(field) });
    return value;
  }

  text(field: string): string | null {
    const value = this.present(field);
    return value === null ? null : String(value).trim();
  }

  oneOf(field: string, allowed: readonly string[]): string | null {
    const value = this.text(field);
    if (value === null) return null;
    // Files write classes in any case and without accents: 'latossolo', 'MEDIA'.
    const plain = (text: string) =>
      text
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const match = allowed.find((candidate) => plain(candidate) === plain(value));
    return match ?? this.problem(field, 'value.notInList', { value, allowed: allowed.join(', ') });
  }

  number(field: string, min: number, max: number): number | null {
    const value = this.present(field);
    if (value === null) return null;
    const parsed = parseDecimal(value, this.styles[field] ?? undefined);
    if (!parsed.ok) return this.problem(field, parsed.code);
    if (parsed.value < min || parsed.value > max)
      return this.problem(field, 'value.outOfRange', { value: parsed.value, min, max });
    return parsed.value;
  }

  date(field: string, today: string): string | null {
    const value = this.present(field);
    if (value === null) return null;
    const parsed = parseDate(value);
    if (!parsed.ok) return this.problem(field, parsed.code);
    if (parsed.value > today) return this.problem(field, 'value.futureDate', { value: parsed.value });
    return parsed.value;
  }

  plot(field: string, plotIds: ReadonlyMap<string, number>): number | null {
    const code = this.text(field);
    if (code === null) return null;
    return plotIds.get(code) ?? this.problem(field, 'plot.unknownCode', { code });
  }
}

/**
 * Reads a table of soil and relief classes or of vegetation indices (CSV with `;` or `,`, decimal comma or
 * point, UTF-8 or Latin-1; or XLSX): each row about one of the customer's plots by its code, checked field
 * by field; a plot (or a plot and date) given twice is refused at its second row.
 */
export async function readTableFile(
  path: string,
  extension: string,
  kind: TableKind,
  plotIds: ReadonlyMap<string, number>,
  chosen: ImportMapping | null,
  remembered: ImportMapping | undefined,
  today: string,
): Promise<TableFileRead> {
  let table: TableRead;
  if (extension === 'csv') table = await readCsvTable(path);
  else if (extension === 'xlsx') table = await readXlsxTable(path);
  else throw new ImportFileError('file.unsupportedType', { extension, accepted: 'csv, xlsx' });
  const mapping = mappingFor(kind, table.columns, chosen, remembered);
  const problems = [...table.problems, ...unmappedRequiredFields(kind, mapping)];
  const result = { columns: table.columns, items: table.rows.length, mapping };
  if (problems.some((problem) => problem.code === 'mapping.fieldMissing'))
    return { ...result, problems, rows: [] };

  // A column writes its decimals one way throughout: '1.234' is a thousand in a decimal-comma column.
  const styles: Record<string, DecimalStyle | null> = {};
  for (const [field, column] of Object.entries(mapping))
    if (column) styles[field] = detectDecimalStyle(table.rows.map((row) => row.values[column] ?? null));

  const rows: StagedRow[] = [];
  const firstOfKey = new Map<string, number>();
  for (const tableRow of table.rows) {
    const before = problems.length;
    const cells = new RowReader(tableRow, mapping, styles, problems);
    const plotId = cells.plot('plot_code', plotIds);
    const row: StagedRow | null =
      kind === 'soilRelief' ? soilRow(cells, plotId) : vegetationRow(cells, plotId, today);
    if (!row || problems.length > before) continue;
    const key = row.kind === 'vegetation' ? `${row.plot_id}@${row.observed_on}` : `${row.plot_id}`;
    const first = firstOfKey.get(key);
    if (first !== undefined) {
      const shown =
        row.kind === 'vegetation'
          ? `${tableRow.values[mapping.plot_code ?? ''] ?? ''} ${row.observed_on}`
          : String(tableRow.values[mapping.plot_code ?? ''] ?? '');
      problems.push({
        item: tableRow.item,
        field: null,
        code: 'table.duplicateKey',
        params: { first, key: shown },
      });
      continue;
    }
    firstOfKey.set(key, tableRow.item);
    rows.push(row);
  }
  return { ...result, problems, rows };
}

function soilRow(cells: RowReader, plotId: number | null): StagedRow | null {
  const soilOrder = cells.oneOf('soil_order', SOIL_ORDERS);
  const texturalClass = cells.oneOf('textural_class', TEXTURAL_CLASSES);
  const altitude = cells.number('altitude_m', 0, MAX_ALTITUDE_M);
  const slope = cells.number('slope_pct', 0, MAX_SLOPE_PCT);
  if (plotId === null || soilOrder === null || texturalClass === null || altitude === null || slope === null)
    return null;
  return {
    kind: 'soilRelief',
    plot_id: plotId,
    soil_order: soilOrder,
    textural_class: texturalClass,
    altitude_m: altitude,
    slope_pct: slope,
  };
}

function vegetationRow(cells: RowReader, plotId: number | null, today: string): StagedRow | null {
  const observedOn = cells.date('observed_on', today);
  const ndvi = cells.number('ndvi', -1, 1);
  const evi = cells.number('evi', -1, 1);
  if (plotId === null || observedOn === null || ndvi === null || evi === null) return null;
  return { kind: 'vegetation', plot_id: plotId, observed_on: observedOn, ndvi, evi };
}

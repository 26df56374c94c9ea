import {
  MAX_IMA,
  MAX_PERCENT,
  MAX_PERFORMANCE_PCT,
  SOIL_ORDERS,
  TEXTURAL_CLASSES,
  type ContractStatus,
  type ImportMapping,
} from '@dossel/api-client';

import { detectDecimalStyle, parseDecimal, type DecimalStyle } from '../formats/tables/parse-decimal';
import { parseDate } from '../formats/tables/parse-date';
import { readCsvTable } from '../formats/tables/read-csv-table';
import { readXlsxTable } from '../formats/tables/read-xlsx-table';
import type { CellValue, TableRead, TableRow } from '../formats/tables/table-read';
import { ImportFileError, type ImportProblem } from '../import-problem';
import { mappingFor, unmappedRequiredFields } from './mapping';

export type TableKind = 'plotMetrics' | 'soilRelief' | 'vegetation' | 'weather';

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
  | { kind: 'vegetation'; plot_id: number; observed_on: string; ndvi: number; evi: number }
  | MetricsRow
  | WeatherRow;

/** A row about one of the customer's plots. */
export type PlotRow = Exclude<StagedRow, WeatherRow>;

/** A day of a weather station of the customer, by its name; a new station comes with its position. */
export interface WeatherRow {
  kind: 'weather';
  station: string;
  day: string;
  precipitation_mm: number;
  temp_min_c: number;
  temp_max_c: number;
  temp_mean_c: number;
  et0_mm: number;
  position: { lon: number; lat: number; altitude_m: number } | null;
}

/**
 * The figures of a plot's measurement (the plot_metrics table) with the values they may take: volumes in
 * m³/ha, increments in m³/ha/year, heights in m, DAP in cm, basal area in m²/ha, density in kg/m³.
 */
const METRIC_BOUNDS = {
  age_years: [0, 100],
  vtcc_pessimistic: [0, 3000],
  vtcc_likely: [0, 3000],
  vtcc_optimistic: [0, 3000],
  vtcc_historic_max: [0, 3000],
  vtcc_historic_min: [0, 3000],
  ima: [0, MAX_IMA],
  ima_tcc: [0, MAX_IMA],
  ica: [-MAX_IMA, MAX_IMA],
  current_increment: [-MAX_IMA, MAX_IMA],
  basal_area: [0, 200],
  dominant_height: [0, 100],
  mean_height: [0, 100],
  dap: [0, 300],
  stems_per_ha: [0, 50_000],
  basic_density: [0, 2000],
  total_volume_with_bark: [0, 3000],
  total_volume_without_bark: [0, 3000],
  commercial_volume_with_bark: [0, 3000],
  commercial_volume_without_bark: [0, 3000],
  survival_pct: [0, MAX_PERCENT],
  canopy_vigor_index: [0, 100],
  weather_impact_pct: [-MAX_PERCENT, MAX_PERCENT],
  management_performance_pct: [0, MAX_PERFORMANCE_PCT],
} as const satisfies Record<string, readonly [number, number]>;
type MetricColumn = keyof typeof METRIC_BOUNDS;

/** A measurement of a plot, as plot_metrics holds it. */
interface MetricsRow extends Record<MetricColumn, number> {
  kind: 'plotMetrics';
  plot_id: number;
  measured_on: string;
  damage_pct: number | null;
  contract_status: ContractStatus;
}

/** How files write a plot's contract status, in the three languages, to the contract's value. */
const CONTRACT_STATUS_WORDS: Record<string, ContractStatus> = {
  active: 'active',
  ativo: 'active',
  activo: 'active',
  'em acompanhamento': 'active',
  inactive: 'inactive',
  inativo: 'inactive',
  inactivo: 'inactive',
  'nao supervisionado': 'inactive',
};

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

  /** Records a problem of the field found by the caller; answers null, as a failed read does. */
  report(field: string, code: ImportProblem['code'], params?: ImportProblem['params']): null {
    return this.problem(field, code, params);
  }

  /** Whether the row has a value for the field. */
  has(field: string): boolean {
    const value = this.raw(field);
    return value !== null && value !== '';
  }

  /** A number the row may leave empty (null then). */
  optionalNumber(field: string, min: number, max: number): number | null {
    const value = this.raw(field);
    return value === null || value === '' ? null : this.number(field, min, max);
  }

  contractStatus(field: string): ContractStatus | null {
    const value = this.text(field);
    if (value === null) return null;
    const plain = value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    return (
      CONTRACT_STATUS_WORDS[plain] ??
      this.problem(field, 'value.notInList', {
        value,
        allowed: Object.keys(CONTRACT_STATUS_WORDS).join(', '),
      })
    );
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
  /** The customer's weather stations by name (weather only). */
  stations: ReadonlySet<string>,
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
    const plotId = kind === 'weather' ? null : cells.plot('plot_code', plotIds);
    const row: StagedRow | null =
      kind === 'soilRelief'
        ? soilRow(cells, plotId)
        : kind === 'vegetation'
          ? vegetationRow(cells, plotId, today)
          : kind === 'plotMetrics'
            ? metricsRow(cells, plotId, today)
            : weatherRow(cells, stations, today);
    if (!row || problems.length > before) continue;
    const key = rowKey(row);
    const first = firstOfKey.get(key);
    if (first !== undefined) {
      const code =
        row.kind === 'weather' ? row.station : String(tableRow.values[mapping.plot_code ?? ''] ?? '');
      const date =
        row.kind === 'vegetation'
          ? row.observed_on
          : row.kind === 'plotMetrics'
            ? row.measured_on
            : row.kind === 'weather'
              ? row.day
              : '';
      const shown = `${code} ${date}`.trim();
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

function metricsRow(cells: RowReader, plotId: number | null, today: string): StagedRow | null {
  const measuredOn = cells.date('measured_on', today);
  const figures = Object.fromEntries(
    (Object.entries(METRIC_BOUNDS) as [MetricColumn, readonly [number, number]][]).map(
      ([column, [min, max]]) => [column, cells.number(column, min, max)],
    ),
  ) as Record<MetricColumn, number | null>;
  const damage = cells.optionalNumber('damage_pct', 0, MAX_PERCENT);
  const status = cells.contractStatus('contract_status');
  if (plotId === null || measuredOn === null || status === null) return null;
  if (Object.values(figures).some((value) => value === null)) return null;
  return {
    kind: 'plotMetrics',
    plot_id: plotId,
    measured_on: measuredOn,
    ...(figures as Record<MetricColumn, number>),
    stems_per_ha: Math.round(figures.stems_per_ha as number),
    damage_pct: damage,
    contract_status: status,
  };
}

/** What makes a row one of a kind: its plot, and its date for series. */
export function rowKey(row: StagedRow): string {
  if (row.kind === 'weather') return `${row.station}@${row.day}`;
  if (row.kind === 'vegetation') return `${row.plot_id}@${row.observed_on}`;
  if (row.kind === 'plotMetrics') return `${row.plot_id}@${row.measured_on}`;
  return `${row.plot_id}`;
}

const MIN_TEMPERATURE_C = -30;
const MAX_TEMPERATURE_C = 60;
const MAX_DAILY_RAIN_MM = 1000;
const MAX_DAILY_ET0_MM = 30;
const MAX_ALTITUDE = 9000;

function weatherRow(cells: RowReader, stations: ReadonlySet<string>, today: string): StagedRow | null {
  const station = cells.text('station');
  const day = cells.date('day', today);
  const rain = cells.number('precipitation_mm', 0, MAX_DAILY_RAIN_MM);
  const min = cells.number('temp_min_c', MIN_TEMPERATURE_C, MAX_TEMPERATURE_C);
  const max = cells.number('temp_max_c', MIN_TEMPERATURE_C, MAX_TEMPERATURE_C);
  const mean = cells.optionalNumber('temp_mean_c', MIN_TEMPERATURE_C, MAX_TEMPERATURE_C);
  const et0 = cells.number('et0_mm', 0, MAX_DAILY_ET0_MM);
  let position: WeatherRow['position'] = null;
  if (station !== null && !stations.has(station)) {
    // A station the customer does not have yet is created where its rows say it is.
    if (!cells.has('station_lon') || !cells.has('station_lat'))
      return cells.report('station', 'weather.newStationPosition', { station });
    const lon = cells.number('station_lon', -180, 180);
    const lat = cells.number('station_lat', -90, 90);
    const altitude = cells.optionalNumber('station_altitude_m', -500, MAX_ALTITUDE);
    if (lon === null || lat === null) return null;
    position = { lon, lat, altitude_m: altitude ?? 0 };
  }
  if (station === null || day === null || rain === null || min === null || max === null || et0 === null)
    return null;
  return {
    kind: 'weather',
    station,
    day,
    precipitation_mm: rain,
    temp_min_c: min,
    temp_max_c: max,
    temp_mean_c: mean ?? Math.round(((min + max) / 2) * 10) / 10,
    et0_mm: et0,
    position,
  };
}

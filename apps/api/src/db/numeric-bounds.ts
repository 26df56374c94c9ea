import {
  MAX_AREA_HA,
  MAX_COST,
  MAX_IMA,
  MAX_PERCENT,
  MAX_PERFORMANCE_PCT,
  MAX_QUANTITY,
  MIN_AREA,
  MIN_COST,
} from '@dossel/api-client';

/** The domain of one stored number: what api-client's input schema accepts for it (bounds.ts). */
export interface ColumnBounds {
  min: number;
  max: number;
  /** The column takes null: an out-of-bounds value becomes null (unknown) rather than a made-up number. */
  nullable: boolean;
}

const cost = (nullable: boolean): ColumnBounds => ({ min: nullable ? 0 : MIN_COST, max: MAX_COST, nullable });
const quantity: ColumnBounds = { min: 0, max: MAX_QUANTITY, nullable: true };

/**
 * Every number the API stores from a request, by table and column, with the bounds its schema gives it
 * (issue 14). Rows written before the bounds existed may hold anything (`Infinity` from 1e308 × 10): migration
 * 0011 repairs them, the operations summary skips them, and a write whose record leaves them is undone.
 */
export const STORED_NUMBER_BOUNDS = {
  operational_items: { custo_atual: cost(false) },
  supplies: { custo_atual: cost(false) },
  third_party_costs: { custo_diaria: cost(true), custo_ha: cost(true), custo_hora: cost(true) },
  operations: {
    area_executada: { min: MIN_AREA, max: MAX_AREA_HA, nullable: false },
    custo_hora: cost(true),
    custo_ha: cost(true),
    custo_diaria: cost(true),
    num_diarias: quantity,
    num_horas: quantity,
  },
  benchmarking_history: {
    ima7: { min: 0, max: MAX_IMA, nullable: true },
    performance: { min: 0, max: MAX_PERFORMANCE_PCT, nullable: true },
    impacto_clima: { min: -MAX_PERCENT, max: MAX_PERCENT, nullable: true },
  },
} as const satisfies Record<string, Record<string, ColumnBounds>>;

export type BoundedTable = keyof typeof STORED_NUMBER_BOUNDS;

/** Whether a stored value is within its column's domain (null counts when the column takes it). */
export function inBounds(value: number | null, bounds: ColumnBounds): boolean {
  if (value === null) return bounds.nullable;
  return Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
}

/**
 * What an out-of-bounds value becomes: null where the column takes it, else the nearest bound (NaN the
 * minimum). A repair keeps the record usable and saveable again through its form, which would refuse it.
 */
export function repairedValue(value: number | null, bounds: ColumnBounds): number | null {
  if (inBounds(value, bounds)) return value;
  if (bounds.nullable) return null;
  if (value === null || Number.isNaN(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, value));
}

/** The columns of a row whose stored value is out of bounds (none when all are within). */
export function outOfBounds(table: BoundedTable, row: Record<string, unknown>): string[] {
  const columns: Record<string, ColumnBounds> = STORED_NUMBER_BOUNDS[table];
  return Object.entries(columns)
    .filter(([column, bounds]) => {
      const value = row[column];
      return !inBounds(value === null || value === undefined ? null : Number(value), bounds);
    })
    .map(([column]) => column);
}

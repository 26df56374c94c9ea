import {
  SLOPE_CLASS_CEILINGS,
  SLOPE_CLASSES,
  slopeClass,
  TEXTURAL_CLASSES,
  type PlotSoil,
  type SlopeClass,
  type SoilOrder,
  type TexturalClass,
} from '@dossel/api-client';

/** The plots of one class (a soil order, a slope class, an altitude band) and their area. */
export interface AreaClass<Key> {
  key: Key;
  plots: number;
  areaHa: number;
  /** Share of the area of all the plots counted, in percent with 1 decimal. */
  sharePct: number;
}

/** Altitudes are grouped in bands of 100 m: 600 m falls in 600–700 m. */
export const ALTITUDE_BAND_M = 100;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** Sums the plots' area by class, listing `keys` in their order (a class without plots counts zero). */
function areaByClass<Key>(
  rows: readonly PlotSoil[],
  classOf: (row: PlotSoil) => Key,
  keys: readonly Key[],
): AreaClass<Key>[] {
  const total = rows.reduce((sum, row) => sum + row.areaHa, 0);
  return keys.map((key) => {
    const inClass = rows.filter((row) => classOf(row) === key);
    const areaHa = inClass.reduce((sum, row) => sum + row.areaHa, 0);
    return {
      key,
      plots: inClass.length,
      areaHa: round(areaHa, 2),
      sharePct: total > 0 ? round((areaHa / total) * 100, 1) : 0,
    };
  });
}

/** Area by soil order: the orders the plots have, largest area first. */
export function soilOrderAreas(rows: readonly PlotSoil[]): AreaClass<SoilOrder>[] {
  const orders = [...new Set(rows.map((row) => row.soilOrder))];
  return areaByClass(rows, (row) => row.soilOrder, orders).sort((a, b) => b.areaHa - a.areaHa);
}

/** Area by textural class, sandy to very clayey: every class, so the scale reads whole. */
export function texturalClassAreas(rows: readonly PlotSoil[]): AreaClass<TexturalClass>[] {
  return areaByClass(rows, (row) => row.texturalClass, TEXTURAL_CLASSES);
}

/** Area by slope class (spec section 9), flat to mountainous: every class. */
export function slopeClassAreas(rows: readonly PlotSoil[]): AreaClass<SlopeClass>[] {
  return areaByClass(rows, (row) => slopeClass(row.slopePct), SLOPE_CLASSES);
}

/**
 * Area by altitude band of 100 m, keyed by the band's floor (600 for 600–700 m), from the lowest plot's
 * band to the highest's with none skipped, so the bars read as a distribution.
 */
export function altitudeBandAreas(rows: readonly PlotSoil[]): AreaClass<number>[] {
  if (rows.length === 0) return [];
  const floorOf = (row: PlotSoil) => Math.floor(row.altitudeM / ALTITUDE_BAND_M) * ALTITUDE_BAND_M;
  const floors = rows.map(floorOf);
  const lowest = Math.min(...floors);
  const bands = (Math.max(...floors) - lowest) / ALTITUDE_BAND_M + 1;
  const keys = Array.from({ length: bands }, (_, band) => lowest + band * ALTITUDE_BAND_M);
  return areaByClass(rows, floorOf, keys);
}

/** The slope range of a class, from the spec's limits: [0, 3] for flat, [45, null] for mountainous. */
export function slopeRange(slope: SlopeClass): [from: number, to: number | null] {
  const index = SLOPE_CLASSES.indexOf(slope);
  const from = index === 0 ? 0 : (SLOPE_CLASS_CEILINGS[index - 1]?.[1] ?? 0);
  return [from, SLOPE_CLASS_CEILINGS[index]?.[1] ?? null];
}

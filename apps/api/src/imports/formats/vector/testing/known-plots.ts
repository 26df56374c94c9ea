import type { LonLat } from '../vector-read';

/**
 * Two neighbouring 0.01° plots near Lavras (MG): their corners south-west, south-east, north-east and
 * north-west (counterclockwise), in WGS 84 and in SIRGAS 2000 / UTM 23S. The UTM values come from proj4
 * and agree to 0.1 mm with an independent Krüger-series computation, so a reader that reprojects them
 * must land within 1e-6° of the round numbers.
 */
export const PLOT_A = {
  lonLat: [
    [-46.25, -21.75],
    [-46.24, -21.75],
    [-46.24, -21.74],
    [-46.25, -21.74],
  ] satisfies LonLat[],
  utm23s: [
    [370741.531, 7594321.5776],
    [371775.7172, 7594329.9061],
    [371766.8399, 7595436.9211],
    [370732.5821, 7595428.5956],
  ] satisfies [number, number][],
};

export const PLOT_B = {
  lonLat: [
    [-46.24, -21.75],
    [-46.23, -21.75],
    [-46.23, -21.74],
    [-46.24, -21.74],
  ] satisfies LonLat[],
  utm23s: [
    [371775.7172, 7594329.9061],
    [372809.9005, 7594338.1677],
    [372801.0948, 7595445.1797],
    [371766.8399, 7595436.9211],
  ] satisfies [number, number][],
};

/** The corners as a closed ring, counterclockwise (GeoJSON's outer ring) or clockwise (a Shapefile's). */
export function closedRing<T>(corners: readonly T[], winding: 'counterclockwise' | 'clockwise'): T[] {
  const ordered = winding === 'counterclockwise' ? [...corners] : [...corners].reverse();
  return ordered[0] === undefined ? ordered : [...ordered, ordered[0]];
}

// Which plot a position falls in (issue 18: a field note's position gives its plot, on the device and
// offline). Plain ray casting over the plots' polygons: a customer has hundreds of plots, not millions, and
// the maps and the field notes need the same answer without a geometry library.
import type { PlotFeatureCollection, Polygon } from './schemas';

type Ring = readonly (readonly number[])[];

/** How far from an edge, in degrees (~0.1 mm), a position still counts as on it: rounding of the inputs. */
const ON_EDGE = 1e-9;

/** Whether a position lies on the segment a–b, within ON_EDGE. */
function onSegment(ax: number, ay: number, bx: number, by: number, lon: number, lat: number): boolean {
  const cross = (bx - ax) * (lat - ay) - (by - ay) * (lon - ax);
  const length = Math.hypot(bx - ax, by - ay);
  if (Math.abs(cross) > ON_EDGE * Math.max(length, ON_EDGE)) return false;
  return (
    lon >= Math.min(ax, bx) - ON_EDGE &&
    lon <= Math.max(ax, bx) + ON_EDGE &&
    lat >= Math.min(ay, by) - ON_EDGE &&
    lat <= Math.max(ay, by) + ON_EDGE
  );
}

/** Whether a position lies on a ring's line. */
function onRing(ring: Ring, lon: number, lat: number): boolean {
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (onSegment(xj, yj, xi, yi, lon, lat)) return true;
  }
  return false;
}

/** Ray casting: whether a position lies inside a ring of [lon, lat] positions (its line undecided). */
function ringContains(ring: Ring, lon: number, lat: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * Whether a position lies in a polygon: inside its outer ring and in none of its holes. A position on a
 * line (the outer ring's or a hole's) belongs to the polygon: a note taken on a plot's border is about it.
 */
export function polygonContains(polygon: Polygon, lon: number, lat: number): boolean {
  const [outer, ...holes] = polygon.coordinates;
  if (outer === undefined) return false;
  if (onRing(outer, lon, lat) || holes.some((hole) => onRing(hole, lon, lat))) return true;
  return ringContains(outer, lon, lat) && !holes.some((hole) => ringContains(hole, lon, lat));
}

/**
 * The plot a position (WGS84 longitude, latitude) falls in, or null outside every plot. On the border of
 * two plots, the first of the collection.
 */
export function plotAt(
  plots: PlotFeatureCollection,
  lon: number,
  lat: number,
): PlotFeatureCollection['features'][number] | null {
  return plots.features.find((feature) => polygonContains(feature.geometry, lon, lat)) ?? null;
}

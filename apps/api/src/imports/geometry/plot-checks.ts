import { booleanValid } from '@turf/boolean-valid';
import { kinks } from '@turf/kinks';
import { rewind } from '@turf/rewind';

import type { ImportProblem } from '../import-problem';
import { polygonsOf, type PlotGeometry, type Position } from './geojson';
import { plotAreaHa } from './plot-measures';

/** Fewer distinct corners than this encloses no area. */
const MIN_DISTINCT_POINTS = 3;
/**
 * A square metre: corners all on one line pass every other check, and the geodesic area of such a ring is
 * a rounding error, not zero.
 */
const MIN_AREA_HA = 0.0001;

/**
 * What is wrong with a plot's shape (WGS 84), most basic first: a shape that is missing, in the wrong
 * units or not made of closed rings is reported alone, since the finer checks would only repeat it.
 */
export function checkPlotGeometry(geometry: PlotGeometry | null | undefined, item: number): ImportProblem[] {
  const problem = (code: ImportProblem['code'], params?: ImportProblem['params']): ImportProblem => ({
    item,
    field: null,
    code,
    ...(params ? { params } : {}),
  });
  if (!geometry || isEmpty(geometry)) return [problem('geometry.empty')];

  const positions = polygonsOf(geometry).flat(2);
  if (positions.some((position) => !isFinitePosition(position))) return [problem('geometry.invalid')];
  const outside = positions.find(
    ([lon, lat]) => Math.abs(lon as number) > 180 || Math.abs(lat as number) > 90,
  );
  // The same code and params as the readers give a point they cannot place (formats/vector/geometry.ts):
  // one text for staff, showing the numbers as the file holds them.
  if (outside) {
    return [problem('geometry.outOfRange', { x: outside[0] as number, y: outside[1] as number })];
  }

  const ringProblems = polygonsOf(geometry).flatMap((rings, partIndex) =>
    rings.flatMap((ring, ringIndex) => {
      const where = { part: partIndex + 1, ring: ringIndex + 1 };
      const points = distinctPointCount(ring);
      if (points < MIN_DISTINCT_POINTS) return [problem('geometry.tooFewPoints', { ...where, points })];
      return isClosed(ring) ? [] : [problem('geometry.notClosed', where)];
    }),
  );
  if (ringProblems.length > 0) return ringProblems;

  // Repeated corners are harmless, yet boolean-valid takes them for spikes.
  const cleaned = withoutRepeatedCorners(geometry);
  const [crossing] = kinks(cleaned).features;
  if (crossing) {
    const [lon, lat] = crossing.geometry.coordinates as [number, number];
    return [problem('geometry.selfIntersecting', { lon: roundDegrees(lon), lat: roundDegrees(lat) })];
  }
  if (!booleanValid(cleaned) || !nestsProperly(cleaned)) return [problem('geometry.invalid')];
  if (plotAreaHa(geometry) < MIN_AREA_HA) return [problem('geometry.empty')];
  return [];
}

/**
 * The plot as it is stored: [longitude, latitude] only (KML and some shapefiles add an altitude) and wound
 * as RFC 7946 wants — outer rings counter-clockwise, holes clockwise. The input is left untouched.
 */
export function normalisePlotGeometry(geometry: PlotGeometry): PlotGeometry {
  const flat = (ring: Position[]): Position[] => ring.map(([lon, lat]) => [lon as number, lat as number]);
  const normalised: PlotGeometry =
    geometry.type === 'Polygon'
      ? { type: 'Polygon', coordinates: geometry.coordinates.map(flat) }
      : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((rings) => rings.map(flat)) };
  rewind(normalised, { mutate: true });
  return normalised;
}

function withoutRepeatedCorners(geometry: PlotGeometry): PlotGeometry {
  const clean = (ring: Position[]) =>
    ring.filter((position, i) => i === 0 || !samePoint(position, ring[i - 1] as Position));
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: geometry.coordinates.map(clean) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map((rings) => rings.map(clean)) };
}

/**
 * Holes inside their outer ring and parts outside each other, which boolean-valid does not check. Rings
 * that cross were reported before, so one corner tells on which side a whole ring lies.
 */
function nestsProperly(geometry: PlotGeometry): boolean {
  const parts = polygonsOf(geometry);
  return parts.every(([outer, ...holes], index) => {
    const holesInside = holes.every((hole) => insideRing(hole[0] as Position, outer as Position[]));
    const apart = parts.every(
      (other, otherIndex) =>
        otherIndex === index || !insideRings((outer as Position[])[0] as Position, other),
    );
    return holesInside && apart;
  });
}

/** Even-odd over all the rings of a polygon: inside its outer ring and not in a hole. */
function insideRings(point: Position, rings: Position[][]): boolean {
  return rings.filter((ring) => insideRing(point, ring)).length % 2 === 1;
}

function insideRing([x, y]: Position, ring: Position[]): boolean {
  let inside = false;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    if (
      y1 > (y as number) !== y2 > (y as number) &&
      (x as number) < x1 + (((y as number) - y1) * (x2 - x1)) / (y2 - y1)
    ) {
      inside = !inside;
    }
  }
  return inside;
}

function isEmpty(geometry: PlotGeometry): boolean {
  return polygonsOf(geometry).every((rings) => rings.every((ring) => ring.length === 0));
}

function isFinitePosition(position: Position): boolean {
  return position.length >= 2 && Number.isFinite(position[0]) && Number.isFinite(position[1]);
}

function isClosed(ring: Position[]): boolean {
  return samePoint(ring[0] as Position, ring[ring.length - 1] as Position);
}

/** Corners of a ring, not counting a corner repeated right after itself nor the closing one. */
function distinctPointCount(ring: Position[]): number {
  const corners = ring.filter((position, i) => i === 0 || !samePoint(position, ring[i - 1] as Position));
  const closes =
    corners.length > 1 && samePoint(corners[0] as Position, corners[corners.length - 1] as Position);
  return closes ? corners.length - 1 : corners.length;
}

function samePoint(a: Position, b: Position): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** About a centimetre: enough for staff to find the crossing on a map. */
function roundDegrees(degrees: number): number {
  return Math.round(degrees * 1e7) / 1e7;
}

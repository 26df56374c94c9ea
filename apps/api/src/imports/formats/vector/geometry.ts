import rewind from '@turf/rewind';

import type { Projection, XY } from '../../crs/projection';
import type { ImportProblem } from '../../import-problem';
import { isRecord } from './is-record';
import type { LonLat, VectorGeometry } from './vector-read';

/** Why a feature's geometry cannot be used: the code and params of its problem. */
export type GeometryProblem = Pick<ImportProblem, 'code' | 'params'>;

type GeometryType = VectorGeometry['type'];

/** The same shapes as VectorGeometry, still in the file's coordinate system. */
type SourceGeometry =
  | { type: 'Point'; coordinates: XY }
  | { type: 'MultiPoint' | 'LineString'; coordinates: XY[] }
  | { type: 'MultiLineString' | 'Polygon'; coordinates: XY[][] }
  | { type: 'MultiPolygon'; coordinates: XY[][][] };

/** The multi-geometry each type joins when a GeometryCollection (KML's MultiGeometry) holds only its kind. */
const FAMILY: Record<GeometryType, 'MultiPoint' | 'MultiLineString' | 'MultiPolygon'> = {
  Point: 'MultiPoint',
  MultiPoint: 'MultiPoint',
  LineString: 'MultiLineString',
  MultiLineString: 'MultiLineString',
  Polygon: 'MultiPolygon',
  MultiPolygon: 'MultiPolygon',
};

/**
 * A GeoJSON-shaped geometry in `projection`'s system → the same in WGS 84, 2D, polygons wound as RFC 7946
 * says; or the problem that stops it: `geometry.missing`, `geometry.unsupported` (with its `type`),
 * `geometry.malformed`, or `geometry.outOfRange` (with the first point, `x` and `y`, that is not on Earth
 * — usually a file in UTM that does not say so).
 */
export function toWgs84Geometry(raw: unknown, projection: Projection): VectorGeometry | GeometryProblem {
  const source = sourceGeometryOf(raw);
  if ('code' in source) return source;
  return reproject(source, projection);
}

function sourceGeometryOf(raw: unknown): SourceGeometry | GeometryProblem {
  if (raw === null || raw === undefined) return { code: 'geometry.missing' };
  if (!isRecord(raw) || typeof raw.type !== 'string') return { code: 'geometry.malformed' };
  if (raw.type === 'GeometryCollection') return collectionOf(raw.geometries);
  if (!isGeometryType(raw.type)) return { code: 'geometry.unsupported', params: { type: raw.type } };
  return coordinatesOf(raw.type, raw.coordinates) ?? { code: 'geometry.malformed' };
}

function coordinatesOf(type: GeometryType, coordinates: unknown): SourceGeometry | undefined {
  switch (type) {
    case 'Point': {
      const point = positionOf(coordinates);
      return point && { type, coordinates: point };
    }
    case 'MultiPoint': {
      const points = listOf(coordinates, positionOf);
      return points && { type, coordinates: points };
    }
    case 'LineString': {
      const line = lineOf(coordinates);
      return line && { type, coordinates: line };
    }
    case 'MultiLineString': {
      const lines = listOf(coordinates, lineOf);
      return lines && { type, coordinates: lines };
    }
    case 'Polygon': {
      const rings = listOf(coordinates, ringOf);
      return rings && { type, coordinates: rings };
    }
    case 'MultiPolygon': {
      const polygons = listOf(coordinates, (polygon) => listOf(polygon, ringOf));
      return polygons && { type, coordinates: polygons };
    }
  }
}

/** A collection of one kind becomes its multi-geometry; one of mixed kinds is not something we can import. */
function collectionOf(members: unknown): SourceGeometry | GeometryProblem {
  if (!Array.isArray(members)) return { code: 'geometry.malformed' };
  const geometries: SourceGeometry[] = [];
  for (const member of members) {
    const geometry = sourceGeometryOf(member);
    if ('code' in geometry) return geometry;
    geometries.push(geometry);
  }
  const [first, ...others] = geometries;
  if (first === undefined) return { code: 'geometry.missing' };
  if (others.length === 0) return first;
  const family = FAMILY[first.type];
  if (geometries.some((geometry) => FAMILY[geometry.type] !== family)) {
    return { code: 'geometry.unsupported', params: { type: 'GeometryCollection' } };
  }
  switch (family) {
    case 'MultiPoint':
      return { type: family, coordinates: geometries.flatMap(pointsOf) };
    case 'MultiLineString':
      return { type: family, coordinates: geometries.flatMap(linesOf) };
    case 'MultiPolygon':
      return { type: family, coordinates: geometries.flatMap(polygonsOf) };
  }
}

function pointsOf(geometry: SourceGeometry): XY[] {
  if (geometry.type === 'Point') return [geometry.coordinates];
  return geometry.type === 'MultiPoint' ? geometry.coordinates : [];
}

function linesOf(geometry: SourceGeometry): XY[][] {
  if (geometry.type === 'LineString') return [geometry.coordinates];
  return geometry.type === 'MultiLineString' ? geometry.coordinates : [];
}

function polygonsOf(geometry: SourceGeometry): XY[][][] {
  if (geometry.type === 'Polygon') return [geometry.coordinates];
  return geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
}

function reproject(source: SourceGeometry, projection: Projection): VectorGeometry | GeometryProblem {
  let outside: XY | undefined;
  const toLonLat = (xy: XY): LonLat => {
    const lonLat = projection.toLonLat(xy);
    if (outside === undefined && !isOnEarth(lonLat)) outside = xy;
    return lonLat;
  };
  const geometry = mapPositions(source, toLonLat);
  if (outside !== undefined) return { code: 'geometry.outOfRange', params: { x: outside[0], y: outside[1] } };
  if (geometry.type === 'Polygon' || geometry.type === 'MultiPolygon') rewind(geometry, { mutate: true });
  return geometry;
}

function mapPositions(source: SourceGeometry, toLonLat: (xy: XY) => LonLat): VectorGeometry {
  const line = (positions: XY[]): LonLat[] => positions.map(toLonLat);
  switch (source.type) {
    case 'Point':
      return { type: source.type, coordinates: toLonLat(source.coordinates) };
    case 'MultiPoint':
    case 'LineString':
      return { type: source.type, coordinates: line(source.coordinates) };
    case 'MultiLineString':
    case 'Polygon':
      return { type: source.type, coordinates: source.coordinates.map(line) };
    case 'MultiPolygon':
      return { type: source.type, coordinates: source.coordinates.map((rings) => rings.map(line)) };
  }
}

function isOnEarth([lon, lat]: LonLat): boolean {
  return Math.abs(lon) <= 180 && Math.abs(lat) <= 90;
}

/** A position with at least x and y, both finite; a height or measure after them is dropped. */
function positionOf(value: unknown): XY | undefined {
  if (!Array.isArray(value)) return undefined;
  const [x, y] = value as unknown[];
  return isFiniteNumber(x) && isFiniteNumber(y) ? [x, y] : undefined;
}

function lineOf(value: unknown): XY[] | undefined {
  const positions = listOf(value, positionOf);
  return positions && positions.length >= 2 ? positions : undefined;
}

/**
 * A linear ring, closed when the file left it open (KML and hand-made GeoJSON often do: the shape the user
 * drew is the same), with the four positions a closed ring needs at least.
 */
function ringOf(value: unknown): XY[] | undefined {
  const positions = listOf(value, positionOf);
  const first = positions?.[0];
  const last = positions?.at(-1);
  if (!positions || !first || !last) return undefined;
  const ring = first[0] === last[0] && first[1] === last[1] ? positions : [...positions, first];
  return ring.length >= 4 ? ring : undefined;
}

/** Every element of a non-empty array read by `read`, or undefined when it is not one or any element fails. */
function listOf<T>(value: unknown, read: (element: unknown) => T | undefined): T[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const list: T[] = [];
  for (const element of value as unknown[]) {
    const item = read(element);
    if (item === undefined) return undefined;
    list.push(item);
  }
  return list;
}

function isGeometryType(type: string): type is GeometryType {
  return Object.hasOwn(FAMILY, type);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

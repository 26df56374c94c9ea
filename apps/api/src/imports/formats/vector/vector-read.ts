import type { ImportProblem } from '../../import-problem';

/** WGS 84 longitude and latitude in degrees, in that order (RFC 7946). */
export type LonLat = [number, number];

/**
 * A feature's shape in WGS 84, two-dimensional (heights are dropped). Polygons wind as RFC 7946 says —
 * outer rings counterclockwise, holes clockwise — so areas and clipping need no second guess.
 */
export type VectorGeometry =
  | { type: 'Point'; coordinates: LonLat }
  | { type: 'MultiPoint'; coordinates: LonLat[] }
  | { type: 'LineString'; coordinates: LonLat[] }
  | { type: 'MultiLineString'; coordinates: LonLat[][] }
  | { type: 'Polygon'; coordinates: LonLat[][] }
  | { type: 'MultiPolygon'; coordinates: LonLat[][][] };

/** An attribute's value as a column of the import can hold it (dates as `YYYY-MM-DD`). */
export type PropertyValue = string | number | boolean | null;

export interface VectorFeature {
  /** Where the feature is in its file, counted from 1: the item of its problems. */
  item: number;
  properties: Record<string, PropertyValue>;
  geometry: VectorGeometry;
}

/** What a GeoJSON, Shapefile or KML reader makes of a file. */
export interface VectorRead {
  /** The features that could be read; each of the others has its problems below, with its item. */
  features: VectorFeature[];
  /** Every property name in the file, in the order the file first shows it: what a mapping can choose from. */
  columns: string[];
  problems: ImportProblem[];
}

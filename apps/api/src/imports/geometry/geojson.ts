/**
 * The GeoJSON shapes of plots as the imports handle them (RFC 7946). Declared here rather than taken from
 * `@types/geojson`, which the API does not depend on; turf's functions accept them structurally.
 */

/** [x, y] — [longitude, latitude] in WGS 84, or metres in a projected CRS; a third number (altitude) is ignored. */
export type Position = number[];

export interface PolygonGeometry {
  type: 'Polygon';
  /** The outer ring, then the holes; each ring closed (its last position equals the first). */
  coordinates: Position[][];
}

export interface MultiPolygonGeometry {
  type: 'MultiPolygon';
  coordinates: Position[][][];
}

/** The shape of a plot: one polygon, or several parts (a plot split by a road or a creek). */
export type PlotGeometry = PolygonGeometry | MultiPolygonGeometry;

/** A polygon the imports write: [longitude, latitude] pairs in WGS 84, as plots' `geometry_json` stores them. */
export interface Wgs84Polygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}

/** The parts of a plot as lists of rings, whether it is a Polygon or a MultiPolygon. */
export function polygonsOf(geometry: PlotGeometry): Position[][][] {
  return geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
}

/** The box around a geometry's corners: [west, south, east, north] (what flatbush takes, in that order). */
export type Bounds = [minX: number, minY: number, maxX: number, maxY: number];

export function boundsOf(geometry: PlotGeometry): Bounds {
  const bounds: Bounds = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x = 0, y = 0] of polygonsOf(geometry).flat(2)) {
    bounds[0] = Math.min(bounds[0], x);
    bounds[1] = Math.min(bounds[1], y);
    bounds[2] = Math.max(bounds[2], x);
    bounds[3] = Math.max(bounds[3], y);
  }
  return bounds;
}

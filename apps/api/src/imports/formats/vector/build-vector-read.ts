import type { Projection } from '../../crs/projection';
import type { ImportProblem } from '../../import-problem';
import { toWgs84Geometry } from './geometry';
import { toPropertyValue } from './property-value';
import type { VectorRead } from './vector-read';

/** A feature as a reader found it: attributes as the file holds them, geometry in the file's system. */
export interface SourceFeature {
  /** Where it is in the file, counted from 1. */
  item: number;
  properties: Readonly<Record<string, unknown>>;
  /** GeoJSON-shaped (`{ type, coordinates }`), or null when the file gave it none. */
  geometry: unknown;
}

/**
 * What every vector reader does once it has found the features: attributes to column values, geometries
 * to WGS 84, and each feature that cannot be used to a problem with its item. `entries` may already hold
 * problems a reader found itself, in file order with the features.
 */
export function buildVectorRead(
  entries: Iterable<SourceFeature | ImportProblem>,
  projection: Projection,
): VectorRead {
  const read: VectorRead = { features: [], columns: [], problems: [] };
  const columns = new Set<string>();
  for (const entry of entries) {
    if ('code' in entry) {
      read.problems.push(entry);
      continue;
    }
    const properties = Object.fromEntries(
      Object.entries(entry.properties).map(([name, value]) => [name, toPropertyValue(value)]),
    );
    for (const name of Object.keys(properties)) columns.add(name);
    const geometry = toWgs84Geometry(entry.geometry, projection);
    if ('code' in geometry) read.problems.push({ item: entry.item, field: null, ...geometry });
    else read.features.push({ item: entry.item, properties, geometry });
  }
  read.columns = [...columns];
  return read;
}

import { readFile } from 'node:fs/promises';

import { projectionOf, WGS84 } from '../../crs/projection';
import { ImportFileError, type ImportProblem } from '../../import-problem';
import { buildVectorRead, type SourceFeature } from './build-vector-read';
import { isRecord } from './is-record';
import { decodeUnlabelledText } from './text-encoding';
import type { VectorRead } from './vector-read';

const GEOMETRY_TYPES = new Set([
  'Point',
  'MultiPoint',
  'LineString',
  'MultiLineString',
  'Polygon',
  'MultiPolygon',
  'GeometryCollection',
]);

/**
 * A GeoJSON file: a FeatureCollection, a single Feature or a bare geometry. Coordinates are WGS 84 lon/lat
 * (RFC 7946) unless the file names another system in the 2008 spec's `crs` member, as QGIS and older
 * exports still do (`urn:ogc:def:crs:EPSG::31983`).
 *
 * Invalid JSON fails with `file.invalidJson`, JSON that is none of the three with `geojson.notGeoJson`;
 * an entry of `features` that is not a Feature is a problem (`geojson.notFeature`) with its item.
 * Text that is not UTF-8 is read as Windows-1252.
 */
export async function readGeoJson(path: string): Promise<VectorRead> {
  const document = parseJson(decodeUnlabelledText(await readFile(path)));
  const projection = projectionOf(crsOf(document));
  return buildVectorRead(
    entriesOf(document).map((entry, index) => sourceFeatureOf(entry, index + 1)),
    projection,
  );
}

function parseJson(text: string): Record<string, unknown> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ImportFileError('file.invalidJson');
  }
  if (!isRecord(document)) throw new ImportFileError('geojson.notGeoJson');
  return document;
}

/** The legacy `crs` member's name; WGS 84 when there is none. A `link` CRS or other shape is unknown. */
function crsOf(document: Record<string, unknown>): number | string {
  const { crs } = document;
  if (crs === undefined || crs === null) return WGS84;
  if (isRecord(crs) && crs.type === 'name' && isRecord(crs.properties)) {
    const { name } = crs.properties;
    if (typeof name === 'string') return name;
  }
  throw new ImportFileError('crs.unknown', { crs: JSON.stringify(crs).slice(0, 60) });
}

function entriesOf(document: Record<string, unknown>): unknown[] {
  if (document.type === 'FeatureCollection' && Array.isArray(document.features)) return document.features;
  if (document.type === 'Feature') return [document];
  if (typeof document.type === 'string' && GEOMETRY_TYPES.has(document.type)) {
    return [{ type: 'Feature', properties: {}, geometry: document }];
  }
  throw new ImportFileError('geojson.notGeoJson');
}

function sourceFeatureOf(entry: unknown, item: number): SourceFeature | ImportProblem {
  if (!isRecord(entry) || entry.type !== 'Feature') {
    return { item, field: null, code: 'geojson.notFeature' };
  }
  // RFC 7946 allows `"properties": null`; anything else that is not an object carries nothing to import.
  const properties = isRecord(entry.properties) ? entry.properties : {};
  return { item, properties, geometry: entry.geometry };
}

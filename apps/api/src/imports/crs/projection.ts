import proj4, { type Converter } from 'proj4';

import { ImportFileError } from '../import-problem';
import { EPSG_DEFINITIONS } from './epsg-definitions';

/** A coordinate pair: [x, y] in a file's system, or [lon, lat] in WGS 84. */
export type XY = readonly [number, number];

/** The coordinate system a file is in, and the way between it and WGS 84 longitude and latitude. */
export interface Projection {
  /** The system as the file named it (`EPSG:31983`, the `.prj`'s own name), for messages. */
  readonly name: string;
  /** [x, y] in this system → WGS 84 [lon, lat]; [NaN, NaN] when the system cannot map the point. */
  toLonLat(xy: XY): [number, number];
  /** WGS 84 [lon, lat] → [x, y] in this system. */
  fromLonLat(lonLat: XY): [number, number];
}

/** GeoJSON and KML's system (RFC 7946): what a file means when it names none. */
export const WGS84 = 4326;

// The ways GeoJSON's legacy `crs` member and OGC services name an EPSG system or WGS 84 in lon/lat order.
const EPSG_NAMES = [
  /^EPSG:(\d+)$/i,
  /^urn:ogc:def:crs:EPSG:[\d.]*:(\d+)$/i,
  /^https?:\/\/www\.opengis\.net\/def\/crs\/EPSG\/[\d.]+\/(\d+)$/i,
  /^(\d+)$/,
];
const CRS84_NAMES = [
  /^urn:ogc:def:crs:OGC:[\d.]*:CRS84$/i,
  /^https?:\/\/www\.opengis\.net\/def\/crs\/OGC\/[\d.]+\/CRS84$/i,
];

/** A WKT's own name: `PROJCS["SIRGAS_2000_UTM_Zone_22S",…` → `SIRGAS_2000_UTM_Zone_22S`. */
const WKT_NAME = /^\s*[A-Z_0-9]+\[\s*"([^"]*)"/i;
/** WKT 1 and 2's engineering systems: coordinates on a local grid, not tied to the Earth. */
const LOCAL_WKT = /^\s*(?:LOCAL_CS|ENGCRS|ENGINEERINGCRS)\s*\[/i;

/**
 * The projection of an EPSG code, a name of one (`EPSG:31983`, `urn:ogc:def:crs:EPSG::31983`, CRS84) or
 * an ESRI/OGC WKT as a `.prj` holds it. Throws ImportFileError `crs.unknown` for anything else.
 *
 * EPSG:4326 is taken in lon/lat order, as GeoJSON files that name it mean it, not in its official lat/lon.
 */
export function projectionOf(source: number | string): Projection {
  if (typeof source === 'number') return projectionOfEpsg(source, `EPSG:${source}`);
  const text = source.trim();
  if (CRS84_NAMES.some((pattern) => pattern.test(text))) return projectionOfEpsg(WGS84, text);
  const code = EPSG_NAMES.map((pattern) => pattern.exec(text)?.[1]).find((found) => found !== undefined);
  if (code !== undefined) return projectionOfEpsg(Number(code), text);
  const name = WKT_NAME.exec(text)?.[1] ?? shorten(text);
  // proj4 takes a local grid (a farm's own survey) as if it were lon/lat; it has no place on Earth.
  if (LOCAL_WKT.test(text)) throw new ImportFileError('crs.unknown', { crs: name });
  return projectionOfDefinition(text, name);
}

function projectionOfEpsg(code: number, name: string): Projection {
  const definition = EPSG_DEFINITIONS.get(code);
  if (definition === undefined) throw new ImportFileError('crs.unknown', { crs: name });
  return projectionOfDefinition(definition, name);
}

function projectionOfDefinition(definition: string, name: string): Projection {
  let converter: Converter;
  try {
    converter = proj4(definition);
  } catch {
    // proj4 throws strings as well as errors, none of them worth more to the user than the system's name.
    throw new ImportFileError('crs.unknown', { crs: name });
  }
  return {
    name,
    toLonLat([x, y]) {
      try {
        const [lon = NaN, lat = NaN] = converter.inverse([x, y]);
        return [lon, lat];
      } catch {
        // A point outside what the projection covers: the reader reports it with its feature.
        return [NaN, NaN];
      }
    },
    fromLonLat([lon, lat]) {
      const [x = NaN, y = NaN] = converter.forward([lon, lat]);
      return [x, y];
    },
  };
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

import { readFile } from 'node:fs/promises';

import { kml } from '@tmcw/togeojson';
import { DOMParser, type Document } from '@xmldom/xmldom';

import { projectionOf, WGS84 } from '../../crs/projection';
import { ImportFileError } from '../../import-problem';
import { buildVectorRead, type SourceFeature } from './build-vector-read';
import { isRecord } from './is-record';
import { decodeUnlabelledText } from './text-encoding';
import type { VectorRead } from './vector-read';
import { readZipFiles, type ZipLimits } from './zip-files';

/**
 * A KML file. Each Placemark is a feature, numbered from 1 in document order; its name, description and
 * ExtendedData (`Data` and `SimpleData`) become properties — not the styles togeojson also reports.
 * Ground overlays and network links are not placemarks and are left out. KML is always WGS 84.
 *
 * A file that is not well-formed XML fails with `file.invalidXml`, XML that is not KML with `kml.notKml`.
 */
export async function readKml(path: string): Promise<VectorRead> {
  return kmlToVectorRead(await readFile(path));
}

/** A KMZ: the first `.kml` in the archive is its document, as Google Earth reads it (`kmz.noKml` if none). */
export async function readKmz(path: string, limits?: ZipLimits): Promise<VectorRead> {
  const files = await readZipFiles(path, (names) => [firstKml(names)], limits);
  const [document] = files.values();
  return kmlToVectorRead(document ?? Buffer.alloc(0));
}

function firstKml(names: readonly string[]): string {
  const name = names.find((candidate) => candidate.toLowerCase().endsWith('.kml'));
  if (name === undefined) throw new ImportFileError('kmz.noKml');
  return name;
}

function kmlToVectorRead(bytes: Uint8Array): VectorRead {
  const document = parseXml(decodeXml(bytes));
  if (document.documentElement?.localName !== 'kml') throw new ImportFileError('kml.notKml');
  const attributes = new Set(['name', 'description', ...extendedDataNames(document)]);
  const placemarks = kml(document).features.filter((feature) => !isOverlayOrLink(feature.properties));
  const features = placemarks.map((placemark, index): SourceFeature => ({
    item: index + 1,
    properties: attributesOf(placemark.properties, attributes),
    geometry: placemark.geometry,
  }));
  return buildVectorRead(features, projectionOf(WGS84));
}

function parseXml(text: string): Document {
  try {
    return new DOMParser({
      // xmldom logs to the console and carries on by default; a broken KML is refused instead.
      onError: (level, message) => {
        if (level !== 'warning') throw new Error(message);
      },
    }).parseFromString(text, 'text/xml');
  } catch {
    throw new ImportFileError('file.invalidXml');
  }
}

/** The text of an XML file in the encoding its declaration names, else UTF-8 or Windows-1252 by its bytes. */
function decodeXml(bytes: Uint8Array): string {
  const declaration = new TextDecoder('latin1').decode(bytes.subarray(0, 200));
  const label = /^\uFEFF?<\?xml[^>]*\bencoding\s*=\s*["']([\w.:-]+)["']/.exec(declaration)?.[1];
  if (label !== undefined) {
    try {
      return new TextDecoder(label).decode(bytes);
    } catch {
      // An encoding TextDecoder does not know: read the bytes as an undeclared file.
    }
  }
  return decodeUnlabelledText(bytes);
}

function extendedDataNames(document: Document): string[] {
  return ['Data', 'SimpleData'].flatMap((tag) =>
    Array.from(document.getElementsByTagName(tag), (element) => element.getAttribute('name') ?? ''),
  );
}

/** togeojson marks ground overlays and network links with this property; placemarks never have it. */
function isOverlayOrLink(properties: Record<string, unknown> | null): boolean {
  return properties !== null && '@geometry-type' in properties;
}

/** The properties named in `names`; an HTML description (`{ "@type": "html", value }`) as its text. */
function attributesOf(
  properties: Record<string, unknown> | null,
  names: ReadonlySet<string>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties ?? {})
      .filter(([name]) => names.has(name))
      .map(([name, value]) => [
        name,
        isRecord(value) && typeof value.value === 'string' ? value.value : value,
      ]),
  );
}

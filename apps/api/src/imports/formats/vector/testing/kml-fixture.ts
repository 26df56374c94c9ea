import { writeFile } from 'node:fs/promises';

import { writeZip } from './zip-writer';

export interface PlacemarkFixture {
  name?: string;
  /** ExtendedData as `<Data name="…"><value>…</value></Data>`. */
  data?: Record<string, string>;
  /** An outer ring of [lon, lat], written with a height of 0 as Google Earth does; no geometry when absent. */
  polygon?: [number, number][];
  /** A raw geometry element (`<Point>…</Point>`, `<MultiGeometry>…</MultiGeometry>`), used instead of `polygon`. */
  geometryXml?: string;
}

/** A KML document holding the placemarks in one folder. */
export function kmlDocument(placemarks: PlacemarkFixture[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>Fazenda</name>',
    '<Style id="talhao"><LineStyle><color>ff0000ff</color><width>2</width></LineStyle></Style>',
    '<Folder><name>Talhões</name>',
    ...placemarks.map(placemarkXml),
    '</Folder></Document></kml>',
  ].join('\n');
}

function placemarkXml({ name, data, polygon, geometryXml }: PlacemarkFixture): string {
  const dataXml = Object.entries(data ?? {})
    .map(([key, value]) => `<Data name="${escapeXml(key)}"><value>${escapeXml(value)}</value></Data>`)
    .join('');
  return [
    '<Placemark><styleUrl>#talhao</styleUrl>',
    name === undefined ? '' : `<name>${escapeXml(name)}</name>`,
    dataXml === '' ? '' : `<ExtendedData>${dataXml}</ExtendedData>`,
    geometryXml ?? (polygon ? polygonXml(polygon) : ''),
    '</Placemark>',
  ].join('');
}

export function polygonXml(ring: [number, number][]): string {
  const coordinates = ring.map(([lon, lat]) => `${lon},${lat},0`).join(' ');
  return `<Polygon><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon>`;
}

export async function writeKml(path: string, kml: string): Promise<void> {
  await writeFile(path, kml, 'utf8');
}

/** A KMZ: a zip with the document as `doc.kml` (and any other files, such as images), document first. */
export async function writeKmz(
  path: string,
  kml: string,
  others: Record<string, string> = {},
): Promise<void> {
  await writeZip(path, { 'doc.kml': kml, ...others });
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

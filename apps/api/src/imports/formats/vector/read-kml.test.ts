import { readFile, truncate, writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { readKml, readKmz } from './read-kml';
import { expectFileError } from '../../testing/fixture-files';
import { expectLonLat, signedArea } from './testing/expectations';
import { kmlDocument, polygonXml, writeKml, writeKmz } from './testing/kml-fixture';
import { closedRing, PLOT_A, PLOT_B } from './testing/known-plots';
import { tempFolderPerTest } from './testing/temp-folder';
import { writeZip } from './testing/zip-writer';

const fileIn = tempFolderPerTest();

const TWO_PLACEMARKS = kmlDocument([
  {
    name: 'Talhão 1',
    data: { codigo: 'T-001', área: '12.5' },
    polygon: closedRing(PLOT_A.lonLat, 'clockwise'),
  },
  {
    name: 'Açude São José',
    data: { codigo: 'T-002' },
    polygon: closedRing(PLOT_B.lonLat, 'counterclockwise'),
  },
]);

async function kmlFile(kml: string, fileName = 'talhoes.kml'): Promise<string> {
  const path = fileIn(fileName);
  await writeKml(path, kml);
  return path;
}

describe('readKml', () => {
  it('reads each placemark’s name and ExtendedData as properties, not its style, polygons counterclockwise', async () => {
    const read = await readKml(await kmlFile(TWO_PLACEMARKS));

    expect(read.problems).toEqual([]);
    expect(read.columns).toEqual(['name', 'codigo', 'área']);
    expect(read.features.map(({ item, properties }) => [item, properties])).toEqual([
      [1, { name: 'Talhão 1', codigo: 'T-001', área: '12.5' }],
      [2, { name: 'Açude São José', codigo: 'T-002' }],
    ]);
    const plot = read.features[0]?.geometry;
    const ring = plot?.type === 'Polygon' ? plot.coordinates[0] : [];
    expect(ring).toHaveLength(5);
    expect(signedArea(ring ?? [])).toBeGreaterThan(0);
    expectLonLat(ring?.[1], [-46.25, -21.75]);
    // Heights of 0 are dropped.
    expect(ring?.every((position) => position.length === 2)).toBe(true);
  });

  it('joins a MultiGeometry of polygons into a MultiPolygon, and takes an HTML description as its text', async () => {
    const kml = kmlDocument([
      {
        name: 'Talhão 3',
        geometryXml: `<MultiGeometry>${polygonXml(closedRing(PLOT_A.lonLat, 'counterclockwise'))}${polygonXml(closedRing(PLOT_B.lonLat, 'counterclockwise'))}</MultiGeometry>`,
      },
    ]).replace(
      '<name>Talhão 3</name>',
      '<name>Talhão 3</name><description><![CDATA[<b>Eucalipto</b> clone 144]]></description>',
    );

    const [plot] = (await readKml(await kmlFile(kml))).features;

    expect(plot?.properties).toEqual({ name: 'Talhão 3', description: '<b>Eucalipto</b> clone 144' });
    expect(plot?.geometry.type).toBe('MultiPolygon');
    expect(plot?.geometry.coordinates).toHaveLength(2);
  });

  it('lists a placemark without geometry with its item, and leaves ground overlays out of the count', async () => {
    const kml = kmlDocument([
      { name: 'Sede', data: { codigo: 'S-1' } },
      { name: 'Talhão 1', data: { codigo: 'T-001' }, polygon: closedRing(PLOT_A.lonLat, 'counterclockwise') },
      { name: 'Poço', geometryXml: '<Point><coordinates>-46.245,-21.745,0</coordinates></Point>' },
    ]).replace(
      '</Folder>',
      '<GroundOverlay><name>Ortofoto</name><Icon><href>orto.jpg</href></Icon><LatLonBox><north>-21.7</north><south>-21.8</south><east>-46.2</east><west>-46.3</west></LatLonBox></GroundOverlay></Folder>',
    );

    const read = await readKml(await kmlFile(kml));

    expect(read.problems).toEqual([{ item: 1, field: null, code: 'geometry.missing' }]);
    expect(read.features.map((found) => [found.item, found.properties.name])).toEqual([
      [2, 'Talhão 1'],
      [3, 'Poço'],
    ]);
    expect(read.features[1]?.geometry).toEqual({ type: 'Point', coordinates: [-46.245, -21.745] });
  });

  it('reads a KML in the encoding its declaration names', async () => {
    const path = fileIn('latin1.kml');
    const kml = TWO_PLACEMARKS.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    await writeFile(path, Buffer.from(kml, 'latin1'));

    const read = await readKml(path);

    expect(read.features.map((found) => found.properties.name)).toEqual(['Talhão 1', 'Açude São José']);
  });

  it('refuses a file that is not well-formed XML with file.invalidXml', async () => {
    await expectFileError(readKml(await kmlFile(TWO_PLACEMARKS.slice(0, -20))), 'file.invalidXml');
  });

  it('refuses XML that is not KML with kml.notKml', async () => {
    const gpx = '<?xml version="1.0"?><gpx version="1.1"><wpt lat="-21.75" lon="-46.25"/></gpx>';

    await expectFileError(readKml(await kmlFile(gpx, 'track.gpx')), 'kml.notKml');
  });
});

describe('readKmz', () => {
  it('reads the placemarks of the KML inside', async () => {
    const path = fileIn('talhoes.kmz');
    await writeKmz(path, TWO_PLACEMARKS, { 'files/orto.jpg': 'not really a picture' });

    const read = await readKmz(path);

    expect(read.features.map((found) => found.properties.codigo)).toEqual(['T-001', 'T-002']);
    const plot = read.features[1]?.geometry;
    expectLonLat(plot?.type === 'Polygon' ? plot.coordinates[0]?.[1] : undefined, [-46.23, -21.75]);
  });

  it('refuses a KMZ without a KML with kmz.noKml', async () => {
    const path = fileIn('empty.kmz');
    await writeZip(path, { 'files/orto.jpg': 'not really a picture' });

    await expectFileError(readKmz(path), 'kmz.noKml');
  });

  it('refuses a truncated KMZ with zip.damaged', async () => {
    const path = fileIn('cut.kmz');
    await writeKmz(path, TWO_PLACEMARKS);
    const { length } = await readFile(path);
    await truncate(path, length - 30);

    await expectFileError(readKmz(path), 'zip.damaged');
  });
});

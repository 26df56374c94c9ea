import { readFile, truncate, writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { readShapefileZip } from './read-shapefile';
import { expectFileError } from '../../testing/fixture-files';
import { expectLonLat, signedArea } from './testing/expectations';
import { closedRing, PLOT_A, PLOT_B } from './testing/known-plots';
import { type ShapefileFixture, shapefileFiles, writeShapefileZip } from './testing/shapefile-fixture';
import { tempFolderPerTest } from './testing/temp-folder';
import { writeZip } from './testing/zip-writer';
import type { VectorGeometry } from './vector-read';

const fileIn = tempFolderPerTest();

/** Two plots in SIRGAS 2000 / UTM 23S, rings clockwise as the Shapefile spec has outer rings. */
const TWO_PLOTS: ShapefileFixture = {
  polygons: [[closedRing(PLOT_A.utm23s, 'clockwise')], [closedRing(PLOT_B.utm23s, 'clockwise')]],
  rows: [
    { CODIGO: 'T-001', NOME: 'Talhão Conceição', AREA_HA: 103.5 },
    { CODIGO: 'T-002', NOME: 'Açude São José', AREA_HA: null },
  ],
};

/** A geographic WKT: what a `.prj` says when someone labelled UTM metres as degrees. */
const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137,298.257223563]],PRIMEM["Greenwich",0],UNIT["Degree",0.017453292519943295]]';

function outerRing(geometry: VectorGeometry | undefined) {
  return geometry?.type === 'Polygon' ? geometry.coordinates[0] : undefined;
}

async function zipOf(fixture: ShapefileFixture, fileName = 'talhoes.zip'): Promise<string> {
  const path = fileIn(fileName);
  await writeShapefileZip(path, fixture);
  return path;
}

describe('readShapefileZip', () => {
  it('reads a Latin-1 DBF without .cpg with its accents, and reprojects from the .prj to WGS 84', async () => {
    const read = await readShapefileZip(await zipOf(TWO_PLOTS));

    expect(read.problems).toEqual([]);
    expect(read.columns).toEqual(['CODIGO', 'NOME', 'AREA_HA']);
    expect(read.features.map(({ item, properties }) => [item, properties])).toEqual([
      [1, { CODIGO: 'T-001', NOME: 'Talhão Conceição', AREA_HA: 103.5 }],
      // A DBF cannot say null: a blank number is read as none.
      [2, { CODIGO: 'T-002', NOME: 'Açude São José', AREA_HA: null }],
    ]);
    const ring = outerRing(read.features[0]?.geometry);
    expect(ring).toHaveLength(5);
    // Written clockwise from the north-west corner; read counterclockwise (RFC 7946) from the same corner.
    const northWestFirstCounterclockwise: [number, number][] = [
      [-46.25, -21.74],
      [-46.25, -21.75],
      [-46.24, -21.75],
      [-46.24, -21.74],
      [-46.25, -21.74],
    ];
    northWestFirstCounterclockwise.forEach((corner, index) => expectLonLat(ring?.[index], corner));
    expect(signedArea(ring ?? [])).toBeGreaterThan(0);
    expectLonLat(outerRing(read.features[1]?.geometry)?.[2], [-46.23, -21.75]);
  });

  it('finds the layer inside a folder, whatever the case of its extensions', async () => {
    const files = shapefileFiles({ ...TWO_PLOTS, layer: 'Entrega 2026/Talhoes' });
    const shouted = Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name.replace(/\.\w+$/, (extension) => extension.toUpperCase()),
        content,
      ]),
    );
    const path = fileIn('entrega.zip');
    await writeZip(path, { 'Entrega 2026/LEIA-ME.txt': 'Talhões da fazenda', ...shouted });

    const read = await readShapefileZip(path);

    expect(read.features.map((found) => found.properties.NOME)).toEqual([
      'Talhão Conceição',
      'Açude São José',
    ]);
  });

  it.each([
    ['a UTF-8 DBF with a .cpg that says so', { encoding: 'utf-8', cpg: 'UTF-8' }],
    ['a UTF-8 DBF without .cpg', { encoding: 'utf-8' }],
    ['a Latin-1 DBF whose .cpg says ANSI 1252', { encoding: 'latin1', cpg: 'ANSI 1252' }],
  ] satisfies [string, Partial<ShapefileFixture>][])('reads the accents of %s', async (_, encoding) => {
    const read = await readShapefileZip(await zipOf({ ...TWO_PLOTS, ...encoding }));

    expect(read.features.map((found) => found.properties.NOME)).toEqual([
      'Talhão Conceição',
      'Açude São José',
    ]);
  });

  it('lists the features whose coordinates are not on Earth under the .prj, with their first point', async () => {
    const read = await readShapefileZip(await zipOf({ ...TWO_PLOTS, prj: WGS84_PRJ }));

    expect(read.features).toEqual([]);
    expect(read.problems).toEqual([
      { item: 1, field: null, code: 'geometry.outOfRange', params: { x: 370732.5821, y: 7595428.5956 } },
      { item: 2, field: null, code: 'geometry.outOfRange', params: { x: 371766.8399, y: 7595436.9211 } },
    ]);
  });

  it('refuses a truncated zip with zip.damaged', async () => {
    const path = await zipOf(TWO_PLOTS);
    const { length } = await readFile(path);
    await truncate(path, Math.floor(length / 2));

    await expectFileError(readShapefileZip(path), 'zip.damaged');
  });

  it('refuses a file that is not a zip with zip.damaged', async () => {
    const path = fileIn('talhoes.zip');
    await writeFile(path, 'CODIGO;NOME\nT-001;Talhão\n', 'utf8');

    await expectFileError(readShapefileZip(path), 'zip.damaged');
  });

  it('refuses a layer without .prj rather than guess its coordinates', async () => {
    await expectFileError(readShapefileZip(await zipOf({ ...TWO_PLOTS, prj: null })), 'shapefile.noPrj', {
      shp: 'talhoes.shp',
    });
  });

  it('refuses a .prj it cannot read with crs.unknown, naming it', async () => {
    const localGrid = 'LOCAL_CS["Fazenda Boa Vista",LOCAL_DATUM["Arbitrary",0],UNIT["Meter",1.0]]';

    await expectFileError(readShapefileZip(await zipOf({ ...TWO_PLOTS, prj: localGrid })), 'crs.unknown', {
      crs: 'Fazenda Boa Vista',
    });
  });

  it('refuses a zip with two layers, naming them', async () => {
    const path = fileIn('two-layers.zip');
    await writeZip(path, {
      ...shapefileFiles({ ...TWO_PLOTS, layer: 'talhoes' }),
      ...shapefileFiles({ ...TWO_PLOTS, layer: 'estradas' }),
    });

    await expectFileError(readShapefileZip(path), 'shapefile.severalLayers', {
      layers: 'talhoes.shp, estradas.shp',
    });
  });

  it('refuses a zip without .shp, and a layer without .dbf', async () => {
    const noShp = fileIn('no-shp.zip');
    await writeZip(noShp, { 'talhoes.csv': 'CODIGO\nT-001\n' });
    const { 'talhoes.dbf': _dbf, ...withoutDbf } = shapefileFiles(TWO_PLOTS);
    const noDbf = fileIn('no-dbf.zip');
    await writeZip(noDbf, withoutDbf);

    await expectFileError(readShapefileZip(noShp), 'shapefile.noShp');
    await expectFileError(readShapefileZip(noDbf), 'shapefile.noDbf', { shp: 'talhoes.shp' });
  });

  it('refuses a .dbf whose rows do not match the shapes', async () => {
    const path = await zipOf({ ...TWO_PLOTS, polygons: TWO_PLOTS.polygons.slice(0, 1) });

    await expectFileError(readShapefileZip(path), 'shapefile.recordCountMismatch', { shapes: 1, rows: 2 });
  });

  it('refuses a cut .shp inside a sound zip with shapefile.damaged', async () => {
    const files = shapefileFiles(TWO_PLOTS);
    const path = fileIn('cut.zip');
    await writeZip(path, {
      ...files,
      'talhoes.shp': Buffer.from(files['talhoes.shp'] ?? '').subarray(0, 50),
    });

    await expectFileError(readShapefileZip(path), 'shapefile.damaged');
  });

  it('refuses a zip that would inflate beyond the limit before inflating it', async () => {
    // 4,000 rows of a 254-byte text field: about 1 MB of spaces, a few kilobytes zipped.
    const rows = Array.from({ length: 4000 }, (_, index) => ({ CODIGO: `T-${index}` }));
    const path = await zipOf({ ...TWO_PLOTS, rows });

    await expectFileError(readShapefileZip(path, { maxUncompressedBytes: 1024 ** 2 / 2 }), 'zip.tooLarge', {
      maxMb: 0.5,
    });
  });
});

import { writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { readGeoJson } from './read-geojson';
import { expectFileError } from '../../testing/fixture-files';
import { expectLonLat, signedArea } from './testing/expectations';
import { closedRing, PLOT_A, PLOT_B } from './testing/known-plots';
import { tempFolderPerTest } from './testing/temp-folder';

const fileIn = tempFolderPerTest();

/** Plot A's ring clockwise, as a careless tool writes it: the reader must turn it counterclockwise. */
const CLOCKWISE_SQUARE = closedRing(PLOT_A.lonLat, 'clockwise');
const UTM_23S_SQUARE = closedRing(PLOT_A.utm23s, 'counterclockwise');

async function writeJson(value: unknown, fileName = 'plots.geojson'): Promise<string> {
  const path = fileIn(fileName);
  await writeFile(path, JSON.stringify(value), 'utf8');
  return path;
}

function feature(properties: Record<string, unknown> | null, geometry: unknown) {
  return { type: 'Feature', properties, geometry };
}

function polygon(ring: readonly (readonly number[])[]) {
  return { type: 'Polygon', coordinates: [ring] };
}

describe('readGeoJson', () => {
  it('reads a FeatureCollection’s features with their properties, in WGS 84, outer rings counterclockwise', async () => {
    const path = await writeJson({
      type: 'FeatureCollection',
      features: [
        feature(
          { código: 'T-001', nome: 'Talhão Conceição', área_ha: 12.5, irrigado: false, plantio: null },
          polygon(CLOCKWISE_SQUARE),
        ),
        feature(
          { código: 'P-7', tags: ['eucalipto', 'clone 144'] },
          { type: 'Point', coordinates: [-46.2, -21.7, 812] },
        ),
      ],
    });

    const read = await readGeoJson(path);

    expect(read.problems).toEqual([]);
    expect(read.columns).toEqual(['código', 'nome', 'área_ha', 'irrigado', 'plantio', 'tags']);
    expect(read.features.map((found) => found.item)).toEqual([1, 2]);
    expect(read.features[0]?.properties).toEqual({
      código: 'T-001',
      nome: 'Talhão Conceição',
      área_ha: 12.5,
      irrigado: false,
      plantio: null,
    });
    const plot = read.features[0]?.geometry;
    expect(plot?.type).toBe('Polygon');
    const ring = plot?.type === 'Polygon' ? plot.coordinates[0] : undefined;
    // Written north-west, north-east, south-east, south-west: read back the other way round.
    expect(ring).toEqual([
      [-46.25, -21.74],
      [-46.25, -21.75],
      [-46.24, -21.75],
      [-46.24, -21.74],
      [-46.25, -21.74],
    ]);
    expect(signedArea(ring ?? [])).toBeGreaterThan(0);
    // A nested value keeps its content as JSON text; a height is dropped.
    expect(read.features[1]?.properties.tags).toBe('["eucalipto","clone 144"]');
    expect(read.features[1]?.geometry).toEqual({ type: 'Point', coordinates: [-46.2, -21.7] });
  });

  it('reprojects from the legacy crs member (SIRGAS 2000 / UTM 23S)', async () => {
    const path = await writeJson({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::31983' } },
      features: [feature({ codigo: 'T-001' }, polygon(UTM_23S_SQUARE))],
    });

    const [plot] = (await readGeoJson(path)).features;

    expect(plot?.geometry.type).toBe('Polygon');
    const ring = plot?.geometry.type === 'Polygon' ? plot.geometry.coordinates[0] : [];
    PLOT_A.lonLat.forEach((corner, index) => expectLonLat(ring?.[index], corner));
  });

  it('reads a Latin-1 file as Windows-1252, accents intact', async () => {
    const path = fileIn('latin1.geojson');
    const json = JSON.stringify(
      feature({ nome: 'Açude São José' }, { type: 'Point', coordinates: [-46.2, -21.7] }),
    );
    await writeFile(path, Buffer.from(json, 'latin1'));

    const read = await readGeoJson(path);

    expect(read.features[0]?.properties.nome).toBe('Açude São José');
  });

  it('reads a single Feature and a bare geometry as one feature each', async () => {
    const single = await readGeoJson(
      await writeJson(feature({ codigo: 'A' }, polygon(CLOCKWISE_SQUARE)), 'a.json'),
    );
    const bare = await readGeoJson(await writeJson(polygon(CLOCKWISE_SQUARE), 'b.json'));

    expect(single.features).toHaveLength(1);
    expect(single.features[0]?.properties).toEqual({ codigo: 'A' });
    expect(bare.features).toHaveLength(1);
    expect(bare.features[0]?.properties).toEqual({});
    expect(bare.columns).toEqual([]);
  });

  it('joins a collection of polygons into a MultiPolygon and closes an open ring', async () => {
    const openRing = CLOCKWISE_SQUARE.slice(0, 4);
    const path = await writeJson(
      feature(
        { codigo: 'T-9' },
        {
          type: 'GeometryCollection',
          geometries: [polygon(openRing), polygon(closedRing(PLOT_B.lonLat, 'counterclockwise'))],
        },
      ),
    );

    const [plot] = (await readGeoJson(path)).features;

    expect(plot?.geometry.type).toBe('MultiPolygon');
    const polygons = plot?.geometry.type === 'MultiPolygon' ? plot.geometry.coordinates : [];
    expect(polygons).toHaveLength(2);
    expect(polygons[0]?.[0]).toHaveLength(5);
    expect(polygons[0]?.[0]?.[4]).toEqual(polygons[0]?.[0]?.[0]);
  });

  it('lists each feature it cannot use with its item number, and reads the others', async () => {
    const path = await writeJson({
      type: 'FeatureCollection',
      features: [
        feature({ codigo: 'ok-1' }, polygon(CLOCKWISE_SQUARE)),
        feature({ codigo: 'sem geometria' }, null),
        feature(
          { codigo: 'misturado' },
          {
            type: 'GeometryCollection',
            geometries: [polygon(CLOCKWISE_SQUARE), { type: 'Point', coordinates: [-46, -21] }],
          },
        ),
        feature({ codigo: 'círculo' }, { type: 'Circle', coordinates: [-46, -21], radius: 10 }),
        feature(
          { codigo: 'quebrado' },
          {
            type: 'Polygon',
            coordinates: [
              [
                [-46.25, -21.75],
                [-46.24, 'x'],
              ],
            ],
          },
        ),
        feature({ codigo: 'utm sem crs' }, polygon(UTM_23S_SQUARE)),
        { type: 'Polygon', coordinates: [CLOCKWISE_SQUARE] },
        feature({ codigo: 'ok-8' }, { type: 'Point', coordinates: [-46.2, -21.7] }),
      ],
    });

    const read = await readGeoJson(path);

    expect(read.features.map((found) => [found.item, found.properties.codigo])).toEqual([
      [1, 'ok-1'],
      [8, 'ok-8'],
    ]);
    expect(read.problems).toEqual([
      { item: 2, field: null, code: 'geometry.missing' },
      { item: 3, field: null, code: 'geometry.unsupported', params: { type: 'GeometryCollection' } },
      { item: 4, field: null, code: 'geometry.unsupported', params: { type: 'Circle' } },
      { item: 5, field: null, code: 'geometry.malformed' },
      { item: 6, field: null, code: 'geometry.outOfRange', params: { x: 370741.531, y: 7594321.5776 } },
      { item: 7, field: null, code: 'geojson.notFeature' },
    ]);
    // The columns of features with problems still count: a mapping may need them.
    expect(read.columns).toEqual(['codigo']);
  });

  it('refuses a file that is not JSON with file.invalidJson', async () => {
    const path = fileIn('broken.geojson');
    await writeFile(path, '{"type": "FeatureCollection", "features": [', 'utf8');

    await expectFileError(readGeoJson(path), 'file.invalidJson');
  });

  it('refuses JSON that is not GeoJSON with geojson.notGeoJson', async () => {
    await expectFileError(readGeoJson(await writeJson([1, 2, 3], 'array.json')), 'geojson.notGeoJson');
    await expectFileError(
      readGeoJson(await writeJson({ type: 'Topology', objects: {} }, 'topo.json')),
      'geojson.notGeoJson',
    );
  });

  it('refuses a coordinate system it does not know with crs.unknown, naming it', async () => {
    const path = await writeJson({
      type: 'FeatureCollection',
      crs: { type: 'name', properties: { name: 'urn:ogc:def:crs:EPSG::29193' } },
      features: [],
    });

    await expectFileError(readGeoJson(path), 'crs.unknown', { crs: 'urn:ogc:def:crs:EPSG::29193' });
  });
});

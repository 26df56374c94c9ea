import { readdir, readFile } from 'node:fs/promises';

import type {
  Import,
  ImportPreview,
  MonitoringGrids,
  MonitoringSummary,
  PlotListItem,
} from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { writeCsv } from '../../imports/formats/tables/testing/write-csv';
import { writeXlsx } from '../../imports/formats/tables/testing/write-xlsx';
import { PLOT_A, PLOT_B, closedRing } from '../../imports/formats/vector/testing/known-plots';
import { writeShapefileZip } from '../../imports/formats/vector/testing/shapefile-fixture';
import { tempFolderPerTest } from '../../imports/formats/vector/testing/temp-folder';
import {
  createCustomerUser,
  createNewCustomer,
  importSteps,
  plotsGeoJson,
  writeWeedRaster,
} from '../../imports/testing/import-scenario';
import { createImportsRepository } from '../../repositories/imports';
import { createTestApp, removeTestData, signIn, startApp, type TestApp } from '../../test/test-app';
import { multipartBody } from './multipart-body';

// Files are read by a worker thread and published by jobs: a step takes a second or two on two cores.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

let testApp: TestApp;
let staff: string;
let customerId: number;
/** A user of the new customer: what they see is what the imports published. */
let customerUser: string;
const file = tempFolderPerTest();

const app = () => testApp.app;
const { upload, settled, imported, act } = importSteps(
  app,
  () => staff,
  () => customerId,
);

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signIn(app(), 'admin@dossel.com.br');
  customerId = await createNewCustomer(app(), staff, {
    name: 'Florestal Lavras',
    document: '22.333.444/0001-55',
    emailDomain: 'lavras.com.br',
  });
  customerUser = (
    await createCustomerUser(app(), customerId, { name: 'Gestão Lavras', email: 'gestao@lavras.com.br' })
  ).token;
});
afterAll(() => testApp.close());

/** A plots GeoJSON of the features given, as a provider's GIS exports them. */
const featureCollection = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });

function plotFeature(corners: readonly (readonly number[])[], index: number, properties: object = {}) {
  return {
    type: 'Feature',
    properties: {
      Codigo: `LAV-00${index + 1}`,
      Fazenda: 'Fazenda Lavras',
      DataPlantio: '10/03/2021',
      ...properties,
    },
    geometry: { type: 'Polygon', coordinates: [closedRing(corners, 'counterclockwise')] },
  };
}

/** The files in the document storage's folder (its sub-folders stay once made). */
const storedFiles = async (folder = testApp.config.documentsDir) =>
  (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .sort();

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = <T>(url: string, token = staff) =>
  app()
    .inject({ url, headers: auth(token) })
    .then((response) => ({ status: response.statusCode, body: response.json<T>(), text: response.body }));

describe('importing a new customer’s plots and weed map', () => {
  it('reads a plots file, guesses its columns, previews and publishes it', async () => {
    const read = await imported({ kind: 'plots' }, 'talhoes.geojson', plotsGeoJson());
    expect(read).toMatchObject({
      status: 'ready',
      source: 'ui',
      customer_name: 'Florestal Lavras',
      created_by_name: expect.any(String),
      problem_count: 0,
      counts: { items: 2, plots: { added: 2, changed: 0, unchanged: 0, retired: 0 } },
      mapping: { code: 'Codigo', gloc1: 'Fazenda', planting_date: 'DataPlantio', name: null },
    });

    const preview = await get<ImportPreview>(`/api/register/imports/${read.id}/preview`);
    expect(preview.body.plots.map((plot) => [plot.code, plot.change])).toEqual([
      ['LAV-001', 'added'],
      ['LAV-002', 'added'],
    ]);
    expect(preview.body.outlines.before.features).toHaveLength(0);
    expect(preview.body.outlines.after.features).toHaveLength(2);
    // A 0.01° square at 21.7° S: about 1.03 × 1.11 km.
    expect(preview.body.plots[0]?.areaHaAfter).toBeCloseTo(114.85, 1);

    // Nothing reaches the customer's screens before publishing.
    expect(
      (await get<PlotListItem[]>(`/api/reports/plots?customer_id=${customerId}`, customerUser)).body,
    ).toEqual([]);
    const { response, after } = await act(read.id, 'publish');
    expect(response.json<Import>().status).toBe('publishing');
    expect(after).toMatchObject({ status: 'published', published_by_name: read.created_by_name });
    const plots = (await get<PlotListItem[]>(`/api/reports/plots?customer_id=${customerId}`, customerUser))
      .body;
    expect(plots.map((plot) => [plot.name, plot.gloc1, plot.plantingDate])).toEqual([
      ['LAV-001', 'Fazenda Lavras', '2021-03-10'],
      ['LAV-002', 'Fazenda Lavras', '2021-03-10'],
    ]);
    // In the audit trail: sent, then published, by the staff member, with the file and its counts.
    const history = (
      await get<{ action: string; user_name: string; changes: Record<string, unknown> }[]>(
        `/api/register/audit?entity=imports&record_id=${read.id}`,
      )
    ).body;
    expect(history.map((entry) => [entry.action, entry.user_name])).toEqual([
      ['update', read.created_by_name],
      ['create', read.created_by_name],
    ]);
    expect(history[0]?.changes).toMatchObject({ importStatus: { from: 'publishing', to: 'published' } });
    expect(history[1]?.changes).toMatchObject({ file: 'talhoes.geojson', importKind: 'plots' });
  });

  it('assigns a raster’s pixels to the plots, publishes the date and rolls it back', async () => {
    const raster = await writeWeedRaster(file('weeds.tif'));
    const read = await imported(
      { kind: 'weeds', monitoring_date: '2026-11-10' },
      'matocompeticao.tif',
      raster,
    );
    expect(read.status, JSON.stringify(read)).toBe('ready');
    const counts = read.counts?.grids;
    expect(counts?.plots).toBe(2);
    // Pixels west of the plots' shared edge are level 3 (infested), east level 1: plot A is about all infested.
    expect(counts?.flaggedHa).toBeGreaterThan(110);
    expect(counts?.flaggedHa).toBeLessThan(120);
    expect(counts?.cellsOutside).toBeGreaterThan(0);

    const preview = (await get<ImportPreview>(`/api/register/imports/${read.id}/preview`)).body;
    expect(preview.grids.before).toEqual([]);
    expect(preview.grids.after).toHaveLength(2);
    expect(preview.plots.map((plot) => plot.change)).toEqual(['added', 'added']);

    expect((await act(read.id, 'publish')).after.status).toBe('published');
    const summary = (
      await get<MonitoringSummary>(`/api/reports/weeds/summary?customer_id=${customerId}`, customerUser)
    ).body;
    expect(summary.date).toBe('2026-11-10');
    expect(summary.totals.flaggedAreaHa).toBeCloseTo(counts?.flaggedHa ?? 0, 1);
    const grids = (
      await get<MonitoringGrids>(
        `/api/reports/weeds/grids?customer_id=${customerId}&date=2026-11-10`,
        customerUser,
      )
    ).body;
    expect(grids.grids.map((grid) => grid.raster !== null)).toEqual([true, true]);

    const { after } = await act(read.id, 'rollback');
    expect(after).toMatchObject({ status: 'rolledBack', rolled_back_by_name: read.created_by_name });
    const back = (
      await get<MonitoringGrids>(
        `/api/reports/weeds/grids?customer_id=${customerId}&date=2026-11-10`,
        customerUser,
      )
    ).body;
    expect(back.grids).toEqual([]);
    // Rolled back once, it is no longer the latest published: a second rollback is refused.
    expect((await act(read.id, 'rollback')).response.statusCode).toBe(409);
  });

  it('clips a GeoJSON of anomaly cells by the plots, and names a level out of range', async () => {
    // Cells of 0.002° over plot A's western half (level 3) and eastern half (level 1), one far outside.
    const cell = (lon: number, lat: number, nivel: number) => ({
      type: 'Feature',
      properties: { nivel },
      geometry: {
        type: 'Polygon',
        coordinates: [
          closedRing(
            [
              [lon, lat],
              [lon + 0.002, lat],
              [lon + 0.002, lat + 0.002],
              [lon, lat + 0.002],
            ],
            'counterclockwise',
          ),
        ],
      },
    });
    const cells = [];
    for (let column = 0; column < 5; column++)
      for (let row = 0; row < 5; row++)
        cells.push(cell(-46.25 + column * 0.002, -21.75 + row * 0.002, column < 2 ? 3 : 1));
    cells.push(cell(-47, -22, 2));
    const geojson = (features: object[]) => JSON.stringify({ type: 'FeatureCollection', features });
    const fields = { kind: 'anomalies', monitoring_date: '2026-11-12' };

    const bad = await imported(fields, 'anomalias.geojson', geojson([...cells, cell(-46.25, -21.75, 7)]));
    expect(bad.status).toBe('invalid');
    expect(
      (await get<{ item: number; code: string }[]>(`/api/register/imports/${bad.id}/problems`)).body,
    ).toEqual([{ item: 27, field: 'nivel', code: 'value.outOfRange', params: { value: 7, min: 0, max: 3 } }]);

    const read = await imported(fields, 'anomalias.geojson', geojson(cells));
    expect(read).toMatchObject({
      status: 'ready',
      mapping: { level: 'nivel' },
      counts: { items: 26, grids: { plots: 1, cellsOutside: 1 } },
    });
    // Level 3 (affected) over two fifths of plot A: about 46 ha of its 114.85.
    expect(read.counts?.grids?.flaggedHa).toBeCloseTo(114.85 * 0.4, 0);
    expect((await act(read.id, 'publish')).after.status).toBe('published');
    const summary = (
      await get<MonitoringSummary>(`/api/reports/anomalies/summary?customer_id=${customerId}`, customerUser)
    ).body;
    expect(summary.totals.flaggedAreaHa).toBeCloseTo(read.counts?.grids?.flaggedHa ?? 0, 1);
    const grids = (
      await get<MonitoringGrids>(
        `/api/reports/anomalies/grids?customer_id=${customerId}&date=2026-11-12`,
        customerUser,
      )
    ).body;
    expect(grids.grids).toHaveLength(1);
    expect(grids.grids[0]?.raster).toMatchObject({ columns: 5, rows: 5 });
  });

  it('imports a vegetation CSV with decimal commas in Latin-1 and rolls it back; names bad soil rows', async () => {
    await writeCsv(
      file('ndvi.csv'),
      [
        ['Código', 'Data', 'NDVI', 'EVI'],
        ['LAV-001', '01/10/2026', 0.71, 0.42],
        ['LAV-002', '01/10/2026', 0.64, 0.38],
        ['LAV-001', '01/11/2026', 0.73, 0.45],
      ],
      { delimiter: ';', decimalStyle: 'comma', encoding: 'latin1' },
    );
    const read = await imported({ kind: 'vegetation' }, 'ndvi.csv', await readFile(file('ndvi.csv')));
    expect(read).toMatchObject({
      status: 'ready',
      mapping: { plot_code: 'Código', observed_on: 'Data', ndvi: 'NDVI', evi: 'EVI' },
      counts: { items: 3, rows: { added: 3, changed: 0, unchanged: 0 } },
    });
    expect((await act(read.id, 'publish')).after.status).toBe('published');
    const series = (
      await get<{ plotId: number; date: string; ndvi: number }[]>(
        `/api/reports/vegetation?customer_id=${customerId}`,
        customerUser,
      )
    ).body;
    expect(series.map((point) => [point.date, point.ndvi])).toEqual(
      expect.arrayContaining([
        ['2026-10-01', 0.71],
        ['2026-11-01', 0.73],
        ['2026-10-01', 0.64],
      ]),
    );
    expect((await act(read.id, 'rollback')).after.status).toBe('rolledBack');
    expect(
      (await get<unknown[]>(`/api/reports/vegetation?customer_id=${customerId}`, customerUser)).body,
    ).toEqual([]);

    await writeXlsx(file('solos.xlsx'), [
      {
        name: 'Solos',
        rows: [
          [
            { value: 'Talhão' },
            { value: 'Ordem' },
            { value: 'Textura' },
            { value: 'Altitude' },
            { value: 'Declividade' },
          ],
          [{ value: 'LAV-001' }, { value: 'latossolo' }, { value: 'Média' }, { value: 870 }, { value: 6.5 }],
          [{ value: 'LAV-009' }, { value: 'Argissolo' }, { value: 'Arenosa' }, { value: 900 }, { value: 4 }],
          [
            { value: 'LAV-002' },
            { value: 'Vertissolo' },
            { value: 'Argilosa' },
            { value: 880 },
            { value: 512 },
          ],
        ],
      },
    ]);
    const soils = await imported({ kind: 'soilRelief' }, 'solos.xlsx', await readFile(file('solos.xlsx')));
    expect(soils.status).toBe('invalid');
    const problems = (
      await get<{ item: number; code: string }[]>(`/api/register/imports/${soils.id}/problems`)
    ).body;
    expect(problems.map((problem) => [problem.item, problem.code])).toEqual([
      [3, 'plot.unknownCode'],
      [4, 'value.notInList'],
      [4, 'value.outOfRange'],
    ]);
  });

  it('imports a plot’s inventory from XLSX, every figure of the measurement; a status in words is understood', async () => {
    const figures: [string, number][] = [
      ['age_years', 5.6],
      ['vtcc_pessimistic', 180],
      ['vtcc_likely', 205],
      ['vtcc_optimistic', 230],
      ['vtcc_historic_max', 250],
      ['vtcc_historic_min', 150],
      ['ima', 36.6],
      ['ima_tcc', 41.2],
      ['ica', 38],
      ['current_increment', 37],
      ['basal_area', 18.4],
      ['dominant_height', 24.1],
      ['mean_height', 21.3],
      ['dap', 14.2],
      ['stems_per_ha', 1080],
      ['basic_density', 480],
      ['total_volume_with_bark', 205],
      ['total_volume_without_bark', 180],
      ['commercial_volume_with_bark', 190],
      ['commercial_volume_without_bark', 168],
      ['survival_pct', 93],
      ['damage_pct', 4],
      ['canopy_vigor_index', 0.82],
      ['weather_impact_pct', -3],
      ['management_performance_pct', 104],
    ];
    await writeXlsx(file('inventario.xlsx'), [
      {
        name: 'Inventário',
        rows: [
          ['plot_code', 'measured_on', ...figures.map(([column]) => column), 'contract_status'].map(
            (value) => ({ value }),
          ),
          [
            { value: 'LAV-001' },
            { value: '2026-06-30' },
            ...figures.map(([, value]) => ({ value })),
            { value: 'Em acompanhamento' },
          ],
        ],
      },
    ]);
    const read = await imported(
      { kind: 'plotMetrics' },
      'inventario.xlsx',
      await readFile(file('inventario.xlsx')),
    );
    const found = (await get<unknown[]>(`/api/register/imports/${read.id}/problems`)).body;
    expect(found).toEqual([]);
    expect(read).toMatchObject({ status: 'ready', counts: { rows: { added: 1 } } });
    expect((await act(read.id, 'publish')).after.status).toBe('published');
    const metrics = (
      await get<{ date: string; ima: number; contractStatus: string; stemsPerHa: number }[]>(
        `/api/reports/metrics?customer_id=${customerId}`,
        customerUser,
      )
    ).body;
    expect(metrics).toEqual([
      expect.objectContaining({ date: '2026-06-30', ima: 36.6, stemsPerHa: 1080, contractStatus: 'active' }),
    ]);
  });

  it('imports a weather station’s days, creating the station where its rows place it, and rolls them back', async () => {
    const header = ['Estação', 'Data', 'Chuva', 'Tmin', 'Tmax', 'ET0', 'Longitude', 'Latitude', 'Altitude'];
    await writeCsv(file('clima.csv'), [
      header,
      ['Lavras', '2026-11-01', 12.5, 16.2, 29.8, 4.1, -46.245, -21.745, 918],
      ['Lavras', '2026-11-02', 0, 17, 31.2, 5.2, -46.245, -21.745, 918],
    ]);
    const read = await imported({ kind: 'weather' }, 'clima.csv', await readFile(file('clima.csv')));
    expect(read).toMatchObject({ status: 'ready', counts: { rows: { added: 2 } } });
    expect((await act(read.id, 'publish')).after.status).toBe('published');
    const places = (
      await get<{ id: number; name: string; lat: number }[]>(
        `/api/reports/weather/locations?customer_id=${customerId}`,
        customerUser,
      )
    ).body;
    expect(places).toEqual([expect.objectContaining({ name: 'Lavras', lat: -21.745 })]);
    const daily = (
      await get<{ days: { date: string; precipitationMm: number; tempMeanC: number }[] }>(
        `/api/reports/weather/daily?customer_id=${customerId}&from=2026-11-01&to=2026-11-02`,
        customerUser,
      )
    ).body;
    expect(daily.days.map((day) => [day.date, day.precipitationMm, day.tempMeanC])).toEqual([
      ['2026-11-01', 12.5, 23],
      ['2026-11-02', 0, 24.1],
    ]);
    expect((await act(read.id, 'rollback')).after.status).toBe('rolledBack');
    expect(
      (await get<unknown[]>(`/api/reports/weather/locations?customer_id=${customerId}`, customerUser)).body,
    ).toEqual([]);

    // A station the customer does not have, without its position, is named once per row.
    await writeCsv(file('sem-posicao.csv'), [header.slice(0, 6), ['Itutinga', '2026-11-01', 3, 15, 28, 4]]);
    const unplaced = await imported(
      { kind: 'weather' },
      'sem-posicao.csv',
      await readFile(file('sem-posicao.csv')),
    );
    expect((await get<unknown[]>(`/api/register/imports/${unplaced.id}/problems`)).body).toEqual([
      { item: 2, field: 'Estação', code: 'weather.newStationPosition', params: { station: 'Itutinga' } },
    ]);
  });

  it('lists every problem of a bad plots file with its feature, and as CSV in the caller’s language', async () => {
    const features = [
      plotFeature(PLOT_A.lonLat, 0),
      // A bow tie: the outline crosses itself.
      plotFeature([PLOT_B.lonLat[0], PLOT_B.lonLat[2], PLOT_B.lonLat[1], PLOT_B.lonLat[3]] as number[][], 1),
      plotFeature(PLOT_B.lonLat, 2, { Codigo: '', DataPlantio: '31/02/2021' }),
    ];
    const read = await imported({ kind: 'plots' }, 'talhoes.geojson', featureCollection(features));
    expect(read).toMatchObject({ status: 'invalid', problem_count: 3 });
    const problems = (
      await get<{ item: number; code: string }[]>(`/api/register/imports/${read.id}/problems`)
    ).body;
    expect(problems.map((problem) => [problem.item, problem.code])).toEqual([
      [2, 'geometry.selfIntersecting'],
      [3, 'value.required'],
      [3, 'value.notADate'],
    ]);
    const text = (
      await app().inject({
        url: `/api/register/imports/${read.id}/problems.csv`,
        headers: { ...auth(staff), 'accept-language': 'en-US' },
      })
    ).body;
    expect(text).toContain('Item,Field,Problem');
    expect(text).toContain('3,Codigo,The field Codigo is empty.');
    // A refused file cannot be published; it can be discarded.
    expect((await act(read.id, 'publish')).response.statusCode).toBe(409);
    expect((await act(read.id, 'discard')).after.status).toBe('discarded');
  });

  it('asks for the mapping when no column fits, and reads the file again with the one chosen', async () => {
    const features = [PLOT_A, PLOT_B].map((plot, index) => ({
      type: 'Feature',
      properties: { ID_TH: `LAV-00${index + 1}`, DT_PLT: '2021-03-10' },
      geometry: { type: 'Polygon', coordinates: [closedRing(plot.lonLat, 'counterclockwise')] },
    }));
    const read = await imported({ kind: 'plots' }, 'talhoes.json', featureCollection(features));
    expect(read.status).toBe('invalid');
    expect(read.counts?.columns).toEqual(['ID_TH', 'DT_PLT']);
    const problems = (
      await get<{ code: string; params: object }[]>(`/api/register/imports/${read.id}/problems`)
    ).body;
    expect(problems).toEqual([
      { item: null, field: null, code: 'mapping.fieldMissing', params: { field: 'code' } },
      { item: null, field: null, code: 'mapping.fieldMissing', params: { field: 'planting_date' } },
    ]);
    const remapped = await app().inject({
      method: 'PUT',
      url: `/api/register/imports/${read.id}/mapping`,
      headers: auth(staff),
      payload: { code: 'ID_TH', planting_date: 'DT_PLT' },
    });
    expect(remapped.json<Import>().status).toBe('queued');
    const again = await settled(read.id);
    // Same codes as the published plots, without their farm: both would change.
    expect(again).toMatchObject({ status: 'ready', problem_count: 0, counts: { plots: { changed: 2 } } });
  });

  it('refuses a zipped Shapefile without .prj and a file of the wrong type, leaving no file behind', async () => {
    await writeShapefileZip(file('sem-prj.zip'), {
      polygons: [[closedRing(PLOT_A.utm23s, 'clockwise')]],
      rows: [{ Codigo: 'LAV-001' }],
      prj: null,
    });
    const read = await imported({ kind: 'plots' }, 'talhoes.zip', await readFile(file('sem-prj.zip')));
    expect(read.status).toBe('invalid');
    expect((await get<{ code: string }[]>(`/api/register/imports/${read.id}/problems`)).body).toEqual([
      { item: null, field: null, code: 'shapefile.noPrj', params: { shp: 'talhoes.shp' } },
    ]);

    const stored = await storedFiles();
    const wrong = await upload({ kind: 'weeds', monitoring_date: '2026-11-10' }, 'mapa.pdf', '%PDF-1.4');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual([expect.objectContaining({ field: 'file' })]);
    const future = await upload({ kind: 'weeds', monitoring_date: '2999-01-01' }, 'mapa.tif', 'II*');
    expect(future.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(stored);
  });

  it('keeps an import’s file when a document of the same bytes is deleted (equal files are stored once)', async () => {
    const bytes = 'Código;Data;NDVI;EVI\nLAV-001;01/09/2026;0,70;0,40\n';
    const read = await imported({ kind: 'vegetation' }, 'ndvi-setembro.csv', bytes);
    expect(read.status).toBe('ready');
    const before = await storedFiles();
    const body = multipartBody(
      { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId },
      { name: 'ndvi-setembro.csv', content: bytes },
    );
    const document = await app().inject({
      method: 'POST',
      url: '/api/register/documents',
      headers: { ...auth(staff), ...body.headers },
      payload: body.payload,
    });
    expect(document.statusCode, document.body).toBe(201);
    const deleted = await app().inject({
      method: 'DELETE',
      url: `/api/register/documents/${document.json<{ id: number }>().id}`,
      headers: auth(staff),
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(await storedFiles()).toEqual(before);
    // The file is still there to be read again.
    const remapped = await app().inject({
      method: 'PUT',
      url: `/api/register/imports/${read.id}/mapping`,
      headers: auth(staff),
      payload: { plot_code: 'Código', observed_on: 'Data', ndvi: 'NDVI', evi: 'EVI' },
    });
    expect(remapped.statusCode).toBe(200);
    expect((await settled(read.id)).status).toBe('ready');
  });

  it('is for staff only', async () => {
    const customer = await signIn(app(), 'cliente@demo.com.br');
    const list = await app().inject({ url: '/api/register/imports', headers: auth(customer) });
    expect(list.statusCode).toBe(403);
  });
});

describe('an import cut short by a stop', () => {
  it('shows as failed at the next start on the embedded database; the published data is untouched', async () => {
    const config = testApp.config;
    const imports = createImportsRepository(app().db);
    const id = await imports.create(
      {
        customerId,
        kind: 'plots',
        monitoringDate: null,
        source: 'ui',
        fileName: 'talhoes.geojson',
        fileSize: 10,
        storageKey: 'b'.repeat(64),
        createdByName: 'Administrador Dossel',
      },
      new Date(),
    );
    await imports.move(id, ['queued'], 'validating');
    await testApp.app.close();
    const restarted = await startApp(config);
    testApp = {
      app: restarted,
      config,
      close: async () => {
        await restarted.close();
        await removeTestData(config);
      },
    };
    staff = await signIn(app(), 'admin@dossel.com.br');
    // On PostgreSQL its job is run again by an instance (pg-boss, decision 014): it is left to it.
    const expected = config.databaseUrl
      ? { status: 'validating', failure: null }
      : { status: 'failed', failure: { code: 'import.interrupted' } };
    expect(await settled(id)).toMatchObject(expected);
    expect(
      (await get<PlotListItem[]>(`/api/reports/plots?customer_id=${customerId}`, customerUser)).body,
    ).toHaveLength(2);
  });
});

describe('a file over IMPORT_MAX_MB', () => {
  it('is refused with 413 while it streams, leaving nothing stored', async () => {
    const small = await createTestApp({ IMPORT_MAX_MB: '1' });
    try {
      const token = await signIn(small.app, 'admin@dossel.com.br');
      const before = await storedFiles(small.config.documentsDir);
      const body = multipartBody(
        { customer_id: 1, kind: 'weeds', monitoring_date: '2026-11-10' },
        { name: 'grande.tif', content: Buffer.alloc(2 * 1024 * 1024, 1) },
      );
      const response = await small.app.inject({
        method: 'POST',
        url: '/api/register/imports',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode).toBe(413);
      expect(await storedFiles(small.config.documentsDir)).toEqual(before);
      const list = await small.app.inject({
        url: '/api/register/imports',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(list.json()).toEqual([]);
    } finally {
      await small.close();
    }
  });
});

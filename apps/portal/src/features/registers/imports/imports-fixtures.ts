// Fixtures of the import screens' stories and tests: one import in each status as the API answers them,
// their problems and previews, and a fake server for the calls of `client.registers.imports`.
import { customersEndpoints, importsEndpoints, routeKey } from '@dossel/api-client';
import type {
  Import,
  ImportPreview,
  ImportPreviewPlot,
  ImportProblemItem,
  PlotFeatureCollection,
  RequestOptions,
} from '@dossel/api-client';
import { apiError, type FakeRoutes } from '@dossel/api-client/testing';

import { fakeGrids, fakePlotCollection, NOVEMBER, OCTOBER } from '../../../testing/monitoring-maps-fixtures';
import { fakeCustomerOptions } from '../documents/documents-fixtures';

export const IMPORTS_API = importsEndpoints.list.path;

const base = {
  customer_id: 1,
  customer_name: 'Reflorestadora Serra Azul',
  monitoring_date: null,
  source: 'ui',
  mapping: null,
  counts: null,
  failure: null,
  problem_count: 0,
  progress_done: 0,
  progress_total: null,
  created_by_name: 'Administrador Dossel',
  finished_at: null,
  published_at: null,
  published_by_name: null,
  rolled_back_at: null,
  rolled_back_by_name: null,
  current: false,
} as const satisfies Partial<Import>;

const PLOT_COLUMNS = ['TALHAO', 'DESCRICAO', 'FAZENDA', 'REGIAO', 'DT_PLANTIO', 'MATERIAL', 'ESPAC'];
const PLOT_MAPPING = {
  code: 'TALHAO',
  name: 'DESCRICAO',
  gloc1: 'FAZENDA',
  gloc2: 'REGIAO',
  planting_date: 'DT_PLANTIO',
  clone: 'MATERIAL',
  spacing: 'ESPAC',
};

/** Weeds of 15/11/2025 for Serra Azul, waiting for a worker. */
export const queuedImport: Import = {
  ...base,
  id: 12,
  kind: 'weeds',
  monitoring_date: NOVEMBER,
  status: 'queued',
  file_name: 'mato-serra-azul-novembro.tif',
  file_size: 48_234_112,
  created_at: '2026-11-26T14:58:10.000Z',
};

/** Plots of Vale Verde being read: 120 of 480 features so far. */
export const validatingImport: Import = {
  ...base,
  id: 11,
  customer_id: 2,
  customer_name: 'Florestal Vale Verde',
  kind: 'plots',
  status: 'validating',
  file_name: 'talhoes-vale-verde.zip',
  file_size: 3_481_600,
  progress_done: 120,
  progress_total: 480,
  created_at: '2026-11-26T14:55:02.000Z',
};

/** A plots file with problems: a duplicated code, a self-crossing outline, a bad date, an empty code. */
export const invalidImport: Import = {
  ...base,
  id: 10,
  kind: 'plots',
  status: 'invalid',
  file_name: 'talhoes-serra-azul-v2.geojson',
  file_size: 912_384,
  mapping: PLOT_MAPPING,
  counts: { items: 152, columns: PLOT_COLUMNS },
  problem_count: 4,
  progress_done: 152,
  progress_total: 152,
  created_by_name: 'Marina Costa',
  created_at: '2026-11-26T13:40:00.000Z',
  finished_at: '2026-11-26T13:40:12.000Z',
};

export const invalidProblems: ImportProblemItem[] = [
  { item: 14, field: 'TALHAO', code: 'plot.duplicateCode', params: { code: 'SR-014', first: 9 } },
  { item: 37, field: null, code: 'geometry.selfIntersecting', params: { lon: -51.7185, lat: -20.7962 } },
  { item: 88, field: 'DT_PLANTIO', code: 'value.notADate' },
  { item: 120, field: 'TALHAO', code: 'value.required', params: { field: 'TALHAO' } },
];

/** A plots file read and checked, waiting to be published: one plot added, one changed, one retired. */
export const readyPlotsImport: Import = {
  ...invalidImport,
  id: 9,
  status: 'ready',
  file_name: 'talhoes-santa-rita.geojson',
  file_size: 204_800,
  counts: {
    items: 3,
    columns: PLOT_COLUMNS,
    plots: { added: 1, changed: 1, unchanged: 1, retired: 1 },
  },
  problem_count: 0,
  progress_done: 3,
  progress_total: 3,
  created_at: '2026-11-26T12:10:00.000Z',
  finished_at: '2026-11-26T12:10:04.000Z',
};

/** Weeds of 15/11/2025 from a classification raster, checked: three plots covered, 5.75 ha infested. */
export const readyWeedsImport: Import = {
  ...base,
  id: 8,
  kind: 'weeds',
  monitoring_date: NOVEMBER,
  status: 'ready',
  file_name: 'serra-azul-matocompeticao-2025-11-15.tif',
  file_size: 48_234_112,
  counts: { items: 24, columns: [], grids: { plots: 2, cellsOutside: 3, monitoredHa: 5, flaggedHa: 3.75 } },
  progress_done: 24,
  progress_total: 24,
  created_at: '2026-11-26T11:30:00.000Z',
  finished_at: '2026-11-26T11:31:40.000Z',
};

/** Canopy anomalies being published. */
export const publishingImport: Import = {
  ...readyWeedsImport,
  id: 7,
  kind: 'anomalies',
  status: 'publishing',
  file_name: 'serra-azul-anomalias-2025-11-15.geojson',
  file_size: 1_048_576,
  progress_done: 1,
  progress_total: 4,
  created_at: '2026-11-26T11:00:00.000Z',
};

/** Weeds of 15/10/2025, published: the customer's screens show them. */
export const publishedImport: Import = {
  ...readyWeedsImport,
  id: 6,
  monitoring_date: OCTOBER,
  status: 'published',
  source: 'api',
  file_name: 'serra-azul-matocompeticao-2025-10-15.tif',
  created_by_name: 'Pipeline noturno',
  created_at: '2026-11-25T03:00:00.000Z',
  finished_at: '2026-11-25T03:02:10.000Z',
  published_at: '2026-11-25T09:15:00.000Z',
  published_by_name: 'Marina Costa',
  current: true,
};

/** Plots published, then rolled back: the version before it shows again. */
export const rolledBackImport: Import = {
  ...readyPlotsImport,
  id: 5,
  customer_id: 3,
  customer_name: 'Agro Cerrado',
  status: 'rolledBack',
  source: 'cli',
  file_name: 'talhoes-agro-cerrado.kml',
  created_at: '2026-11-24T16:20:00.000Z',
  published_at: '2026-11-24T16:30:00.000Z',
  published_by_name: 'Administrador Dossel',
  rolled_back_at: '2026-11-24T17:05:00.000Z',
  rolled_back_by_name: 'Administrador Dossel',
};

/** Cut short when the server stopped mid-way: failed with its reason after the restart. */
export const failedImport: Import = {
  ...base,
  id: 4,
  kind: 'anomalies',
  monitoring_date: OCTOBER,
  status: 'failed',
  file_name: 'serra-azul-anomalias-2025-10-15.tif',
  file_size: 96_468_992,
  failure: { code: 'import.interrupted' },
  progress_done: 310,
  progress_total: 1200,
  created_at: '2026-11-23T10:00:00.000Z',
  finished_at: '2026-11-23T10:20:00.000Z',
};

/** A refused import that staff discarded. */
export const discardedImport: Import = {
  ...invalidImport,
  id: 3,
  customer_id: 2,
  customer_name: 'Florestal Vale Verde',
  status: 'discarded',
  file_name: 'talhoes-vale-verde-antigo.kml',
  problem_count: 2,
  created_at: '2026-11-22T09:00:00.000Z',
  finished_at: '2026-11-22T09:10:00.000Z',
};

/** Soil and relief classes from a spreadsheet, checked: one plot's row new, one changed, one as it was. */
export const readyTableImport: Import = {
  ...base,
  id: 2,
  kind: 'soilRelief',
  status: 'ready',
  file_name: 'solo-relevo-serra-azul.xlsx',
  file_size: 18_432,
  mapping: {
    plot_code: 'TALHAO',
    soil_order: 'ORDEM',
    textural_class: 'TEXTURA',
    altitude_m: 'ALTITUDE',
    slope_pct: 'DECLIVIDADE',
  },
  counts: {
    items: 3,
    columns: ['TALHAO', 'ORDEM', 'TEXTURA', 'ALTITUDE', 'DECLIVIDADE'],
    rows: { added: 1, changed: 1, unchanged: 1 },
  },
  progress_done: 3,
  progress_total: 3,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: '2026-11-26T10:00:02.000Z',
};

/** One import in each status, newest first, as the list answers. */
export const fakeImports: Import[] = [
  queuedImport,
  validatingImport,
  invalidImport,
  readyPlotsImport,
  readyWeedsImport,
  publishingImport,
  publishedImport,
  rolledBackImport,
  failedImport,
  discardedImport,
];

type PlotFeature = PlotFeatureCollection['features'][number];

/** Santa Rita's plots (the farm of both previews), so the maps are close enough to read. */
const santaRita = (): PlotFeatureCollection => {
  const all = fakePlotCollection(1);
  return { ...all, features: all.features.filter((plot) => plot.properties.gloc1 === 'Fazenda Santa Rita') };
};

/** The plots file's preview: SR-002 grows south, SR-003 is new, SR-009 is retired, SR-001 stays as it is. */
export function plotsPreview(): ImportPreview {
  const [first, second] = santaRita().features as [PlotFeature, PlotFeature];
  const moved = (plot: PlotFeature, id: number, name: string, east: number, north: number): PlotFeature => ({
    ...plot,
    id,
    geometry: {
      type: 'Polygon',
      coordinates: [
        (plot.geometry.coordinates[0] ?? []).map(([lon, lat]): [number, number] => [lon + east, lat + north]),
      ],
    },
    properties: { ...plot.properties, id, name, gloc3: name },
  });
  const ring = second.geometry.coordinates[0] ?? [];
  const grown: PlotFeature = {
    ...second,
    geometry: {
      type: 'Polygon',
      coordinates: [ring.map(([lon, lat]): [number, number] => [lon, lat < -20.798 ? lat - 0.002 : lat])],
    },
    properties: { ...second.properties, areaHa: 24 },
  };
  const retired = moved(first, 109, 'SR-009', 0.01, 0);
  const added = moved(first, 105, 'SR-003', 0, -0.007);
  const plot = (
    code: string,
    change: ImportPreviewPlot['change'],
    before: number | null,
    after: number | null,
  ) => ({
    code,
    name: code,
    change,
    areaHaBefore: before,
    areaHaAfter: after,
    flaggedHaBefore: null,
    flaggedHaAfter: null,
  });
  return {
    plots: [
      plot('SR-003', 'added', null, 16),
      plot('SR-002', 'changed', 16, 24),
      plot('SR-009', 'retired', 16, null),
      plot('SR-001', 'unchanged', 16, 16),
    ],
    outlines: {
      before: { type: 'FeatureCollection', features: [first, second, retired] },
      after: { type: 'FeatureCollection', features: [first, grown, added] },
    },
    grids: { before: [], after: [] },
  };
}

/** The weeds raster's preview: October's cells now, November's once published. */
export function weedsPreview(): ImportPreview {
  const plots = santaRita();
  const ids = new Set(plots.features.map((plot) => plot.id));
  const grids = (date: string) => fakeGrids('weeds', 1, date).grids.filter((grid) => ids.has(grid.plotId));
  return {
    plots: [
      {
        code: 'SR-001',
        name: 'SR-001',
        change: 'changed',
        areaHaBefore: 16,
        areaHaAfter: 16,
        flaggedHaBefore: 0.5,
        flaggedHaAfter: 2.5,
      },
      {
        code: 'SR-002',
        name: 'SR-002',
        change: 'changed',
        areaHaBefore: 16,
        areaHaAfter: 16,
        flaggedHaBefore: 0.25,
        flaggedHaAfter: 0.5,
      },
    ],
    outlines: { before: plots, after: plots },
    grids: { before: grids(OCTOBER), after: grids(NOVEMBER) },
  };
}

/** The soil and relief table's preview: which plots' rows change; no outline moves. */
export function tablePreview(): ImportPreview {
  const plots = santaRita();
  const plot = (code: string, change: ImportPreviewPlot['change']) => ({
    code,
    name: code,
    change,
    areaHaBefore: 16,
    areaHaAfter: 16,
    flaggedHaBefore: null,
    flaggedHaAfter: null,
  });
  return {
    plots: [plot('SR-001', 'changed'), plot('SR-002', 'unchanged')],
    outlines: { before: plots, after: plots },
    grids: { before: [], after: [] },
  };
}

/** What a multipart upload said: its text fields, and the file by name and size. */
export type ReceivedImport = Record<string, string> & { file?: { name: string; size: number } };

function readUpload(body: RequestOptions['body']): ReceivedImport {
  const received: ReceivedImport = {};
  if (!(body instanceof FormData)) return received;
  body.forEach((value, key) => {
    if (typeof value === 'string') received[key] = value;
    else received.file = { name: value.name, size: value.size };
  });
  return received;
}

/** An upload that has sent `fraction` of its file and waits there, as a slow network would. */
export function stalledImportUpload(fraction: number) {
  return ({ body, onUploadProgress }: RequestOptions) => {
    const total = readUpload(body).file?.size ?? 0;
    onUploadProgress?.({ loaded: Math.round(total * fraction), total });
    return new Promise<never>(() => undefined);
  };
}

/** The id the fake server gives an uploaded file's import. */
export const UPLOADED_ID = 20;

export interface FakeImportsServer {
  routes: FakeRoutes;
  /** Every upload's fields and file, and every mapping and step sent, in order. */
  received: { uploads: ReceivedImport[]; mappings: unknown[]; steps: string[] };
}

/**
 * The imports on a fake server: the list (by customer), each import with its problems (their CSV), its
 * preview, a new mapping (queued to be read again, as the API does), publish, roll back and discard (answering the import in
 * its next status), an upload (a `queued` import, UPLOADED_ID, its progress reported whole), and the customers
 * the form and the filter offer.
 */
export function fakeImportsServer(imports: readonly Import[] = fakeImports): FakeImportsServer {
  const received: FakeImportsServer['received'] = { uploads: [], mappings: [], steps: [] };
  const stored = new Map(imports.map((item) => [item.id, { ...item }]));
  const customerName = (id: number) => fakeCustomerOptions.find((option) => option.value === id)?.label ?? '';
  const routes: FakeRoutes = {
    [routeKey(customersEndpoints.options)]: () => fakeCustomerOptions,
    [routeKey(importsEndpoints.list)]: ({ query }) => {
      const customer = (query as { customer_id?: number } | undefined)?.customer_id;
      return [...stored.values()].filter((item) => customer === undefined || item.customer_id === customer);
    },
    [routeKey(importsEndpoints.upload)]: ({ body, onUploadProgress }) => {
      const upload = readUpload(body);
      received.uploads.push(upload);
      const size = upload.file?.size ?? 0;
      onUploadProgress?.({ loaded: size, total: size });
      const created: Import = {
        ...queuedImport,
        id: UPLOADED_ID,
        customer_id: Number(upload.customer_id),
        customer_name: customerName(Number(upload.customer_id)),
        kind: upload.kind as Import['kind'],
        monitoring_date: upload.monitoring_date ?? null,
        file_name: upload.file?.name ?? '',
        file_size: size,
        created_at: '2026-11-26T15:00:00.000Z',
      };
      stored.set(created.id, created);
      return created;
    },
  };
  const step = (id: number, change: Partial<Import>) => {
    const item = stored.get(id);
    if (!item) throw apiError(404, 'errors.notFound', 'Registro não encontrado.');
    const next = { ...item, ...change };
    stored.set(id, next);
    return next;
  };
  // Each import's own calls, and the uploaded one's (404 until it is sent): the routes are copied into
  // the fake client once, so none can be added later.
  const answer = (item: Pick<Import, 'id' | 'kind' | 'problem_count'>) => {
    const at = { id: item.id };
    routes[routeKey(importsEndpoints.get, at)] = () => step(item.id, {});
    routes[routeKey(importsEndpoints.problems, at)] = () =>
      item.id === invalidImport.id ? invalidProblems : invalidProblems.slice(0, item.problem_count);
    routes[routeKey(importsEndpoints.problemsCsv, at)] = () =>
      new Blob(['item;campo;motivo\n'], { type: 'text/csv' });
    routes[routeKey(importsEndpoints.preview, at)] = () =>
      item.kind === 'plots'
        ? plotsPreview()
        : item.kind === 'weeds' || item.kind === 'anomalies'
          ? weedsPreview()
          : tablePreview();
    routes[routeKey(importsEndpoints.remap, at)] = ({ body }) => {
      received.mappings.push(body);
      return step(item.id, {
        status: 'queued',
        mapping: body as Import['mapping'],
        progress_done: 0,
        progress_total: null,
      });
    };
    routes[routeKey(importsEndpoints.publish, at)] = () => {
      received.steps.push(`publish ${item.id}`);
      return step(item.id, { status: 'publishing', progress_done: 0, progress_total: 4 });
    };
    routes[routeKey(importsEndpoints.rollback, at)] = () => {
      received.steps.push(`rollback ${item.id}`);
      return step(item.id, { status: 'rollingBack', progress_done: 0, progress_total: 4 });
    };
    routes[routeKey(importsEndpoints.discard, at)] = () => {
      received.steps.push(`discard ${item.id}`);
      return step(item.id, { status: 'discarded', finished_at: '2026-11-26T15:00:00.000Z' });
    };
  };
  imports.forEach(answer);
  answer({ id: UPLOADED_ID, kind: 'weeds', problem_count: 0 });
  return { routes, received };
}

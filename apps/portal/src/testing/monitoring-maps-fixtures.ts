// Fixtures of the weed and anomaly screens' stories and tests: a fake server's plots, monitoring dates,
// grids and summaries for the two customers of `fakeUser`, counted with the contract's own rules.
import {
  encodeGridRaster,
  labelDictionaryEndpoints,
  monitoringEndpoints,
  routeKey,
  type GridCell,
  type LabelDictionary,
  type MonitoringDates,
  type MonitoringGrid,
  type MonitoringGrids,
  type MonitoringKind,
  type MonitoringSummary,
  type PlotFeatureCollection,
  type PlotListItem,
} from '@dossel/api-client';
import {
  fakeMonitoringSummary,
  fakeMonitoringSummaryRoutes,
  fakeRoute,
  type FakeMonitoredPlot,
  type FakeRoutes,
} from '@dossel/api-client/testing';

export const OCTOBER = '2025-10-15';
export const NOVEMBER = '2025-11-15';
const CELL_SIZE_M = 50;
const CELL_HA = 0.25;

interface FakePlot {
  id: number;
  customerId: number;
  name: string;
  farm: string;
  region: string;
  project: string;
  module: string;
  /** South-west corner of the plot's square. */
  lon: number;
  lat: number;
  /** Levels of its cells on each monitoring date (the same for weeds and anomalies). */
  levels: Partial<Record<string, number[]>>;
}

/**
 * Serra Azul (1): SR-001 grows from 0.5 to 2.5 ha infested (an alert of exactly 2 ha), SR-002 barely
 * changes, BV-001 is first monitored in November and BV-002 is not monitored. Vale Verde (2): VV-001.
 */
const PLOTS: FakePlot[] = [
  {
    id: 101,
    customerId: 1,
    name: 'SR-001',
    farm: 'Fazenda Santa Rita',
    region: 'Três Lagoas',
    project: 'Projeto 2020',
    module: 'Módulo 1',
    lon: -51.72,
    lat: -20.8,
    levels: {
      [OCTOBER]: [1, 1, 1, 1, 2, 3, 1, 1],
      [NOVEMBER]: [1, 2, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 1],
    },
  },
  {
    id: 102,
    customerId: 1,
    name: 'SR-002',
    farm: 'Fazenda Santa Rita',
    region: 'Três Lagoas',
    project: 'Projeto 2021',
    module: 'Módulo 1',
    lon: -51.715,
    lat: -20.8,
    levels: { [OCTOBER]: [1, 1, 2, 1], [NOVEMBER]: [1, 1, 2, 2] },
  },
  {
    id: 103,
    customerId: 1,
    name: 'BV-001',
    farm: 'Fazenda Boa Vista',
    region: 'Água Clara',
    project: 'Projeto 2020',
    module: 'Módulo 2',
    lon: -52.1,
    lat: -20.45,
    levels: { [NOVEMBER]: [3, 3, 1, 1] },
  },
  {
    id: 104,
    customerId: 1,
    name: 'BV-002',
    farm: 'Fazenda Boa Vista',
    region: 'Água Clara',
    project: 'Projeto 2021',
    module: 'Módulo 2',
    lon: -52.095,
    lat: -20.45,
    levels: {},
  },
  {
    id: 201,
    customerId: 2,
    name: 'VV-001',
    farm: 'Fazenda Vale Verde',
    region: 'Núcleo Norte',
    project: 'Projeto 2019',
    module: 'Módulo 1',
    lon: -47.9,
    lat: -22.1,
    levels: { [NOVEMBER]: [2, 2, 3, 1] },
  },
  {
    id: 202,
    customerId: 2,
    name: 'VV-002',
    farm: 'Fazenda Vale Verde',
    region: 'Núcleo Norte',
    project: 'Projeto 2019',
    module: 'Módulo 1',
    lon: -47.895,
    lat: -22.1,
    levels: {},
  },
];

/** The plot side in degrees: about 400 m, room for 8 × 8 cells of 50 m. */
const SIDE = 0.004;

function plotItem(plot: FakePlot): PlotListItem {
  return {
    id: plot.id,
    customerId: plot.customerId,
    gloc1: plot.farm,
    gloc2: plot.region,
    gloc3: plot.name,
    gloc4: plot.project,
    gloc5: plot.module,
    name: plot.name,
    areaHa: 16,
    plantingDate: '2020-03-10',
    seedYear: 2019,
    rotationStart: '2020-03-10',
    ageYears: 5.7,
    clone: 'AEC 144',
    spacing: '3x2',
    arrangement: 'Retangular',
    cutAgeYears: 7,
  };
}

/**
 * Serra Azul with as many plots as on the seeded demo (~150): 146 more on Fazenda Bom Jardim, some with an
 * alert, most monitored with more or less weed, a tenth not monitored. For the long table's stories and tests.
 */
export function manyPlots(): FakePlot[] {
  const more = Array.from({ length: 146 }, (_, index): FakePlot => {
    const number = index + 1;
    const flagged = (number * 7) % 16;
    return {
      id: 1000 + number,
      customerId: 1,
      name: `BJA-${String(number).padStart(3, '0')}`,
      farm: 'Fazenda Bom Jardim',
      region: 'Três Lagoas',
      project: `Projeto ${2018 + (number % 4)}`,
      module: 'Módulo 3',
      lon: -51.4 + (number % 12) * 0.006,
      lat: -20.6 + Math.floor(number / 12) * 0.006,
      levels:
        number % 10 === 0
          ? {}
          : {
              // Every 25th plot grows by 2 ha or more (an alert); the others change little.
              [OCTOBER]: Array.from({ length: 16 }, (_, cell) =>
                cell < (number % 25 === 0 ? 0 : flagged) ? 2 : 1,
              ),
              [NOVEMBER]: Array.from({ length: 16 }, (_, cell) => (cell < flagged ? 3 : 1)),
            },
    };
  });
  return [...PLOTS, ...more];
}

const plotsOf = (customerId: number, plots: readonly FakePlot[]) =>
  plots.filter((plot) => plot.customerId === customerId);

export function fakePlotCollection(
  customerId: number,
  plots: readonly FakePlot[] = PLOTS,
): PlotFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: plotsOf(customerId, plots).map((plot) => ({
      type: 'Feature',
      id: plot.id,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [plot.lon, plot.lat],
            [plot.lon + SIDE, plot.lat],
            [plot.lon + SIDE, plot.lat + SIDE],
            [plot.lon, plot.lat + SIDE],
            [plot.lon, plot.lat],
          ],
        ],
      },
      properties: plotItem(plot),
    })),
  };
}

/** A plot's cells on a date, 8 to a row from its south-west corner. */
function cellsOf(plot: FakePlot, date: string): GridCell[] {
  const step = SIDE / 8;
  return (plot.levels[date] ?? []).map((level, index) => ({
    lon: plot.lon + step * ((index % 8) + 0.5),
    lat: plot.lat + step * (Math.floor(index / 8) + 0.5),
    level,
    areaHa: CELL_HA,
  }));
}

function gridOf(plot: FakePlot, kind: MonitoringKind, date: string): MonitoringGrid | null {
  if (!plot.levels[date]) return null;
  return {
    kind,
    plotId: plot.id,
    date,
    // The satellite passed a few days before the monitoring date.
    imageDate: `${date.slice(0, 8)}1${plot.id % 10}`,
    cellSizeM: CELL_SIZE_M,
    // Encoded as the API does: the screens read the compact form.
    raster: encodeGridRaster(cellsOf(plot, date), CELL_SIZE_M),
  };
}

/** One plot's latest grid (`…/grid` without a date); a plot never monitored answers one without cells. */
export function fakeLatestGrid(
  kind: MonitoringKind,
  plotId: number,
  plots: readonly FakePlot[] = PLOTS,
): MonitoringGrid {
  const plot = plots.find((candidate) => candidate.id === plotId);
  const latest = [NOVEMBER, OCTOBER].find((date) => plot?.levels[date]);
  const grid = plot && latest ? gridOf(plot, kind, latest) : null;
  return grid ?? { kind, plotId, date: null, imageDate: null, cellSizeM: null, raster: null };
}

/** The middle of a plot: where the stories put a user standing in it. */
export function plotMiddle(plotId: number, plots: readonly FakePlot[] = PLOTS) {
  const plot = plots.find((candidate) => candidate.id === plotId);
  if (!plot) throw new Error(`no plot ${plotId}`);
  return { lon: plot.lon + SIDE / 2, lat: plot.lat + SIDE / 2 };
}

export function fakeDates(customerId: number, plots: readonly FakePlot[] = PLOTS): MonitoringDates {
  return [OCTOBER, NOVEMBER].flatMap((date) => {
    const monitored = plotsOf(customerId, plots).filter((plot) => plot.levels[date]).length;
    return monitored > 0 ? [{ date, plots: monitored }] : [];
  });
}

export function fakeGrids(
  kind: MonitoringKind,
  customerId: number,
  date: string,
  plots: readonly FakePlot[] = PLOTS,
): MonitoringGrids {
  return {
    kind,
    date,
    grids: plotsOf(customerId, plots).flatMap((plot) => gridOf(plot, kind, date) ?? []),
  };
}

/** A plot as the fake server's summary reads it: its grids (the same for weeds and anomalies) by date. */
function monitoredPlot(plot: FakePlot): FakeMonitoredPlot {
  const grids: FakeMonitoredPlot['grids'] = {};
  for (const date of Object.keys(plot.levels)) {
    const grid = gridOf(plot, 'weeds', date);
    if (grid?.imageDate) grids[date] = { imageDate: grid.imageDate, cells: cellsOf(plot, date) };
  }
  return { id: plot.id, customerId: plot.customerId, name: plot.name, farm: plot.farm, areaHa: 16, grids };
}

/** The summary as the API counts it: api-client's rule over the plots' grids. */
export function fakeSummary(
  kind: MonitoringKind,
  customerId: number,
  date: string,
  known: readonly FakePlot[] = PLOTS,
): MonitoringSummary {
  return fakeMonitoringSummary(kind, customerId, date, known.map(monitoredPlot));
}

/** Serra Azul calls its second level 'Regional'; the other levels keep the portal's generic words. */
export function fakeLabels(customerId: number): LabelDictionary {
  return {
    customer_id: customerId,
    gloc1: null,
    gloc2: customerId === 1 ? 'Regional' : null,
    gloc3: null,
    gloc4: null,
    gloc5: null,
    glocpadrao: null,
    talhao: null,
    material_genetico: null,
    espacamento: null,
    data_plantio: null,
    idade: null,
    area: null,
    rotacao: null,
  };
}

const customerOf = (query: Record<string, unknown> = {}) => Number(query.customer_id);
const dateOf = (query: Record<string, unknown> = {}) => String(query.date);

/**
 * The calls of both screens, answered as the API does: by the query's customer and date. `extra` adds or
 * replaces routes (a failing or pending one, usually); `plots` are the server's plots (e.g. `manyPlots()`).
 */
export function monitoringMapRoutes(extra: FakeRoutes = {}, plots: readonly FakePlot[] = PLOTS): FakeRoutes {
  const routes: FakeRoutes = {
    ...fakeRoute(monitoringEndpoints.plotsGeojson, ({ query }) =>
      fakePlotCollection(customerOf(query), plots),
    ),
    ...fakeRoute(labelDictionaryEndpoints.get, ({ query }) => fakeLabels(customerOf(query))),
    ...fakeMonitoringSummaryRoutes(plots.map(monitoredPlot)),
  };
  for (const kind of ['weeds', 'anomalies'] as const) {
    routes[routeKey(monitoringEndpoints[`${kind}Dates`])] = ({ query }) =>
      fakeDates(customerOf(query), plots);
    routes[routeKey(monitoringEndpoints[`${kind}Grids`])] = ({ query }) =>
      fakeGrids(kind, customerOf(query), dateOf(query), plots);
    routes[routeKey(monitoringEndpoints[`${kind}Grid`])] = ({ query }) =>
      fakeLatestGrid(kind, Number(query?.plot_id), plots);
  }
  return { ...routes, ...extra };
}

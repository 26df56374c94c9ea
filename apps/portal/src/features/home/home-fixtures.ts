import {
  monitoringEndpoints,
  type MonitoringKind,
  type MonitoringSummary,
  type PlotMetrics,
  type QuarterlyReport,
  type RequestOptions,
  type WeatherRecent,
} from '@dossel/api-client';
import {
  fakeMonitoringSummary,
  fakeRoute,
  type FakeMonitoredPlot,
  type FakeRoutes,
} from '@dossel/api-client/testing';

const customerOf = (options: RequestOptions) => (options.query as { customer_id: number }).customer_id;

/** A measurement of a plot at an age with an IMA; the other figures are plausible and home does not read them. */
function measured(plotId: number, ageYears: number, ima: number): PlotMetrics {
  return {
    plotId,
    date: '2025-12-31',
    ageYears,
    vtccPessimistic: 230,
    vtccLikely: 260,
    vtccOptimistic: 290,
    vtccHistoricMax: 320,
    vtccHistoricMin: 200,
    ima,
    imaTcc: ima + 4,
    ica: ima - 2,
    currentIncrement: ima - 3,
    basalArea: 18,
    dominantHeight: 26,
    meanHeight: 23,
    dap: 15,
    stemsPerHa: 1100,
    basicDensity: 480,
    totalVolumeWithBark: 280,
    totalVolumeWithoutBark: 250,
    commercialVolumeWithBark: 265,
    commercialVolumeWithoutBark: 236,
    survivalPct: 94,
    damagePct: 3,
    canopyVigorIndex: 0.8,
    weatherImpactPct: -4,
    managementPerformancePct: 96,
    contractStatus: 'active',
  };
}

/**
 * Customer 1: five plots measured around 7 years (IMA 32, 40, 36, 44 and 28: likely 36, 80% between
 * 29.6 and 42.4) and a young one; customer 2: one plot at 7 years with an IMA of 50.
 */
export function fakeMetrics(customerId: number): PlotMetrics[] {
  if (customerId === 2) return [measured(21, 7, 50)];
  return [
    measured(1, 6.6, 30),
    measured(1, 7.1, 32),
    measured(2, 7.4, 40),
    measured(3, 6.9, 36),
    measured(4, 7, 44),
    measured(5, 6.95, 28),
    measured(6, 3, 25),
  ];
}

export function fakeRecent(customerId: number): WeatherRecent {
  return {
    location: {
      id: customerId * 10 + 1,
      customerId,
      name: customerId === 1 ? 'Três Lagoas' : 'Vale do Araguaia',
      lon: -51.7,
      lat: -20.8,
      altitudeM: 320,
      firstDate: '1980-01-01',
      lastDate: '2025-12-31',
    },
    provider: 'demo',
    lastThreeHours: { precipitationMm: customerId === 1 ? 1.2 : 4.5, observedAt: '2026-11-26T12:00:00.000Z' },
    quarter: {
      from: '2026-09-01',
      through: '2026-11-26',
      precipitationMm: customerId === 1 ? 250.5 : 410,
      normalMm: 360,
    },
  };
}

const PREVIOUS = '2025-11-15';
const CURRENT = '2025-12-15';
/** Every plot's flagged area (level 3, which counts for both kinds) on the current date, of 30 ha. */
const FLAGGED_HA = 8;

/** A monitored plot of Serra Azul whose flagged area changed by `changeHa` since its previous monitoring. */
function monitoredPlot(id: number, name: string, changeHa: number): FakeMonitoredPlot {
  const grid = (imageDate: string, flaggedHa: number) => ({
    imageDate,
    cells: [
      { level: 1, areaHa: 30 - flaggedHa },
      { level: 3, areaHa: flaggedHa },
    ],
  });
  return {
    id,
    customerId: 1,
    name,
    farm: 'Fazenda Santa Rita',
    areaHa: 30,
    grids: {
      [PREVIOUS]: grid('2025-11-10', FLAGGED_HA - changeHa),
      [CURRENT]: grid('2025-12-10', FLAGGED_HA),
    },
  };
}

/**
 * Customer 1: weeds with alerts on four plots (one shrinking), anomalies without alerts; customer 2 has
 * not been monitored yet. Counted by the API's rule (`fakeMonitoringSummary`).
 */
export function fakeSummary(kind: MonitoringKind, customerId: number): MonitoringSummary {
  const plots =
    kind === 'weeds'
      ? [
          monitoredPlot(1, 'Talhão 001', 2.4),
          monitoredPlot(2, 'Talhão 002', -3.1),
          monitoredPlot(3, 'Talhão 003', 0.5),
          monitoredPlot(4, 'Talhão 004', 2),
          monitoredPlot(5, 'Talhão 005', 6.25),
        ]
      : [monitoredPlot(1, 'Talhão 001', 1.2)];
  return fakeMonitoringSummary(kind, customerId, undefined, plots);
}

/** A quarterly report with this many plots (none: no popup). */
export function fakeQuarterlyReport(plots: number): QuarterlyReport {
  return {
    customerId: 1,
    year: 2025,
    quarter: 1,
    from: '2025-01-01',
    to: '2025-03-31',
    ageClasses: [],
    totals: { plots, areaHa: plots * 10, stockM3cc: plots * 1000 },
  };
}

/** A fake server of the home page; `overrides` replace any of its calls. */
export function homeRoutes(overrides: FakeRoutes = {}): FakeRoutes {
  return {
    ...fakeRoute(monitoringEndpoints.metrics, ({ options }) => fakeMetrics(customerOf(options))),
    ...fakeRoute(monitoringEndpoints.weatherRecent, ({ options }) => fakeRecent(customerOf(options))),
    ...fakeRoute(monitoringEndpoints.weedsSummary, ({ options }) =>
      fakeSummary('weeds', customerOf(options)),
    ),
    ...fakeRoute(monitoringEndpoints.anomaliesSummary, ({ options }) =>
      fakeSummary('anomalies', customerOf(options)),
    ),
    ...fakeRoute(monitoringEndpoints.quarterly, () => fakeQuarterlyReport(0)),
    ...overrides,
  };
}

// Fixtures of the productivity screen's stories and tests: a fake server's plots, measurements and
// quarterly reports, answered by customer as the API does.
import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { ContractStatus, PlotListItem, PlotMetrics, QuarterlyReport } from '@dossel/api-client';
import type { RequestOptions } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

interface PlotSpec {
  id: number;
  customerId: number;
  farm: string;
  name: string;
  clone: string;
  areaHa: number;
  rotationStart: string;
  /** Site quality: scales every volume of the plot. */
  site: number;
  status?: ContractStatus;
}

// Serra Azul (1) has two farms; on São João, SJO-001 is under 2 years old at its last measurement (no
// damage estimate) and SJO-002 was measured at 2 months (no performance figures). Vale Verde (2) has one.
const PLOTS: PlotSpec[] = [
  {
    id: 11,
    customerId: 1,
    farm: 'Fazenda Santa Rita',
    name: 'SRI-001',
    clone: 'AEC 144',
    areaHa: 25.5,
    rotationStart: '2019-03-10',
    site: 1,
  },
  {
    id: 12,
    customerId: 1,
    farm: 'Fazenda Santa Rita',
    name: 'SRI-002',
    clone: 'AEC 144',
    areaHa: 30,
    rotationStart: '2021-05-01',
    site: 0.9,
  },
  {
    id: 13,
    customerId: 1,
    farm: 'Fazenda Santa Rita',
    name: 'SRI-003',
    clone: 'GG 100',
    areaHa: 18.2,
    rotationStart: '2022-02-15',
    site: 0.8,
    status: 'inactive',
  },
  {
    id: 14,
    customerId: 1,
    farm: 'Fazenda São João',
    name: 'SJO-001',
    clone: 'GG 100',
    areaHa: 40,
    rotationStart: '2025-01-20',
    site: 1.1,
  },
  {
    id: 15,
    customerId: 1,
    farm: 'Fazenda São João',
    name: 'SJO-002',
    clone: 'I 144',
    areaHa: 12,
    rotationStart: '2026-05-01',
    site: 1,
  },
  {
    id: 21,
    customerId: 2,
    farm: 'Fazenda Cachoeira Escura',
    name: 'CES-001',
    clone: 'VE 41',
    areaHa: 33,
    rotationStart: '2020-08-01',
    site: 0.95,
  },
];

/** The measurement dates of the fixtures: every plot planted before a date is measured on it. */
export const MEASUREMENT_DATES = ['2025-12-31', '2026-06-30'] as const;

function plotOf(spec: PlotSpec): PlotListItem {
  return {
    id: spec.id,
    customerId: spec.customerId,
    gloc1: spec.farm,
    gloc2: 'Região Leste',
    gloc3: spec.name,
    gloc4: null,
    gloc5: null,
    name: spec.name,
    areaHa: spec.areaHa,
    plantingDate: spec.rotationStart,
    seedYear: Number(spec.rotationStart.slice(0, 4)),
    rotationStart: spec.rotationStart,
    ageYears: ageOn(spec.rotationStart, '2026-11-26'),
    clone: spec.clone,
    spacing: '3x2',
    arrangement: 'Retangular',
    cutAgeYears: 7,
  };
}

function ageOn(from: string, to: string): number {
  return Math.round(((Date.parse(to) - Date.parse(from)) / (365.25 * 86_400_000)) * 100) / 100;
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A plausible measurement: volumes grow with age and the site, every figure derived from them. */
function measurementOf(spec: PlotSpec, date: string): PlotMetrics {
  const age = ageOn(spec.rotationStart, date);
  const vtcc = round(420 * spec.site * (1 - Math.exp(-0.35 * age)) ** 3);
  return {
    plotId: spec.id,
    date,
    ageYears: age,
    vtccPessimistic: round(vtcc * 0.86),
    vtccLikely: vtcc,
    vtccOptimistic: round(vtcc * 1.13),
    vtccHistoricMax: round(vtcc * 1.25),
    vtccHistoricMin: round(vtcc * 0.7),
    ima: round((vtcc * 0.75) / age, 2),
    imaTcc: round(vtcc / age, 2),
    ica: round(vtcc * 0.2, 2),
    currentIncrement: round(vtcc * 0.18, 2),
    basalArea: round(4 + age * 2.5, 2),
    dominantHeight: round(4 + age * 3.4),
    meanHeight: round(3.5 + age * 3),
    dap: round(2 + age * 2),
    stemsPerHa: 1540,
    basicDensity: round(450 + age * 5),
    totalVolumeWithBark: vtcc,
    totalVolumeWithoutBark: round(vtcc * 0.88),
    commercialVolumeWithBark: round(vtcc * 0.8),
    commercialVolumeWithoutBark: round(vtcc * 0.7),
    survivalPct: 94.5,
    // As the server answers: no damage estimate for a stand of 2 years or less.
    damagePct: age > 2 ? 3.2 : null,
    canopyVigorIndex: 0.812,
    weatherImpactPct: -4.5,
    managementPerformancePct: 97.3,
    contractStatus: spec.status ?? 'active',
  };
}

const measurementsOf = (specs: readonly PlotSpec[]) =>
  specs.flatMap((spec) =>
    MEASUREMENT_DATES.filter((date) => date > spec.rotationStart).map((date) => measurementOf(spec, date)),
  );

export const fakePlots: PlotListItem[] = PLOTS.map(plotOf);

export const fakeMetrics: PlotMetrics[] = measurementsOf(PLOTS);

const CLONES = ['AEC 144', 'GG 100', 'I224', 'Urocam 1277', 'AEC 224'];

/**
 * Serra Azul with as many plots as on the seeded demo (~150): 146 more on Fazenda Bom Jardim, of five
 * clones and every age. For the long tables' stories.
 */
export const manyPlots: PlotSpec[] = [
  ...PLOTS,
  ...Array.from({ length: 146 }, (_, index): PlotSpec => ({
    id: 1001 + index,
    customerId: 1,
    farm: 'Fazenda Bom Jardim',
    name: `BJA-${String(index + 1).padStart(3, '0')}`,
    clone: CLONES[index % CLONES.length] as string,
    areaHa: round(8 + ((index * 37) % 40), 2),
    rotationStart: `${2016 + (index % 9)}-${String(1 + (index % 12)).padStart(2, '0')}-15`,
    site: 0.7 + (index % 6) * 0.1,
  })),
];

/** A quarterly report whose figures differ by customer (and by quarter), so a switch shows at once. */
export function fakeQuarterlyReport(customerId: number, year: number, quarter: number): QuarterlyReport {
  const scale = customerId === 1 ? 1 : 0.5;
  const ageClasses = Array.from({ length: 8 }, (_, index) => {
    const areaHa = index % 3 === 2 ? 0 : round((120 + index * 15 + quarter) * scale, 2);
    return {
      ageClass: index === 7 ? '7+' : `${index}-${index + 1}`,
      minAgeYears: index,
      maxAgeYears: index === 7 ? null : index + 1,
      plots: areaHa > 0 ? 4 + index : 0,
      areaHa,
      stockM3cc: Math.round(areaHa * index * 38),
      cutAgeYears: areaHa > 0 ? 7 : null,
    };
  });
  const firstMonth = (quarter - 1) * 3;
  const to = new Date(Date.UTC(year, firstMonth + 3, 0)).toISOString().slice(0, 10);
  return {
    customerId,
    year,
    quarter,
    from: `${year}-${String(firstMonth + 1).padStart(2, '0')}-01`,
    to,
    ageClasses,
    totals: {
      plots: ageClasses.reduce((sum, entry) => sum + entry.plots, 0),
      areaHa: round(
        ageClasses.reduce((sum, entry) => sum + entry.areaHa, 0),
        2,
      ),
      stockM3cc: ageClasses.reduce((sum, entry) => sum + entry.stockM3cc, 0),
    },
  };
}

/** A small PDF file, as the server's report download starts. */
export const fakePdf = () =>
  new Blob(['%PDF-1.7\n% Dossel quarterly report\n%%EOF\n'], { type: 'application/pdf' });

/**
 * The calls of the screen, answered from the fixtures by the query's customer, as the API does. `extra`
 * adds or replaces routes (a failure, a stalled download); `specs` are the server's plots (e.g. `manyPlots`).
 */
export function productivityRoutes(extra: FakeRoutes = {}, specs: readonly PlotSpec[] = PLOTS): FakeRoutes {
  const customer = (query: RequestOptions['query'] = {}) => Number(query.customer_id);
  const serverPlots = specs.map(plotOf);
  const serverMetrics = measurementsOf(specs);
  return {
    [routeKey(monitoringEndpoints.plots)]: ({ query }) =>
      serverPlots.filter((plot) => plot.customerId === customer(query)),
    [routeKey(monitoringEndpoints.metrics)]: ({ query }) => {
      const plots = new Set(
        serverPlots.filter((plot) => plot.customerId === customer(query)).map((plot) => plot.id),
      );
      return serverMetrics.filter((measurement) => plots.has(measurement.plotId));
    },
    [routeKey(monitoringEndpoints.quarterly)]: ({ query = {} }) =>
      fakeQuarterlyReport(customer(query), Number(query.year), Number(query.quarter)),
    [routeKey(monitoringEndpoints.quarterlyPdf)]: () => fakePdf(),
    ...extra,
  };
}

// Fixtures of the quality screen's stories and tests: the fake server's measurements of the plots of
// `src/testing/plot-fixtures`, answered by customer and plot as the API does.
import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { PlotMetrics } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { answers, fakePlots, manyFakePlots, plotsRoute } from '../../testing/plot-fixtures';

type QualityFigures = Pick<
  PlotMetrics,
  | 'survivalPct'
  | 'damagePct'
  | 'canopyVigorIndex'
  | 'weatherImpactPct'
  | 'managementPerformancePct'
  | 'contractStatus'
>;

/** A measurement: the quality figures given, the others plausible and unused by the screen. */
function measurement(plotId: number, date: string, ageYears: number, figures: QualityFigures): PlotMetrics {
  return {
    plotId,
    date,
    ageYears,
    vtccPessimistic: 180,
    vtccLikely: 210,
    vtccOptimistic: 240,
    vtccHistoricMax: 260,
    vtccHistoricMin: 150,
    ima: 30,
    imaTcc: 35,
    ica: 38,
    currentIncrement: 36,
    basalArea: 18,
    dominantHeight: 24,
    meanHeight: 21,
    dap: 15,
    stemsPerHa: 1500,
    basicDensity: 480,
    totalVolumeWithBark: 210,
    totalVolumeWithoutBark: 185,
    commercialVolumeWithBark: 195,
    commercialVolumeWithoutBark: 170,
    ...figures,
  };
}

/**
 * Two measurements of each old plot (the screen shows the latest) and one of each young plot. SJO-001's
 * damage figure is one the screen must not show: the stand was under 2 years old.
 */
export const fakeMetrics: PlotMetrics[] = [
  measurement(11, '2025-12-31', 6.81, {
    survivalPct: 95,
    damagePct: 2,
    canopyVigorIndex: 0.8,
    weatherImpactPct: -3,
    managementPerformancePct: 99,
    contractStatus: 'active',
  }),
  measurement(11, '2026-06-30', 7.31, {
    survivalPct: 94.2,
    damagePct: 3.1,
    canopyVigorIndex: 0.812,
    weatherImpactPct: -4.5,
    managementPerformancePct: 97.3,
    contractStatus: 'active',
  }),
  measurement(12, '2026-06-30', 5.16, {
    survivalPct: 91.5,
    damagePct: 6.4,
    canopyVigorIndex: 0.705,
    weatherImpactPct: 2.1,
    managementPerformancePct: 88,
    contractStatus: 'inactive',
  }),
  measurement(14, '2026-06-30', 1.44, {
    survivalPct: 96.8,
    damagePct: 1.5,
    canopyVigorIndex: 0.64,
    weatherImpactPct: -1.2,
    managementPerformancePct: 104.5,
    contractStatus: 'active',
  }),
  measurement(15, '2026-06-30', 0.16, {
    survivalPct: 98.1,
    damagePct: null,
    canopyVigorIndex: 0.41,
    weatherImpactPct: 0.5,
    managementPerformancePct: 100,
    contractStatus: 'active',
  }),
  measurement(21, '2026-06-30', 5.91, {
    survivalPct: 89.9,
    damagePct: 8.2,
    canopyVigorIndex: 0.77,
    weatherImpactPct: -7.8,
    managementPerformancePct: 92.6,
    contractStatus: 'active',
  }),
];

/** A measurement of each of Serra Azul's ~150 plots (`manyFakePlots`), for the long table's stories. */
export const manyMetrics: PlotMetrics[] = [
  ...fakeMetrics,
  ...manyFakePlots
    .filter((plot) => !fakePlots.includes(plot))
    .map((plot, index) =>
      measurement(plot.id, '2026-06-30', Math.round((plot.ageYears - 0.41) * 100) / 100, {
        survivalPct: 85 + (index % 15),
        damagePct: (index % 9) + 0.5,
        canopyVigorIndex: 0.5 + (index % 40) / 100,
        weatherImpactPct: (index % 11) - 5,
        managementPerformancePct: 85 + (index % 25),
        contractStatus: index % 7 === 0 ? 'inactive' : 'active',
      }),
    ),
];

/** Serra Azul's ~150 plots, each with its measurement. */
export const manyPlotsQualityRoutes = () => qualityRoutes(manyMetrics, plotsRoute(manyFakePlots));

/** The calls of the quality screen over the fixtures; `extra` adds or replaces routes. */
export function qualityRoutes(
  metrics: readonly PlotMetrics[] = fakeMetrics,
  extra: FakeRoutes = {},
): FakeRoutes {
  return {
    ...plotsRoute(),
    [routeKey(monitoringEndpoints.metrics)]: ({ query }) =>
      metrics.filter((row) => answers(row.plotId, query)),
    ...extra,
  };
}

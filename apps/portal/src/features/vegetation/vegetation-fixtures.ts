// Fixtures of the vegetation screen's stories and tests: monthly NDVI and EVI of the plots of
// `reports/plot-fixtures`, answered by customer and plot as the API does.
import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { VegetationPoint } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { answers, fakePlots, plotsRoute } from '../../testing/plot-fixtures';

const MONTHS = ['2026-01-01', '2026-02-01', '2026-03-01', '2026-04-01', '2026-05-01', '2026-06-01'];
const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Six months of every plot: NDVI rises by 0.01 a month from a level of its own (0.6 + plot id / 100, so
 * SRI-001 starts at 0.71), EVI is 0.6 of NDVI.
 */
export const fakeVegetation: VegetationPoint[] = fakePlots.flatMap((plot) =>
  MONTHS.map((date, month) => {
    const ndvi = round3(0.6 + plot.id / 100 + month / 100);
    return { plotId: plot.id, date, ndvi, evi: round3(ndvi * 0.6) };
  }),
);

/** The calls of the vegetation screen over the fixtures; `extra` adds or replaces routes. */
export function vegetationRoutes(
  points: readonly VegetationPoint[] = fakeVegetation,
  extra: FakeRoutes = {},
): FakeRoutes {
  return {
    ...plotsRoute(),
    [routeKey(monitoringEndpoints.vegetation)]: ({ query }) =>
      points.filter((row) => answers(row.plotId, query)),
    ...extra,
  };
}

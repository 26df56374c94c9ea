// Fixtures of the report screens' stories and tests: a fake server's plots, answered by customer as the
// API does. Serra Azul (1) has two farms, Vale Verde (2) one.
import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import type { PlotListItem } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

function plot(
  id: number,
  customerId: number,
  farm: string,
  name: string,
  areaHa: number,
  rotationStart: string,
): PlotListItem {
  return {
    id,
    customerId,
    gloc1: farm,
    gloc2: 'Região Leste',
    gloc3: name,
    gloc4: null,
    gloc5: null,
    name,
    areaHa,
    plantingDate: rotationStart,
    seedYear: Number(rotationStart.slice(0, 4)),
    rotationStart,
    ageYears:
      Math.round(((Date.parse('2026-11-26') - Date.parse(rotationStart)) / (365.25 * 86_400_000)) * 100) /
      100,
    clone: 'AEC 144',
    spacing: '3x2',
    arrangement: 'Retangular',
    cutAgeYears: 7,
  };
}

/**
 * On São João, SJO-001 is under 2 years old at its last measurement (2026-06-30: no damage estimate)
 * and SJO-002 two months old (no management performance).
 */
export const fakePlots: PlotListItem[] = [
  plot(11, 1, 'Fazenda Santa Rita', 'SRI-001', 25.5, '2019-03-10'),
  plot(12, 1, 'Fazenda Santa Rita', 'SRI-002', 30, '2021-05-01'),
  plot(14, 1, 'Fazenda São João', 'SJO-001', 40, '2025-01-20'),
  plot(15, 1, 'Fazenda São João', 'SJO-002', 12, '2026-05-01'),
  plot(21, 2, 'Fazenda Cachoeira Escura', 'CES-001', 33, '2020-08-01'),
];

/**
 * Serra Azul with as many plots as on the seeded demo (~150): 146 more on Fazenda Bom Jardim, of every age.
 * For the long tables' stories and tests.
 */
export const manyFakePlots: PlotListItem[] = [
  ...fakePlots,
  ...Array.from({ length: 146 }, (_, index) =>
    plot(
      1001 + index,
      1,
      'Fazenda Bom Jardim',
      `BJA-${String(index + 1).padStart(3, '0')}`,
      8 + ((index * 37) % 40),
      `${2016 + (index % 9)}-${String(1 + (index % 12)).padStart(2, '0')}-10`,
    ),
  ),
];

/** The plots endpoint over `plots`, by the query's customer and farm. */
export function plotsRoute(plots: readonly PlotListItem[] = fakePlots): FakeRoutes {
  return {
    [routeKey(monitoringEndpoints.plots)]: ({ query = {} }) =>
      plots.filter(
        (item) =>
          item.customerId === Number(query.customer_id) &&
          (query.gloc1 === undefined || item.gloc1 === query.gloc1),
      ),
  };
}

/** Whether a row of the fake server answers a query's customer (and plot, when it names one). */
export function answers(plotId: number, query: Record<string, string | number | undefined> = {}): boolean {
  const owner = manyFakePlots.find((item) => item.id === plotId)?.customerId;
  return (
    owner === Number(query.customer_id) && (query.plot_id === undefined || plotId === Number(query.plot_id))
  );
}

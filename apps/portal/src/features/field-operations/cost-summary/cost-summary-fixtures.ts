// Fixtures of the cost summary's stories and tests: a few operation records of Vale Verde (the demo
// customer with service 8) and a fake summary endpoint that totals them by the API's own rule.
import type { OperationGroup } from '@dossel/api-client';
import {
  fakeCostSummaryRoute,
  fakeUser,
  type FakeCostRecord,
  type FakeRoutes,
} from '@dossel/api-client/testing';

const record = (
  data: string,
  grupo: OperationGroup,
  gloc1: string,
  area_executada: number,
  custo_total: number | null,
): FakeCostRecord => ({ data, grupo, gloc1, area_executada, custo_total });

/** The demo user on Vale Verde, the linked customer that contracts service 8. */
export const valeVerdeUser = { ...fakeUser, currentCustomerId: 2 };

/** The period the stories and tests open on: the first half of 2026 (December 2025 falls outside). */
export const FIRST_HALF = '?from=2026-01-01&to=2026-06-30';

export const fakeCostRecords: FakeCostRecord[] = [
  record('2025-12-01', 'Plantio', 'Fazenda Santa Rita', 8, 5600),
  record('2026-01-10', 'Plantio', 'Fazenda Bom Jardim', 10, 8000),
  record('2026-01-25', 'Fertilização', 'Fazenda Bom Jardim', 5, 1000),
  record('2026-02-14', 'Plantio', 'Fazenda Santa Rita', 4, 2800),
  record('2026-03-03', 'Matocompetição', 'Fazenda Santa Rita', 20, 3000),
  record('2026-03-20', 'Proteção', 'Fazenda Bom Jardim', 2, 282.5),
];

/** The summary endpoint over `records`; `extra` adds or replaces routes. */
export function costSummaryRoutes(
  records: readonly FakeCostRecord[] = fakeCostRecords,
  extra: FakeRoutes = {},
): FakeRoutes {
  return {
    ...fakeCostSummaryRoute(records),
    ...extra,
  };
}

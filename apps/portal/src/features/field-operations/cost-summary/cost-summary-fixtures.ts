// Fixtures of the cost summary's stories and tests: a few operation records of Vale Verde (the demo
// customer with service 8) and a fake `GET /register/gas/operacoes/resumo` that totals them as the API does.
import {
  costPerHectare,
  type Operation,
  type OperationGroup,
  type OperationSummary,
} from '@dossel/api-client';
import { fakeUser, type FakeRoutes } from '@dossel/api-client/testing';

/** What the summary reads of a record. */
export type CostRecord = Pick<Operation, 'data' | 'grupo' | 'gloc1' | 'area_executada' | 'custo_total'>;

const record = (
  data: string,
  grupo: OperationGroup,
  gloc1: string,
  area_executada: number,
  custo_total: number | null,
): CostRecord => ({ data, grupo, gloc1, area_executada, custo_total });

/** The demo user on Vale Verde, the linked customer that contracts service 8. */
export const valeVerdeUser = { ...fakeUser, currentCustomerId: 2 };

/** The period the stories and tests open on: the first half of 2026 (December 2025 falls outside). */
export const FIRST_HALF = '?from=2026-01-01&to=2026-06-30';

export const fakeCostRecords: CostRecord[] = [
  record('2025-12-01', 'Plantio', 'Fazenda Santa Rita', 8, 5600),
  record('2026-01-10', 'Plantio', 'Fazenda Bom Jardim', 10, 8000),
  record('2026-01-25', 'Fertilização', 'Fazenda Bom Jardim', 5, 1000),
  record('2026-02-14', 'Plantio', 'Fazenda Santa Rita', 4, 2800),
  record('2026-03-03', 'Matocompetição', 'Fazenda Santa Rita', 20, 3000),
  record('2026-03-20', 'Proteção', 'Fazenda Bom Jardim', 2, 282.5),
];

const cents = (value: number) => Math.round(value * 100) / 100;

function line(records: readonly CostRecord[]) {
  const total = cents(records.reduce((sum, r) => sum + (r.custo_total ?? 0), 0));
  const area = cents(records.reduce((sum, r) => sum + r.area_executada, 0));
  return { total, registros: records.length, area, custo_por_ha: costPerHectare(total, area) };
}

function groupBy<Key extends string>(records: readonly CostRecord[], key: (r: CostRecord) => Key) {
  const groups = new Map<Key, CostRecord[]>();
  for (const r of records) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups];
}

/** The summary of `records` for a query (`de`, `ate`, `gloc1`), as the API answers it. */
export function summarize(
  records: readonly CostRecord[],
  query: Record<string, unknown> = {},
): OperationSummary {
  const { de, ate, gloc1 } = query as { de?: string; ate?: string; gloc1?: string };
  const chosen = records.filter(
    (r) => (!de || r.data >= de) && (!ate || r.data <= ate) && (!gloc1 || r.gloc1 === gloc1),
  );
  return {
    ...line(chosen),
    por_grupo: groupBy(chosen, (r) => r.grupo)
      .map(([grupo, rows]) => ({ grupo, ...line(rows) }))
      .sort((a, b) => b.total - a.total),
    por_mes: groupBy(chosen, (r) => r.data.slice(0, 7))
      .map(([mes, rows]) => ({ mes, ...line(rows) }))
      .sort((a, b) => a.mes.localeCompare(b.mes)),
    fazendas: [...new Set(records.map((r) => r.gloc1))].sort((a, b) => a.localeCompare(b, 'pt-BR')),
  };
}

/** `GET /register/gas/operacoes/resumo` over `records`; `extra` adds or replaces routes. */
export function costSummaryRoutes(
  records: readonly CostRecord[] = fakeCostRecords,
  extra: FakeRoutes = {},
): FakeRoutes {
  return {
    'GET /register/gas/operacoes/resumo': ({ query }) => summarize(records, query),
    ...extra,
  };
}

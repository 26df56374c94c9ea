import { operationsEndpoints } from '../field-operations/operations/endpoints';
import type { Operation, OperationSummary } from '../field-operations/operations/schemas';
import { farmList, operationSummaryOf } from '../field-operations/operations/summary';
import { fakeRoute, type FakeRoutes } from './fake-api-client';

/** What the cost summary reads of an operation record. */
export type FakeCostRecord = Pick<Operation, 'data' | 'grupo' | 'gloc1' | 'area_executada' | 'custo_total'>;

/**
 * The cost summary of `records` for a query (`de`, `ate`, `gloc1`; an empty one is no filter), as the API
 * answers it: the same rule (`operationSummaryOf`), each record one sum; `fazendas` lists every record's farm.
 */
export function fakeCostSummary(
  records: readonly FakeCostRecord[],
  query: Record<string, unknown> = {},
): OperationSummary {
  const { de, ate, gloc1 } = query as { de?: string; ate?: string; gloc1?: string };
  const chosen = records.filter(
    (r) => (!de || r.data >= de) && (!ate || r.data <= ate) && (!gloc1 || r.gloc1 === gloc1),
  );
  const cells = chosen.map((r) => ({
    grupo: r.grupo,
    mes: r.data.slice(0, 7),
    total: r.custo_total ?? 0,
    registros: 1,
    area: r.area_executada,
  }));
  return operationSummaryOf(cells, farmList(records.map((r) => r.gloc1)));
}

/** A fake server's `operationsEndpoints.summary` over `records`. */
export function fakeCostSummaryRoute(records: readonly FakeCostRecord[]): FakeRoutes {
  return fakeRoute(operationsEndpoints.summary, ({ query }) => fakeCostSummary(records, query));
}

// Fixtures of the operational items' stories and tests.
import { operationalItemsEndpoints, routeKey } from '@dossel/api-client';
import type { OperationalItem, OperationalItemQuery } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { fakeRegister } from '../../../testing/fake-register';

export const OPERATIONAL_ITEMS_API = operationalItemsEndpoints.options.path;

export const fakeOperationalItems: OperationalItem[] = [
  { id: 1, item: 'Trator de pneus', unidade: 'hora', custo_atual: 180, categoria: 'Máquinário', version: 1 },
  {
    id: 2,
    item: 'Óleo diesel S10',
    unidade: 'litros',
    custo_atual: 6.19,
    categoria: 'Combustível',
    version: 1,
  },
  {
    id: 3,
    item: 'Operador de motosserra',
    unidade: 'diarias',
    custo_atual: 220.5,
    categoria: 'Hora/homem',
    version: 1,
  },
];

/**
 * The items on a fake server as the API answers them: whole rows at `/lista` for the register table,
 * `{ id, item }` at the root for selects, of one `categoria` when asked.
 */
export function fakeOperationalItemsRegister(items: readonly OperationalItem[] = fakeOperationalItems) {
  const register = fakeRegister(OPERATIONAL_ITEMS_API, items);
  const byQuery = (query: unknown) => {
    const { categoria } = (query ?? {}) as OperationalItemQuery;
    return register.rows().filter((row) => !categoria || row.categoria === categoria);
  };
  const routes: FakeRoutes = {
    ...register.routes,
    [routeKey(operationalItemsEndpoints.list)]: ({ query }) => byQuery(query),
    [routeKey(operationalItemsEndpoints.options)]: ({ query }) =>
      byQuery(query).map(({ id, item }) => ({ id, item })),
  };
  return { ...register, routes };
}

// Fixtures of the benchmarking register's stories and tests: the history, the customers it is kept for,
// and a fake server answering the list, `/filtros`, the customers and each entry's calls.
import { benchmarkingEndpoints, customersEndpoints, routeKey } from '@dossel/api-client';
import type { Benchmarking, CustomerOption } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

import { fakeRegister } from '../../../testing/fake-register';

export const fakeBenchmarkingCustomers: CustomerOption[] = [
  { label: 'Agro Cerrado', value: 3, groupId: null },
  { label: 'Florestal Vale Verde', value: 2, groupId: 1 },
  { label: 'Reflorestadora Serra Azul', value: 1, groupId: 1 },
];

export const fakeBenchmarking: Benchmarking[] = [
  {
    id: 1,
    customer_id: 1,
    customer_name: 'Reflorestadora Serra Azul',
    data: '2024-03-31',
    ima7: 38.5,
    performance: 96.25,
    impacto_clima: -4.1,
    version: 1,
  },
  {
    id: 2,
    customer_id: 1,
    customer_name: 'Reflorestadora Serra Azul',
    data: '2024-06-30',
    ima7: null,
    performance: 91,
    impacto_clima: 1.75,
    version: 1,
  },
  {
    id: 3,
    customer_id: 2,
    customer_name: 'Florestal Vale Verde',
    // Day and month alike: the row reads the same in every language's date order.
    data: '2024-01-01',
    ima7: 33.2,
    performance: 88.4,
    impacto_clima: null,
    version: 1,
  },
];

/** The customer's name, as the API joins it to an entry it saves. */
const withCustomerName = (body: unknown) => {
  const entry = body as Omit<Benchmarking, 'id' | 'customer_name'>;
  const customer = fakeBenchmarkingCustomers.find((option) => option.value === entry.customer_id);
  return { ...entry, customer_name: customer?.label ?? '' };
};

/** The history at `/register/benchmarking` on a fake server, as the API answers it. */
export function fakeBenchmarkingRegister(entries: readonly Benchmarking[] = fakeBenchmarking) {
  const register = fakeRegister(benchmarkingEndpoints.list.path, entries);
  const routes: FakeRoutes = {
    ...register.routes,
    [routeKey(benchmarkingEndpoints.filter)]: ({ query }) =>
      register
        .rows()
        .filter(
          (entry) =>
            entry.customer_id === Number(query?.customer_id) &&
            entry.data.startsWith(typeof query?.data === 'string' ? query.data : ''),
        ),
    [routeKey(customersEndpoints.options)]: () => fakeBenchmarkingCustomers,
  };
  // Writes keep the entry with its customer's name, as the API's join does; `received` keeps the body
  // as the form sent it.
  for (const call of Object.keys(register.routes)) {
    const write = register.routes[call];
    if (write && (call.startsWith('POST ') || call.startsWith('PUT '))) {
      routes[call] = (options) => {
        const saved = write({ ...options, body: withCustomerName(options.body) });
        const last = register.received.at(-1);
        if (last) last.body = options.body;
        return saved;
      };
    }
  }
  return { ...register, routes };
}

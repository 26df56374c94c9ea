// Data of the BenchmarkingTable's stories, tests and benchmark: a few customers' quarterly history, and
// a generator of as many entries as a benchmark needs.
import { benchmarkingEndpoints, customersEndpoints, routeKey } from '@dossel/api-client';
import type { Benchmarking, CustomerOption } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

export const CUSTOMER_OPTIONS_API = customersEndpoints.options.path;

export const fakeCustomerOptions: CustomerOption[] = [
  { value: 3, label: 'Agro Cerrado', groupId: null },
  { value: 2, label: 'Florestal Vale Verde', groupId: 1 },
  { value: 1, label: 'Reflorestadora Serra Azul', groupId: 1 },
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
    data: '2024-03-31',
    ima7: 33.2,
    performance: 88.4,
    impacto_clima: null,
    version: 1,
  },
  {
    id: 4,
    customer_id: 3,
    customer_name: 'Agro Cerrado',
    data: '2023-12-31',
    ima7: 29,
    performance: 102.3,
    impacto_clima: -10.5,
    version: 1,
  },
];

/**
 * `count` entries over `customers` customers, a quarter apart, with varied and some empty numbers:
 * what the 10,000-row list and the 100,000-row export are measured on.
 */
export function manyBenchmarking(count: number, customers = 40): Benchmarking[] {
  return Array.from({ length: count }, (_, index) => {
    const customer = (index % customers) + 1;
    const quarter = Math.floor(index / customers);
    const year = 2000 + Math.floor(quarter / 4);
    const month = ['03-31', '06-30', '09-30', '12-31'][quarter % 4] ?? '03-31';
    return {
      id: index + 1,
      customer_id: customer,
      customer_name: `Cliente ${String(customer).padStart(3, '0')}`,
      data: `${year}-${month}`,
      ima7: index % 17 === 0 ? null : Math.round((25 + ((index * 7) % 180) / 10) * 100) / 100,
      performance: Math.round((80 + ((index * 13) % 250) / 10) * 100) / 100,
      impacto_clima: index % 11 === 0 ? null : Math.round((((index * 31) % 160) / 10 - 12) * 100) / 100,
      version: 1,
    };
  });
}

/**
 * A fake server of the history: the list, one customer's entries through `/filtros` (narrowed by a
 * prefix of the date, as the API does) and the customers of the filter.
 */
export function benchmarkingRoutes(
  rows: readonly Benchmarking[] = fakeBenchmarking,
  customers: readonly CustomerOption[] = fakeCustomerOptions,
): FakeRoutes {
  return {
    [routeKey(benchmarkingEndpoints.list)]: () => rows,
    [routeKey(benchmarkingEndpoints.filter)]: ({ query }) =>
      rows.filter(
        (row) =>
          row.customer_id === Number(query?.customer_id) &&
          row.data.startsWith(typeof query?.data === 'string' ? query.data : ''),
      ),
    [`GET ${CUSTOMER_OPTIONS_API}`]: () => customers,
  };
}

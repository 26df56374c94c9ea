import type { BenchmarkingFilter } from '@dossel/portal-widgets';

import { readIdParam } from '../../../hooks/use-search-param';

/** The list's filter as the address holds it (`?customer=1&date=2024-03-31`). */
export function benchmarkingFilterFrom(params: URLSearchParams): BenchmarkingFilter {
  const customerId = readIdParam(params.get('customer'));
  return { customerId, data: customerId ? (params.get('date') ?? '') : '' };
}

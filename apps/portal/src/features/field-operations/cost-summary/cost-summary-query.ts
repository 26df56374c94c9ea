import { operationKeys, type OperationSummary, type OperationSummaryQuery } from '@dossel/api-client';
import type { QueryClient } from '@tanstack/react-query';

import { readPeriod } from './cost-summary-period';

/**
 * The cost summary's period, farm and query (`operationSummaryQueryOptions(api, query)`) for the
 * address (`?from=&to=&farm=`). The summary's hook and the operations route's prefetch both read them
 * here, so the prefetched summary is the one the screen asks for.
 */
export function costSummaryFilters(queryClient: QueryClient, params: URLSearchParams, now = new Date()) {
  const period = readPeriod(params.get('from'), params.get('to'), now);
  const farm = knownFarm(queryClient, params.get('farm'));
  const query: OperationSummaryQuery = { de: period.from, ate: period.to, ...(farm && { gloc1: farm }) };
  return { period, farm, query };
}

/**
 * The farm of the address if the customer's records name it. Every summary lists all the farms whatever
 * its filters, so any answer already held tells; before the first one the address is trusted, and once
 * it answers an unknown farm gives way to all farms.
 */
function knownFarm(queryClient: QueryClient, farm: string | null): string | null {
  if (farm === null) return null;
  const answered = queryClient
    .getQueriesData<OperationSummary>({ queryKey: operationKeys.summary() })
    .find(([, data]) => data !== undefined)?.[1];
  return answered === undefined || answered.fazendas.includes(farm) ? farm : null;
}

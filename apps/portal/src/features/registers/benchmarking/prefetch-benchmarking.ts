import { createRegistersApi, createUsersApi, customerSelectOptions, type Request } from '@dossel/api-client';
import { benchmarkingRowsOptions } from '@dossel/portal-widgets';
import type { QueryClient } from '@tanstack/react-query';

import { benchmarkingFilterFrom } from './benchmarking-filter';

/**
 * Starts the queries `/benchmarking` runs on its first render (the filtered history and the customers
 * to filter by), for a route loader to call with the screen's code (issue 13), on the app's client
 * (`request`). Nothing is awaited.
 */
export function prefetchBenchmarking(queryClient: QueryClient, url: URL, request: Request): void {
  const registersApi = { registers: createRegistersApi(request), users: createUsersApi(request) };
  void queryClient.prefetchQuery(
    benchmarkingRowsOptions(registersApi, benchmarkingFilterFrom(url.searchParams)),
  );
  void queryClient.prefetchQuery(customerSelectOptions(registersApi));
}

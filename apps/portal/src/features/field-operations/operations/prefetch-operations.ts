import { operationSummaryQueryOptions, operationsQueryOptions } from '@dossel/api-client';

import type { ScreenPrefetch } from '../../../lib/screen-prefetch';
import { fieldOperationsPrefetchApi } from '../api/field-operations-api';
import { costSummaryFilters } from '../cost-summary/cost-summary-query';
import { operationQueryFrom } from './operation-query';

/**
 * Starts the queries `/operations` runs on its first render, for a route loader to call with the
 * screen's code (issue 13): the page of records its address asks for (`?de=&ate=&grupo=&page=`) and the
 * cost summary under it for its period and farm (`?from=&to=&farm=`), both at once, read from the
 * address as the screen reads it. Nothing when the customer lacks service 8; nothing is awaited.
 */
export const prefetchOperations: ScreenPrefetch = (queryClient, request, url, session) => {
  const api = fieldOperationsPrefetchApi(request, session);
  if (api === null) return;
  void queryClient.prefetchQuery(operationsQueryOptions(api, operationQueryFrom(url.searchParams)));
  // The summary shows for a current customer, which service 8 already implies.
  const { query } = costSummaryFilters(queryClient, url.searchParams);
  void queryClient.prefetchQuery(operationSummaryQueryOptions(api, query));
};

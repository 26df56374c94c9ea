import { createMonitoringApi, hasService, PRODUCTIVITY_SERVICE_ID } from '@dossel/api-client';

import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import { lastClosedQuarter } from '../../lib/quarters';
import { isQuarterlyTab, readProductivityAddress } from './hooks/use-productivity-params';
import { productivityQueries } from './lib/productivity-queries';

/**
 * Starts the queries `/productivity` runs on its first render (issue 13): the tab in the address shows
 * either the quarterly report of the period in the address (wood stock, quarterly report), or the plots
 * and their measurements (the other tabs). Only the open tab renders, so only its data is asked. Nothing
 * when the current customer lacks the productivity service: the screen then only says so, and the API
 * would refuse. Nothing is awaited.
 */
export const prefetchProductivity: ScreenPrefetch = (
  queryClient,
  request,
  url,
  { user, currentCustomer },
) => {
  if (currentCustomer === null || !hasService(user, currentCustomer, PRODUCTIVITY_SERVICE_ID)) return;
  const api = { monitoring: createMonitoringApi(request) };
  const { tab, period } = readProductivityAddress(url.searchParams, lastClosedQuarter(new Date()));
  if (isQuarterlyTab(tab)) {
    void queryClient.prefetchQuery(productivityQueries.quarterlyReport(api, currentCustomer, period));
    return;
  }
  const { plots, metrics } = productivityQueries.stands(api, currentCustomer);
  void queryClient.prefetchQuery(plots);
  void queryClient.prefetchQuery(metrics);
};

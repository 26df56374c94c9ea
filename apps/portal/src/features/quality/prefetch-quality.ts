import { createMonitoringApi, hasService, QUALITY_SERVICE_ID } from '@dossel/api-client';

import type { ScreenPrefetch } from '../../lib/screen-prefetch';
import { qualityQueries } from './quality-queries';

/**
 * Starts the queries `/quality` runs on its first render (issue 13): the customer's plots and their
 * measurements, at once. The farm in the address only filters their rows, so it asks for nothing more.
 * Nothing when the current customer lacks the quality service: the screen then only says so, and the
 * API would refuse. Nothing is awaited.
 */
export const prefetchQuality: ScreenPrefetch = (queryClient, request, _url, { user, currentCustomer }) => {
  if (currentCustomer === null || !hasService(user, currentCustomer, QUALITY_SERVICE_ID)) return;
  const { plots, metrics } = qualityQueries({ monitoring: createMonitoringApi(request) }, currentCustomer);
  void queryClient.prefetchQuery(plots);
  void queryClient.prefetchQuery(metrics);
};

import {
  createMonitoringApi,
  monitoringSummaryQueryOptions,
  plotMetricsQueryOptions,
  quarterlyReportQueryOptions,
  weatherRecentQueryOptions,
  type Request,
  type User,
} from '@dossel/api-client';
import type { QueryClient } from '@tanstack/react-query';

import { hasPlotMetrics, hasQuarterlyReport } from './home-services';
import { lastClosedQuarter } from '../../lib/quarters';

/**
 * Starts the queries home runs on its first render for the current customer — the IMA card's metrics,
 * the rain cards', both alert summaries and the last quarter's report, each only where the customer has
 * the service — for a route loader to call with the screen's code (issue 13), on the client the screen
 * renders with (`request`). Nothing is awaited.
 */
export function prefetchHome(
  queryClient: QueryClient,
  request: Request,
  user: User,
  customerId: number,
  today = new Date(),
): void {
  const api = { monitoring: createMonitoringApi(request) };
  const customer = { customer_id: customerId };
  if (hasPlotMetrics(user, customerId))
    void queryClient.prefetchQuery(plotMetricsQueryOptions(api, customer));
  void queryClient.prefetchQuery(weatherRecentQueryOptions(api, customer));
  for (const kind of ['weeds', 'anomalies'] as const) {
    void queryClient.prefetchQuery(monitoringSummaryQueryOptions(api, kind, customer));
  }
  if (hasQuarterlyReport(user, customerId)) {
    void queryClient.prefetchQuery(
      quarterlyReportQueryOptions(api, { ...customer, ...lastClosedQuarter(today) }),
    );
  }
}

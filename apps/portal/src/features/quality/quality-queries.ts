import { plotListQueryOptions, plotMetricsQueryOptions, type MonitoringApi } from '@dossel/api-client';

/**
 * The queries of the quality screen, for its report and its route's prefetch alike: one place for their
 * keys, so the prefetch fills exactly what the report reads. The farm filter only picks rows: it is in
 * neither.
 */
export function qualityQueries(api: { monitoring: MonitoringApi }, customerId: number) {
  return {
    plots: plotListQueryOptions(api, { customer_id: customerId }),
    metrics: plotMetricsQueryOptions(api, { customer_id: customerId }),
  };
}

import {
  plotListQueryOptions,
  plotMetricsQueryOptions,
  quarterlyReportQueryOptions,
  type MonitoringApi,
} from '@dossel/api-client';

import type { CalendarQuarter } from '../../../lib/quarters';

type Api = { monitoring: MonitoringApi };

/**
 * The queries of the screen, for its components and its route's prefetch alike: one place for their
 * keys, so the prefetch fills exactly what the tabs read.
 */
export const productivityQueries = {
  /** The customer's plots and every measurement of them: the tabs other than the quarterly ones. */
  stands: (api: Api, customerId: number) => ({
    plots: plotListQueryOptions(api, { customer_id: customerId }),
    metrics: plotMetricsQueryOptions(api, { customer_id: customerId }),
  }),
  /** The quarterly report of a period: wood stock and the quarterly report tabs. */
  quarterlyReport: (api: Api, customerId: number, period: CalendarQuarter) =>
    quarterlyReportQueryOptions(api, { customer_id: customerId, ...period }),
};

import { soilQueryOptions, type MonitoringApi } from '@dossel/api-client';

/**
 * The one query of the soil and relief screen, for its report and its route's prefetch alike: one place
 * for its key, so the prefetch fills exactly what the report reads. The farm filter only picks rows.
 */
export function soilReliefQuery(api: { monitoring: MonitoringApi }, customerId: number) {
  return soilQueryOptions(api, { customer_id: customerId });
}

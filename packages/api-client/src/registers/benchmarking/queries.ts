import type { BenchmarkingApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { registers: { benchmarking: BenchmarkingApi } };

/** Query keys of the benchmarking history: resource → operation → params. */
export const benchmarkingKeys = {
  all: ['benchmarking'] as const,
  list: () => [...benchmarkingKeys.all, 'list'] as const,
  filter: (customerId: number | null, data?: string) =>
    [...benchmarkingKeys.all, 'filter', { customer_id: customerId, data: data ?? '' }] as const,
  detail: (id: number) => [...benchmarkingKeys.all, 'detail', id] as const,
};

export function benchmarkingListOptions(api: Api) {
  return queryOptions({
    queryKey: benchmarkingKeys.list(),
    queryFn: () => api.registers.benchmarking.list(),
  });
}

/** Spec section 7: enabled only when a customer is chosen (not null and not -1). */
export function benchmarkingFilterOptions(api: Api, customerId: number | null, data?: string) {
  return queryOptions({
    queryKey: benchmarkingKeys.filter(customerId, data),
    queryFn: () => api.registers.benchmarking.filter({ customer_id: customerId ?? 0, data }),
    enabled: customerId !== null && customerId !== -1,
  });
}

export function benchmarkingOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: benchmarkingKeys.detail(id),
    queryFn: () => api.registers.benchmarking.get(id),
  });
}

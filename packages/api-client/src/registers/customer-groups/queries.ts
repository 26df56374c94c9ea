import type { CustomerGroupsApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { registers: { customerGroups: CustomerGroupsApi } };

/** Query keys of customer groups: resource → operation → params. */
export const customerGroupKeys = {
  all: ['customerGroups'] as const,
  list: () => [...customerGroupKeys.all, 'list'] as const,
  detail: (id: number) => [...customerGroupKeys.all, 'detail', id] as const,
};

export function customerGroupListOptions(api: Api) {
  return queryOptions({
    queryKey: customerGroupKeys.list(),
    queryFn: () => api.registers.customerGroups.list(),
  });
}

export function customerGroupOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: customerGroupKeys.detail(id),
    queryFn: () => api.registers.customerGroups.get(id),
  });
}

import type { CustomersApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { registers: { customers: CustomersApi } };

/** Query keys of customers: resource → operation → params. */
export const customerKeys = {
  all: ['customers'] as const,
  list: () => [...customerKeys.all, 'list', { order: 'name' }] as const,
  options: () => [...customerKeys.all, 'options'] as const,
  byGroup: (groupId: number) => [...customerKeys.all, 'byGroup', groupId] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
  woodPrices: (id: number) => [...customerKeys.all, 'woodPrices', id] as const,
};

export function customerListOptions(api: Api) {
  return queryOptions({ queryKey: customerKeys.list(), queryFn: () => api.registers.customers.list() });
}

/** Customers as select options (`{ label, value, groupId }`, sorted by label). */
export function customerSelectOptions(api: Api) {
  return queryOptions({ queryKey: customerKeys.options(), queryFn: () => api.registers.customers.options() });
}

export function customersByGroupOptions(api: Api, groupId: number) {
  return queryOptions({
    queryKey: customerKeys.byGroup(groupId),
    queryFn: () => api.registers.customers.byGroup(groupId),
  });
}

export function customerOptions(api: Api, id: number) {
  return queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => api.registers.customers.get(id) });
}

/** The customer's wood prices, the newest first. */
export function customerWoodPricesOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: customerKeys.woodPrices(id),
    queryFn: () => api.registers.customers.woodPrices(id),
  });
}

import type { SuppliesApi } from './api';
import type { SupplyQuery } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { fieldOperations: { supplies: SuppliesApi } };

/** Query keys of supplies: resource → operation → params. Invalidate `all` after a write. */
export const supplyKeys = {
  all: ['supplies'] as const,
  list: (query: SupplyQuery = {}) => [...supplyKeys.all, 'list', query] as const,
  detail: (id: number) => [...supplyKeys.all, 'detail', id] as const,
};

export function suppliesQueryOptions(api: Api, query: SupplyQuery = {}) {
  return queryOptions({
    queryKey: supplyKeys.list(query),
    queryFn: () => api.fieldOperations.supplies.list(query),
  });
}

export function supplyQueryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: supplyKeys.detail(id),
    queryFn: () => api.fieldOperations.supplies.get(id),
  });
}

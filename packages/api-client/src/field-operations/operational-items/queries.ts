import type { OperationalItemsApi } from './api';
import type { OperationalItemQuery } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { fieldOperations: { operationalItems: OperationalItemsApi } };

/** Query keys of operational items: resource → operation → params. Invalidate `all` after a write. */
export const operationalItemKeys = {
  all: ['operational-items'] as const,
  options: (query: OperationalItemQuery = {}) => [...operationalItemKeys.all, 'options', query] as const,
  list: (query: OperationalItemQuery = {}) => [...operationalItemKeys.all, 'list', query] as const,
  detail: (id: number) => [...operationalItemKeys.all, 'detail', id] as const,
};

export function operationalItemOptionsQueryOptions(api: Api, query: OperationalItemQuery = {}) {
  return queryOptions({
    queryKey: operationalItemKeys.options(query),
    queryFn: () => api.fieldOperations.operationalItems.options(query),
  });
}

export function operationalItemsQueryOptions(api: Api, query: OperationalItemQuery = {}) {
  return queryOptions({
    queryKey: operationalItemKeys.list(query),
    queryFn: () => api.fieldOperations.operationalItems.list(query),
  });
}

export function operationalItemQueryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: operationalItemKeys.detail(id),
    queryFn: () => api.fieldOperations.operationalItems.get(id),
  });
}

import type { OperationsApi } from './api';
import type { OperationQuery, OperationSummaryQuery } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { fieldOperations: { operations: OperationsApi } };

/** Query keys of operation records: resource → operation → params. Invalidate `all` after a write. */
export const operationKeys = {
  all: ['operations'] as const,
  list: (query: OperationQuery = {}) => [...operationKeys.all, 'list', query] as const,
  summary: (query: OperationSummaryQuery = {}) => [...operationKeys.all, 'summary', query] as const,
  detail: (id: number) => [...operationKeys.all, 'detail', id] as const,
};

export function operationsQueryOptions(api: Api, query: OperationQuery = {}) {
  return queryOptions({
    queryKey: operationKeys.list(query),
    queryFn: () => api.fieldOperations.operations.list(query),
  });
}

export function operationSummaryQueryOptions(api: Api, query: OperationSummaryQuery = {}) {
  return queryOptions({
    queryKey: operationKeys.summary(query),
    queryFn: () => api.fieldOperations.operations.summary(query),
  });
}

export function operationQueryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: operationKeys.detail(id),
    queryFn: () => api.fieldOperations.operations.get(id),
  });
}

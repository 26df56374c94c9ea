import type { DocumentsApi } from './api';
import type { DocumentListQuery } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { registers: { documents: DocumentsApi } };

/** Query keys of documents: resource → operation → params. */
export const documentKeys = {
  all: ['documents'] as const,
  list: (query: DocumentListQuery = {}) => [...documentKeys.all, 'list', query] as const,
  detail: (id: number) => [...documentKeys.all, 'detail', id] as const,
  limits: () => [...documentKeys.all, 'limits'] as const,
};

export function documentListOptions(api: Api, query: DocumentListQuery = {}) {
  return queryOptions({
    queryKey: documentKeys.list(query),
    queryFn: () => api.registers.documents.list(query),
  });
}

export function documentOptions(api: Api, id: number) {
  return queryOptions({ queryKey: documentKeys.detail(id), queryFn: () => api.registers.documents.get(id) });
}

/** The server's upload limits (its configuration), shown by the upload form. */
export function documentLimitsOptions(api: Api) {
  return queryOptions({ queryKey: documentKeys.limits(), queryFn: () => api.registers.documents.limits() });
}

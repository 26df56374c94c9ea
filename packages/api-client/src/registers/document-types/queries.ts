import type { DocumentTypesApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { registers: { documentTypes: DocumentTypesApi } };

/** Query keys of document types and the upload form's lookups: resource → operation → params. */
export const documentTypeKeys = {
  all: ['documentTypes'] as const,
  list: () => [...documentTypeKeys.all, 'list'] as const,
  detail: (id: number) => [...documentTypeKeys.all, 'detail', id] as const,
  categories: () => ['documentCategories', 'list'] as const,
  subjects: () => ['documentSubjects', 'list'] as const,
};

export function documentTypeListOptions(api: Api) {
  return queryOptions({
    queryKey: documentTypeKeys.list(),
    queryFn: () => api.registers.documentTypes.list(),
  });
}

export function documentTypeOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: documentTypeKeys.detail(id),
    queryFn: () => api.registers.documentTypes.get(id),
  });
}

export function documentCategoryListOptions(api: Api) {
  return queryOptions({
    queryKey: documentTypeKeys.categories(),
    queryFn: () => api.registers.documentTypes.categories(),
  });
}

export function documentSubjectListOptions(api: Api) {
  return queryOptions({
    queryKey: documentTypeKeys.subjects(),
    queryFn: () => api.registers.documentTypes.subjects(),
  });
}

import type { ImportsApi } from './api';
import { UNFINISHED_IMPORT_STATUSES, type Import, type ImportListQuery } from './schemas';
import { queryOptions } from '../query-options';

type Api = { registers: { imports: ImportsApi } };

/** Query keys of imports: resource → operation → params. */
export const importKeys = {
  all: ['imports'] as const,
  list: (query: ImportListQuery = {}) => [...importKeys.all, 'list', query] as const,
  detail: (id: number) => [...importKeys.all, 'detail', id] as const,
  problems: (id: number) => [...importKeys.all, 'problems', id] as const,
  preview: (id: number) => [...importKeys.all, 'preview', id] as const,
};

/** How often an import still under way is read again, in ms. */
export const IMPORTS_REFRESH_MS = 2000;

const underWay = (imports: readonly Import[] | undefined) =>
  imports?.some((item) => UNFINISHED_IMPORT_STATUSES.includes(item.status)) ?? false;

/** The newest imports, read again every `IMPORTS_REFRESH_MS` while one is under way. */
export function importListOptions(api: Api, query: ImportListQuery = {}) {
  return queryOptions({
    queryKey: importKeys.list(query),
    queryFn: () => api.registers.imports.list(query),
    staleTime: 0,
    refetchInterval: (state: { state: { data?: Import[] } }) =>
      underWay(state.state.data) ? IMPORTS_REFRESH_MS : false,
  });
}

/** One import, read again every `IMPORTS_REFRESH_MS` while it is queued, read or published. */
export function importOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: importKeys.detail(id),
    queryFn: () => api.registers.imports.get(id),
    staleTime: 0,
    refetchInterval: (state: { state: { data?: Import } }) =>
      underWay(state.state.data ? [state.state.data] : undefined) ? IMPORTS_REFRESH_MS : false,
  });
}

/**
 * An import's problems and preview change when its file is read again (a new mapping): they are read
 * whenever shown and not kept once no screen shows them.
 */
const readEachTime = { staleTime: 0, gcTime: 0 } as const;

export function importProblemsOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: importKeys.problems(id),
    queryFn: () => api.registers.imports.problems(id),
    ...readEachTime,
  });
}

export function importPreviewOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: importKeys.preview(id),
    queryFn: () => api.registers.imports.preview(id),
    ...readEachTime,
  });
}

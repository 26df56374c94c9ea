import type { DocumentListQuery } from '@dossel/api-client';
import { useSearchParams } from 'react-router';

/** The filters and the query parameter each one is kept in, so a reload or a shared link keeps them. */
export const FILTER_PARAMS = {
  documentTypeId: 'type',
  documentCategoryId: 'category',
  documentSubjectId: 'subject',
} as const;
export type FilterName = keyof typeof FILTER_PARAMS;
export type DocumentFilters = Partial<Record<FilterName, number>>;

function readId(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The filters an address names (the screen's, and its route's prefetch's): only valid ids. */
export function readDocumentFilters(params: URLSearchParams): DocumentFilters {
  const filters: DocumentFilters = {};
  for (const [name, param] of Object.entries(FILTER_PARAMS) as [FilterName, string][]) {
    const id = readId(params.get(param));
    if (id !== undefined) filters[name] = id;
  }
  return filters;
}

/** The screen's filters, read from and written to the URL's query. */
export function useDocumentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = readDocumentFilters(params);
  const setFilter = (name: FilterName, id: number | undefined) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id === undefined) next.delete(FILTER_PARAMS[name]);
        else next.set(FILTER_PARAMS[name], String(id));
        return next;
      },
      { replace: true },
    );
  };
  return { filters: filters satisfies DocumentListQuery, setFilter };
}

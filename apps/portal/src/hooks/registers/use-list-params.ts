import type { DataTableSort } from '@dossel/ui-kit';

import { useState } from 'react';

import { useSearchParamsUpdate } from '../use-search-param';

/** A table's page, sort and search, and how to change them (DataTable's controlled props). */
export interface ListParams {
  page: number;
  sort: DataTableSort;
  search: string;
  setPage: (next: number) => void;
  setSort: (next: DataTableSort) => void;
  setSearch: (next: string) => void;
}

/** `name:asc` → the sort it names; anything else → null. */
export function parseSort(value: string | null): DataTableSort | null {
  const match = /^([\w.-]+):(asc|desc)$/.exec(value ?? '');
  return match?.[1] && (match[2] === 'asc' || match[2] === 'desc')
    ? { column: match[1], direction: match[2] }
    : null;
}

/**
 * A list's page, sort and search kept in the address (`?page=2&sort=name:desc&q=norte`), so a reload, a
 * shared link and Back after a form land on the same view. A new sort or search starts at page 1.
 */
export function useListParams(defaultSort: DataTableSort): ListParams {
  const [params, update] = useSearchParamsUpdate();
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: parseSort(params.get('sort')) ?? defaultSort,
    search: params.get('q') ?? '',
    setPage: (next: number) => update({ page: next > 1 ? String(next) : null }),
    setSort: (next: DataTableSort) => update({ sort: `${next.column}:${next.direction}`, page: null }),
    setSearch: (next: string) => update({ q: next, page: null }),
  };
}

/**
 * The same for a table inside a page (an import's problems, its preview): kept while it shows, not in the
 * address, which belongs to the page.
 */
export function useLocalListParams(defaultSort: DataTableSort): ListParams {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<DataTableSort>(defaultSort);
  const [search, setSearch] = useState('');
  return { page, sort, search, setPage, setSort, setSearch };
}

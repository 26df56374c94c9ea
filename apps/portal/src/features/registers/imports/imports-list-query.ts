import {
  importListOptions,
  IMPORTS_REFRESH_MS,
  type ImportListQuery,
  type ImportsApi,
} from '@dossel/api-client';

import { readIdParam } from '../../../hooks/use-search-param';

/** The address's query parameter that keeps the customer filter (`?customer=2`), so a link shows the same list. */
export const CUSTOMER_PARAM = 'customer';

/** The list's query for an address: one customer's imports, or everyone's. */
export function importListQuery(params: URLSearchParams): ImportListQuery {
  const customerId = readIdParam(params.get(CUSTOMER_PARAM));
  return customerId === null ? {} : { customer_id: customerId };
}

/**
 * The list's query as the page and its route's prefetch ask it: the contract's (read again every 2 s while
 * an import is under way), fresh for those 2 s, so the prefetch started with the page's code is not asked
 * again as the page mounts.
 */
export function importsPageListOptions(api: { registers: { imports: ImportsApi } }, params: URLSearchParams) {
  return { ...importListOptions(api, importListQuery(params)), staleTime: IMPORTS_REFRESH_MS };
}

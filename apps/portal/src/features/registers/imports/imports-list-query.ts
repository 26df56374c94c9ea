import type { ImportListQuery } from '@dossel/api-client';

import { readIdParam } from '../../reports/hooks/use-search-param';

/** The address's query parameter that keeps the customer filter (`?customer=2`), so a link shows the same list. */
export const CUSTOMER_PARAM = 'customer';

/** The list's query for an address: one customer's imports, or everyone's. */
export function importListQuery(params: URLSearchParams): ImportListQuery {
  const customerId = readIdParam(params.get(CUSTOMER_PARAM));
  return customerId === null ? {} : { customer_id: customerId };
}

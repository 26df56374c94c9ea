import { OPERATION_GROUPS, type OperationGroup, type OperationQuery } from '@dossel/api-client';

import { readIdParam } from '../../../hooks/use-search-param';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateParam = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

const groupParam = (value: string | null): OperationGroup | undefined =>
  OPERATION_GROUPS.find((group) => group === value);

/**
 * The operations list's query read from the address (`?de=2025-01-01&ate=2025-03-31&grupo=Plantio&page=2`):
 * what the address says wrongly is left out. The list's hook and the route's prefetch both read it here,
 * so the prefetched list is the one the screen asks for.
 */
export function operationQueryFrom(params: URLSearchParams): OperationQuery {
  const de = dateParam(params.get('de'));
  const ate = dateParam(params.get('ate'));
  const grupo = groupParam(params.get('grupo'));
  // Only what is set: the query is the list's cache key and the request's query string.
  return {
    ...(de && { de }),
    ...(ate && { ate }),
    ...(grupo && { grupo }),
    page: readIdParam(params.get('page')) ?? 1,
  };
}

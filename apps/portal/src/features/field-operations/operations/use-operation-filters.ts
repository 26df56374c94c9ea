import { OPERATION_GROUPS, type OperationGroup, type OperationQuery } from '@dossel/api-client';

import { readIdParam, useSearchParamsUpdate } from '../../reports/hooks/use-search-param';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const dateParam = (value: string | null) => (value && ISO_DATE.test(value) ? value : undefined);

const groupParam = (value: string | null): OperationGroup | undefined =>
  OPERATION_GROUPS.find((group) => group === value);

/**
 * The operations list's page and filters kept in the address (`?de=2025-01-01&ate=2025-03-31&grupo=Plantio
 * &page=2`), so a reload, a shared link and Back after a form show the same page. A new filter starts at
 * page 1; what the address says wrongly is left out.
 */
export function useOperationFilters() {
  const [params, update] = useSearchParamsUpdate();
  const de = dateParam(params.get('de'));
  const ate = dateParam(params.get('ate'));
  const grupo = groupParam(params.get('grupo'));
  // Only what is set: the query is the list's cache key and the request's query string.
  const query: OperationQuery = {
    ...(de && { de }),
    ...(ate && { ate }),
    ...(grupo && { grupo }),
    page: readIdParam(params.get('page')) ?? 1,
  };
  return {
    query,
    setFilter: (name: 'de' | 'ate' | 'grupo', value: string) => update({ [name]: value, page: null }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
  };
}

import { useSearchParamsUpdate } from '../../../hooks/use-search-param';
import { operationQueryFrom } from './operation-query';

/**
 * The operations list's page and filters kept in the address (`?de=2025-01-01&ate=2025-03-31&grupo=Plantio
 * &page=2`), so a reload, a shared link and Back after a form show the same page. A new filter starts at
 * page 1; what the address says wrongly is left out.
 */
export function useOperationFilters() {
  const [params, update] = useSearchParamsUpdate();
  return {
    query: operationQueryFrom(params),
    setFilter: (name: 'de' | 'ate' | 'grupo', value: string) => update({ [name]: value, page: null }),
    setPage: (page: number) => update({ page: page > 1 ? String(page) : null }),
  };
}

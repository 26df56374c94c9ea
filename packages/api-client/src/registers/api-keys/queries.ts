import type { ApiKeysApi } from './api';
import { queryOptions } from '../../query-options';

type Api = { registers: { apiKeys: ApiKeysApi } };

/** Query keys of the API keys: resource → operation. */
export const apiKeyKeys = {
  all: ['apiKeys'] as const,
  list: () => [...apiKeyKeys.all, 'list'] as const,
};

/** The keys, read whenever the list is shown (a script may have just used one). */
export function apiKeyListOptions(api: Api) {
  return queryOptions({
    queryKey: apiKeyKeys.list(),
    queryFn: () => api.registers.apiKeys.list(),
    staleTime: 0,
  });
}

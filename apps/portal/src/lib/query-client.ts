import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

import { holdServerData } from './server-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: data stays fresh and cached for 24 hours, with no refetch on window focus. */
export const queryDefaults = {
  queries: { staleTime: DAY_MS, gcTime: DAY_MS, refetchOnWindowFocus: false },
} satisfies DefaultOptions;

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryDefaults.queries, ...overrides.queries },
      mutations: { ...overrides.mutations },
    },
  });
}

export const queryClient = createQueryClient();
holdServerData(queryClient);

import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

import type { ServerData } from './server-data';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Spec section 9: data stays fresh and cached for 24 hours, with no refetch on window focus. */
const queryDefaults = {
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

/** The app's query client: the one its server data holds, made on the first call. */
export function queryClientOf(data: ServerData): QueryClient {
  data.client ??= createQueryClient();
  return data.client;
}

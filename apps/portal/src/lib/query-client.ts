import { onlineManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';

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

/**
 * The app's query client: the one its server data holds, made on the first call. TanStack assumes a
 * network until the browser's `offline` event says otherwise, which a page opened offline (the installed
 * app in the field, decision 028) never gets: told at once, its queries wait for the connection (and run
 * by themselves when it returns) instead of failing after their retries.
 */
export function queryClientOf(data: ServerData): QueryClient {
  if (!data.client) onlineManager.setOnline(navigator.onLine);
  data.client ??= createQueryClient();
  return data.client;
}

import { hydrate, onlineManager, QueryClient, type DefaultOptions } from '@tanstack/react-query';

import { takePaintedState } from './painted-screen-data';
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
 * by themselves when it returns) instead of failing after their retries. A screen the server painted
 * (app/first-screens/painted-screen.ts) hands over the answers it was drawn from: the app draws the same.
 */
export function queryClientOf(data: ServerData): QueryClient {
  if (data.client) return data.client;
  onlineManager.setOnline(navigator.onLine);
  data.client = createQueryClient();
  const painted = takePaintedState();
  if (painted) hydrate(data.client, painted);
  return data.client;
}

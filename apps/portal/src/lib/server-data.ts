import type { QueryClient } from '@tanstack/react-query';
import { createContext, use } from 'react';

import { dropPaintedState } from './painted-screen-data';

/**
 * The app's server data: its query client, made the first time a signed-in screen needs it. The query
 * client loads with the signed-in screens, not with the sign-in page (its budget), so this holder imports
 * TanStack Query's types only; lib/query-client.ts fills it (`queryClientOf`).
 */
export interface ServerData {
  client: QueryClient | null;
}

/** An empty holder (the app's), or one with a client already made (a test's, a story's). */
export function createServerData(client: QueryClient | null = null): ServerData {
  return { client };
}

/**
 * Drops every cached server answer, e.g. on logout. Before the query client has loaded there is nothing to
 * drop, and a visitor who never signed in (the start-up check logs them out) never downloads it.
 */
export function clearServerData(data: ServerData): void {
  data.client?.clear();
  // A painted screen's answers waiting for the cache are the same user's: the next must not get them.
  dropPaintedState();
}

/** The app's server data, given by AppProvider (app/provider.tsx). */
export const ServerDataContext = createContext<ServerData | null>(null);

export function useServerData(): ServerData {
  const data = use(ServerDataContext);
  if (!data) throw new Error('useServerData needs AppProvider (app/provider.tsx) above it');
  return data;
}

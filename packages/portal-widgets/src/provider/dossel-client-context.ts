import type { ApiClient } from '@dossel/api-client';
import { createContext, use } from 'react';

export const DosselClientContext = createContext<ApiClient | null>(null);

/** The api client given to the nearest DosselProvider; widgets call the API only through it. */
export function useDosselClient(): ApiClient {
  const client = use(DosselClientContext);
  if (!client) throw new Error('useDosselClient must be called inside a <DosselProvider client={...}>.');
  return client;
}

import type { CoreClient } from '@dossel/api-client';
import { createContext, use } from 'react';

export const DosselClientContext = createContext<CoreClient | null>(null);

/** The api client given to the nearest DosselProvider; widgets call the API only through it. */
export function useDosselClient(): CoreClient {
  const client = use(DosselClientContext);
  if (!client) throw new Error('useDosselClient must be called inside a <DosselProvider client={...}>.');
  return client;
}

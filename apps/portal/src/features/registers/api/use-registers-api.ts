import { createRegistersApi, createUsersApi } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useMemo } from 'react';

/**
 * The registers' calls (and the users register's), built on the provider's client where the register screens load (decision 004):
 * the sign-in page carries none of their schemas.
 */
export function useRegistersApi() {
  const client = useDosselClient();
  return useMemo(
    () => ({ registers: createRegistersApi(client.request), users: createUsersApi(client.request) }),
    [client],
  );
}
export type RegistersScreenApi = ReturnType<typeof useRegistersApi>;

import { createFieldOperationsApi } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useMemo } from 'react';

/**
 * The field-operations calls (`api.fieldOperations.*`), built on the provider's client where these
 * screens load (decision 004): no other page carries their schemas.
 */
export function useFieldOperationsApi() {
  const client = useDosselClient();
  return useMemo(() => ({ fieldOperations: createFieldOperationsApi(client.request) }), [client]);
}
export type FieldOperationsScreenApi = ReturnType<typeof useFieldOperationsApi>;

import { useDosselClient } from '@dossel/portal-widgets';
import { useMemo } from 'react';

import { fieldOperationsApiOn } from './field-operations-api';

export type { FieldOperationsScreenApi } from './field-operations-api';

/**
 * The field-operations calls (`api.fieldOperations.*`), built on the provider's client where these
 * screens load (decision 004): no other page carries their schemas.
 */
export function useFieldOperationsApi() {
  const client = useDosselClient();
  return useMemo(() => fieldOperationsApiOn(client.request), [client]);
}

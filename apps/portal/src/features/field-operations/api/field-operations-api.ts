import { createFieldOperationsApi, type Request } from '@dossel/api-client';

import type { ScreenSession } from '../../../lib/screen-prefetch';
import { canReach } from '../../../lib/session/access-rules';

/**
 * The field-operations calls (`api.fieldOperations.*`) on a client: the screens' hook builds them on the
 * provider's client, a route loader's prefetch on the client the screen renders with, so both pass the
 * same object to api-client's option factories.
 */
export function fieldOperationsApiOn(request: Request) {
  return { fieldOperations: createFieldOperationsApi(request) };
}
export type FieldOperationsScreenApi = ReturnType<typeof fieldOperationsApiOn>;

/**
 * The calls a prefetch may make for `session`, or null when its current customer lacks service 8: the
 * route then shows 'Serviço não contratado' without asking, and the API would refuse (by the router's and
 * menu's own rule, `canReach`, so the two cannot disagree).
 */
export function fieldOperationsPrefetchApi(
  request: Request,
  { user, currentCustomer }: ScreenSession,
): FieldOperationsScreenApi | null {
  return canReach('fieldOperations', user, currentCustomer) ? fieldOperationsApiOn(request) : null;
}

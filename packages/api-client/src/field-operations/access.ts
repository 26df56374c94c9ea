import { FIELD_OPERATIONS_SERVICE_ID } from '../auth/access';
import type { Access } from '../endpoint';

/** Every field-operations endpoint: a user whose current customer has service 8 (spec section 6). */
export const fieldOperationsAccess: Access = { service: FIELD_OPERATIONS_SERVICE_ID };

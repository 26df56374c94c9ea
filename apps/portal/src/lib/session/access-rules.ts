import { FIELD_OPERATIONS_SERVICE_ID, hasService, type User } from '@dossel/api-client';

import type { Audience } from '../../config/screens';

/**
 * Spec section 6: staff (servicesAdmin) see the registers; the field-operations group is for a current
 * customer with service 8; everything else is for every signed-in user. The menu hides and the router
 * refuses by this one rule; the API enforces the same on its side.
 */
export function canReach(audience: Audience, user: User | null, currentCustomer: number | null): boolean {
  switch (audience) {
    case 'everyone':
      return true;
    case 'servicesAdmin':
      return user?.servicesAdmin === true;
    case 'fieldOperations':
      return (
        user !== null &&
        currentCustomer !== null &&
        hasService(user, currentCustomer, FIELD_OPERATIONS_SERVICE_ID)
      );
  }
}

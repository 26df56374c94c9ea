import type { User } from './schemas';

/** Spec section 9: the field-operations cost group is for customers with service 8. */
export const FIELD_OPERATIONS_SERVICE_ID = 8;
/** Services named by the customer labels of spec section 3: productivity (1) and quality (2). */
export const PRODUCTIVITY_SERVICE_ID = 1;
export const QUALITY_SERVICE_ID = 2;

/** Whether the user has a service for a customer, as `services_json` lists it (spec section 6). */
export function hasService(
  user: Pick<User, 'services_json'>,
  customerId: number,
  serviceId: number,
): boolean {
  return user.services_json[String(customerId)]?.includes(serviceId) ?? false;
}

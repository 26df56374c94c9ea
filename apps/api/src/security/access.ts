import { Rejection } from '../errors';

/** Who made the request and what they may reach, known once `requireUser` has run. */
export interface SessionUser {
  id: number;
  sessionId: number;
  sessionExpiresAt: string;
  email: string;
  /** The provider's staff: they keep the registers (spec section 6). */
  servicesAdmin: boolean;
  mainCustomerId: number;
  /** The customer this session works for (switchCustomer changes it). */
  currentCustomerId: number;
  /** Service ids per linked customer id; a customer missing here is not linked to the user. */
  services: ReadonlyMap<number, readonly number[]>;
  /** What `GET /auth/me` shows besides the above, read with the session in the same statement. */
  profile: {
    name: string;
    previousLogin: string | null;
    signature: string | null;
    /** The linked customers, sorted by name (then id). */
    customers: readonly { id: number; name: string }[];
  };
}

export const forbidden = () => new Rejection(403, 'errors.auth.forbidden');
export const serviceNotContracted = () => new Rejection(403, 'errors.service.notContracted');

/** Data of a customer is for the users linked to it, staff included (registers are another matter). */
export function isLinkedTo(user: SessionUser, customerId: number): boolean {
  return user.services.has(customerId);
}

/** Throws 403 unless the user is linked to the customer whose data is asked for. */
export function assertCustomerAccess(user: SessionUser, customerId: number): void {
  if (!isLinkedTo(user, customerId)) throw forbidden();
}

/**
 * Throws 403 unless the user is linked to the customer asked for, then 403 ('Serviço não contratado...')
 * unless that customer has at least one of the services for this user (spec section 6). Report data is
 * asked for by `customer_id`, so the check is on that customer, not on the session's current one.
 */
export function assertCustomerService(user: SessionUser, customerId: number, ...serviceIds: number[]): void {
  assertCustomerAccess(user, customerId);
  const services = user.services.get(customerId) ?? [];
  if (!serviceIds.some((serviceId) => services.includes(serviceId))) throw serviceNotContracted();
}

/** Throws 403 ('Serviço não contratado...') unless the current customer has the service for this user. */
export function assertCurrentService(user: SessionUser, serviceId: number): void {
  if (!user.services.get(user.currentCustomerId)?.includes(serviceId)) throw serviceNotContracted();
}

/** Throws 403 unless the user is provider staff. */
export function assertServicesAdmin(user: SessionUser): void {
  if (!user.servicesAdmin) throw forbidden();
}

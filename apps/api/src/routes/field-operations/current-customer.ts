import type { FastifyRequest } from 'fastify';

import { userOf } from '../../plugins/app/authentication';

/** The customer the session works for: every record here is read and written as theirs, never the body's. */
export function currentCustomer(request: FastifyRequest): number {
  return userOf(request).currentCustomerId;
}

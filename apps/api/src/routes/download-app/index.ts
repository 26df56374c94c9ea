import { downloadAppEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import { sessionExpired } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { currentCustomerOf } from '../auth';
import { routeOf } from '../endpoint-route';

/** Terms acceptance under /register/download-app (spec section 7: PUT /changeSignature). */
export default async function downloadAppRoutes(app: FastifyInstance) {
  const { users } = app.repositories;

  // Spec section 2: Accept on the terms modal records the signature; the answer is the updated user, so
  // the portal can close the modal without asking for /auth/me again. Accepting again moves the date.
  await routeOf(app, downloadAppEndpoints.acceptTerms, async (request) => {
    const user = userOf(request);
    await users.recordSignature(user.id, new Date());
    const profile = await users.findProfile(user.id);
    if (!profile) throw sessionExpired();
    return { ...profile, currentCustomerId: currentCustomerOf(user) };
  });
}

import { userSchema } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { sessionExpired } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { currentCustomerOf } from '../auth';

/** Terms acceptance under /register/download-app (spec section 7: PUT /changeSignature). */
export default async function downloadAppRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = app.repositories;

  // Spec section 2: Accept on the terms modal records the signature; the answer is the updated user, so
  // the portal can close the modal without asking for /auth/me again. Accepting again moves the date.
  app.put(
    '/changeSignature',
    { schema: { response: { 200: userSchema } }, onRequest: app.requireUser, config: { beforeTerms: true } },
    async (request) => {
      const user = userOf(request);
      await users.recordSignature(user.id, new Date());
      const profile = await users.findProfile(user.id);
      if (!profile) throw sessionExpired();
      return { ...profile, currentCustomerId: currentCustomerOf(user) };
    },
  );
}

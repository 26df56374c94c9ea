import {
  loginInputSchema,
  loginResponseSchema,
  userSchema,
  validateTokenInputSchema,
  validateTokenResponseSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { invalidCredentials, sessionExpired, unauthenticated } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { credentialsMatch } from '../../security/passwords';
import { bearerToken, hashSessionToken, newSessionToken } from '../../security/session-tokens';
import { loginRateLimit } from './login-rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/** Sign-in and the session (spec section 7, "Authentication"). */
export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, sessions } = app.repositories;

  app.post(
    '/login',
    {
      schema: { body: loginInputSchema, response: { 200: loginResponseSchema } },
      config: { rateLimit: loginRateLimit },
    },
    async (request) => {
      const account = await users.findCredentials(request.body.email);
      const matches = await credentialsMatch(request.body.password, account?.passwordHash);
      if (!account || !matches) throw invalidCredentials();
      const now = new Date();
      const expiresAt = new Date(now.getTime() + app.config.sessionTtlHours * HOUR_MS);
      const token = newSessionToken();
      await sessions.deleteExpired(now);
      await sessions.create({
        userId: account.id,
        tokenHash: hashSessionToken(token),
        createdAt: now,
        expiresAt,
        currentCustomerId: account.mainCustomerId,
      });
      await users.recordLogin(account.id, now);
      return { token, expiresAt: expiresAt.toISOString() };
    },
  );

  app.get(
    '/me',
    { schema: { response: { 200: userSchema } }, preHandler: app.requireUser },
    async (request) => {
      const profile = await users.findProfile(userOf(request).id);
      if (!profile) throw sessionExpired();
      return profile;
    },
  );

  app.post(
    '/validateToken',
    { schema: { body: validateTokenInputSchema, response: { 200: validateTokenResponseSchema } } },
    async (request) => {
      const session = await sessions.findActive(hashSessionToken(request.body.token), new Date());
      if (!session) throw sessionExpired();
      return { valid: true as const, expiresAt: session.expiresAt };
    },
  );

  // Ends the session the token names; a token that already lapsed is simply gone, which is what was asked.
  app.post('/logout', async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (!token) throw unauthenticated();
    await sessions.deleteByTokenHash(hashSessionToken(token));
    return reply.code(204).send();
  });
}

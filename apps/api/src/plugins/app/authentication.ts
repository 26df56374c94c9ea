import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { sessionExpired, unauthenticated } from '../../errors';
import { bearerToken, hashSessionToken } from '../../security/session-tokens';

/** Who made the request, known once `requireUser` has run. */
export interface SessionUser {
  id: number;
  sessionExpiresAt: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** preHandler for routes that need a signed-in user: 401 without a token or with a lapsed one. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async function authentication(app: FastifyInstance) {
    app.decorateRequest('user', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      const session = await app.repositories.sessions.findActive(hashSessionToken(token), new Date());
      if (!session) throw sessionExpired();
      request.user = { id: session.userId, sessionExpiresAt: session.expiresAt };
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

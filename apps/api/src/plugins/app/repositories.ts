import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createSessionsRepository, type SessionsRepository } from '../../repositories/sessions';
import { createUsersRepository, type UsersRepository } from '../../repositories/users';

declare module 'fastify' {
  interface FastifyInstance {
    repositories: {
      users: UsersRepository;
      sessions: SessionsRepository;
    };
  }
}

/** The repositories, built once on the app's database, as `app.repositories`. */
export default fp(
  async function repositories(app: FastifyInstance) {
    app.decorate('repositories', {
      users: createUsersRepository(app.db),
      sessions: createSessionsRepository(app.db),
    });
  },
  { name: 'repositories', dependencies: ['db'] },
);

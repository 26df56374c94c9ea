import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';

import { createDb } from '../../db/create-db';
import type { Database } from '../../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** The database handle as `app.db`; closing the app closes the connection (and checkpoints the WAL). */
export default fp(
  async function db(app: FastifyInstance) {
    const database = createDb(app.config);
    app.decorate('db', database);
    app.addHook('onClose', async () => {
      await database.destroy();
    });
  },
  { name: 'db', dependencies: ['config'] },
);

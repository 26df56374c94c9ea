import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends now; a message that must not hold the answer goes through a background job (jobs/). */
    mailer: Mailer;
  }
}

/** The mailer as `app.mailer` (see mail/mailer.ts for where messages go). */
export default fp(
  async function mailer(app: FastifyInstance) {
    const mailer = createMailer(app.config);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);

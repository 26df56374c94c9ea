import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createMailer, type Mailer, type MailMessage } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer & {
      /**
       * Sends after the answer went out, so a caller cannot tell by the answer's time whether a
       * message was sent (forgot-password). A failure is logged; closing the app waits for the sending.
       */
      sendInBackground(compose: () => Promise<MailMessage | null>): void;
      /** Resolves once every background sending has ended (tests wait on it). */
      idle(): Promise<void>;
    };
  }
}

/** The mailer as `app.mailer` (see mail/mailer.ts for where messages go). */
export default fp(
  async function mailer(app: FastifyInstance) {
    const mailer = createMailer(app.config);
    const pending = new Set<Promise<void>>();

    const sendInBackground = (compose: () => Promise<MailMessage | null>) => {
      const task = (async () => {
        const message = await compose();
        if (message) await mailer.send(message);
      })()
        .catch((error: unknown) => app.log.error({ err: error }, 'sending an e-mail failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    };

    app.decorate('mailer', {
      destination: mailer.destination,
      send: (message: MailMessage) => mailer.send(message),
      close: () => mailer.close(),
      sendInBackground,
      idle: async () => {
        while (pending.size > 0) await Promise.allSettled([...pending]);
      },
    });
    // preClose runs before the database closes, so background work still has it.
    app.addHook('preClose', async () => {
      await Promise.allSettled([...pending]);
    });
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mailer', dependencies: ['config'] },
);

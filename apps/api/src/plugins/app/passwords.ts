import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { RetryLater } from '../../errors';
import { createPasswordHasher, HashQueueFull, type PasswordHasher } from '../../security/passwords';

declare module 'fastify' {
  interface FastifyInstance {
    /** Password hashing for requests, taking turns (PASSWORD_HASH_CONCURRENCY, PASSWORD_HASH_QUEUE_MAX). */
    passwords: PasswordHasher;
  }
}

/** A full queue answers 503 "busy, try again in N s": a burst of sign-ins waits, it does not pile up. */
function refusedWhenFull<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    throw error instanceof HashQueueFull
      ? new RetryLater(503, 'errors.auth.busy', error.retryAfterSeconds)
      : error;
  });
}

/** The app's one password hasher, as `app.passwords`: every route that hashes takes its turn there. */
export default fp(
  async function passwords(app: FastifyInstance) {
    const hasher = createPasswordHasher(app.config.passwordHashing);
    app.decorate('passwords', {
      hash: (password: string) => refusedWhenFull(hasher.hash(password)),
      credentialsMatch: (password: string, stored: string | undefined) =>
        refusedWhenFull(hasher.credentialsMatch(password, stored)),
      load: () => hasher.load(),
    });
  },
  { name: 'passwords', dependencies: ['config'] },
);

import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Rate limiting, off by default: a route opts in through `config.rateLimit` (sign-in does). Counters
 * live in this process; a shared store comes with running several instances.
 */
export default fp(
  async function rateLimiting(app: FastifyInstance) {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);

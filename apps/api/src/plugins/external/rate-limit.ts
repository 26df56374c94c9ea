import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export interface RateLimitPluginOptions {
  /** Prefix of the counters' keys in Redis; instances that share counters share it. */
  namespace?: string;
}

export const DEFAULT_RATE_LIMIT_NAMESPACE = 'dossel:rate-limit:';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL, null without one: the readiness probe asks it too. */
    redis: Redis | null;
  }
}

/**
 * Rate limiting, off by default: a route opts in through `config.rateLimit` (sign-in does). Counters
 * live in this process, or in Redis when REDIS_URL is set, so that every instance behind a load
 * balancer counts the same attempts.
 *
 * When Redis cannot be reached, requests pass uncounted (and the failure is logged): sign-in stays
 * available, and the password hash's cost still slows guessing down.
 */
export default fp(
  async function rateLimiting(app: FastifyInstance, options: RateLimitPluginOptions) {
    const { redisUrl } = app.config;
    if (!redisUrl) {
      app.decorate('redis', null);
      await app.register(rateLimit, { global: false });
      return;
    }
    const redis = new Redis(redisUrl, {
      // Fail fast rather than hold a sign-in while Redis is away.
      connectTimeout: 500,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit store (Redis) failed'));
    await redis.connect().catch((error: unknown) => {
      app.log.error({ err: error }, 'rate-limit store (Redis) unreachable at start');
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    await app.register(rateLimit, {
      global: false,
      redis,
      nameSpace: options.namespace ?? DEFAULT_RATE_LIMIT_NAMESPACE,
      skipOnError: true,
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);

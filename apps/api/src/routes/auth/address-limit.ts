import type { FastifyInstance, FastifyRequest } from 'fastify';

import { RetryLater } from '../../errors';

const tooManyAttempts = (retryAfterSeconds: number) =>
  new RetryLater(429, 'errors.auth.tooManyAttempts', Math.max(1, retryAfterSeconds));

export interface AddressLimit {
  /** Counts the request and refuses it (429, Retry-After) once its address is past the cap. A hook. */
  countRequest(request: FastifyRequest): Promise<void>;
  /** Refuses the request once its address is past the cap, without counting it. A hook. */
  refuseWhenCapped(request: FastifyRequest): Promise<void>;
  /** Counts one attempt of the request's address (a sign-in that failed). */
  count(request: FastifyRequest): Promise<void>;
}

/**
 * A cap per address across e-mails (issue 14), against password spraying: one guess tried on many
 * accounts, which the per-e-mail limits (login-rate-limit.ts, reset-rate-limit.ts) never see. Each route
 * counts on its own (`route` names the counter), up to AUTH_ADDRESS_LIMIT_PER_MINUTE a minute.
 *
 * Sign-in counts failed attempts only (`refuseWhenCapped` before, `count` on failure): a sign-in that
 * succeeds is no guess, and an office behind one address signs in all morning. Attempts running at
 * the same moment may each pass the check before any is counted; the password hasher's queue
 * (PASSWORD_HASH_QUEUE_MAX) bounds how many that can be. Forgot-password and the hand-off exchange have
 * no success to tell apart, so they count every request (`countRequest`).
 *
 * The counters live where the per-e-mail ones do: in Redis when REDIS_URL is set (shared by every
 * instance), else in this process; when Redis is away requests pass uncounted, as there. A route's
 * `config.rateLimit` holds one limit only, so this one is a counter of its own on the same store.
 */
export function addressLimit(app: FastifyInstance, route: string): AddressLimit {
  const counter = app.createRateLimit({
    max: app.config.authAddressLimitPerMinute,
    timeWindow: '1 minute',
    keyGenerator: (request) => `address|${route}|${request.ip}`,
  });
  return {
    async countRequest(request) {
      const state = await counter(request);
      if (!state.isAllowed && state.isExceeded) throw tooManyAttempts(state.ttlInSeconds);
    },
    async refuseWhenCapped(request) {
      const state = await counter(request, { increment: false });
      if (!state.isAllowed && state.ttl > 0 && state.remaining === 0) {
        throw tooManyAttempts(state.ttlInSeconds);
      }
    },
    async count(request) {
      await counter(request);
    },
  };
}

import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Hand-off calls per minute from one address, each of the two counted on its own. Higher than sign-in's
 * per e-mail: the count is per address only (an exchange names no account), and a whole office behind
 * one address may open the portal from the marketing site at the start of the day. A code has 256 random
 * bits, so the limit is there against floods, not guessing.
 */
export const HANDOFF_REQUESTS_PER_MINUTE = 30;

/** `POST /auth/handoff`: issuing codes, each one a row until it is used or lapses. */
export const handoffIssueRateLimit: RateLimitOptions = {
  max: HANDOFF_REQUESTS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request) => `handoff|${request.ip}`,
};

/** `POST /auth/handoff/exchange`: trying codes, each a lookup without a session. */
export const handoffExchangeRateLimit: RateLimitOptions = {
  max: HANDOFF_REQUESTS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request) => `handoff-exchange|${request.ip}`,
};

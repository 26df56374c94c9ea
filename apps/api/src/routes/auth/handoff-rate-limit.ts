import type { RateLimitOptions } from '@fastify/rate-limit';

/**
 * Codes issued per minute from one address. Higher than sign-in's per e-mail: a whole office behind one
 * address may open the portal from the marketing site at the start of the day. Exchanges are capped per
 * address with sign-in and forgot-password (address-limit.ts, AUTH_ADDRESS_LIMIT_PER_MINUTE). A code has
 * 256 random bits, so the limits are there against floods, not guessing.
 */
export const HANDOFF_REQUESTS_PER_MINUTE = 30;

/** `POST /auth/handoff`: issuing codes, each one a row until it is used or lapses. */
export const handoffIssueRateLimit: RateLimitOptions = {
  max: HANDOFF_REQUESTS_PER_MINUTE,
  timeWindow: '1 minute',
  keyGenerator: (request) => `handoff|${request.ip}`,
};

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Attempts allowed per minute for one e-mail from one address: enough for typos, too few for guessing. */
export const LOGIN_ATTEMPTS_PER_MINUTE = 10;

function emailOf(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '';
}

/**
 * Counted per address and e-mail, so one office behind a shared address does not lock everyone out.
 * Runs as a preHandler, after the body was parsed and validated (the e-mail is already lower-cased).
 */
export const loginRateLimit: RateLimitOptions = {
  max: LOGIN_ATTEMPTS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request) => `${request.ip}|${emailOf(request)}`,
};

import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/** Reset e-mails asked per minute for one e-mail from one address: a retry or two, not a mail bomb. */
export const FORGOT_PASSWORD_REQUESTS_PER_MINUTE = 5;

function emailOf(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'email' in body ? String(body.email) : '';
}

/** Counted per address and e-mail after validation (the e-mail is lower-cased by then), like sign-in. */
export const forgotPasswordRateLimit: RateLimitOptions = {
  max: FORGOT_PASSWORD_REQUESTS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler',
  keyGenerator: (request) => `forgot|${request.ip}|${emailOf(request)}`,
};

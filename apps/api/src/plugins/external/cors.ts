import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How long a browser may reuse a preflight's answer before asking again. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * Cross-origin calls from the sites in CORS_ORIGINS (issue 8: the marketing site's login box), registered
 * in the API's scope only, so the portal's pages and files stay same-origin. An allowed origin gets the
 * CORS headers and its preflights answered; any other origin, or none, gets no CORS header at all (a
 * preflight of it is not found), so the browser keeps that site's scripts from reading the answers.
 *
 * Bearer tokens, not cookies: no credentials, so a page of an allowed site can only act with a token it
 * holds itself.
 */
export default fp(
  async function crossOrigin(app: FastifyInstance) {
    const allowed = new Set(app.config.corsOrigins);
    await app.register(cors, {
      // `false` turns CORS off for the request altogether; `true` echoes the caller's origin.
      origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language', 'X-Request-Id'],
      // A page reads the request id (for support) and when to try again after a 429.
      exposedHeaders: ['X-Request-Id', 'Retry-After'],
      maxAge: PREFLIGHT_MAX_AGE_SECONDS,
      // A preflight without Access-Control-Request-Method is still answered, rather than with the
      // plugin's plain-text 400 that no client of ours would understand.
      strictPreflight: false,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);

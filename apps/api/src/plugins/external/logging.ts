import type { FastifyRequest } from 'fastify';

/**
 * What must never reach a log line, wherever a plugin or handler puts it: credentials in headers and
 * any password or token field of a logged object (one and two levels deep).
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'password',
  'newPassword',
  'token',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.passwordConfirmation',
  '*.token',
  '*.authorization',
  '*.*.password',
  '*.*.token',
];

/**
 * Query parameters whose values are secrets (a download link may carry the token, say; the portal's
 * `/handoff?code=` link a one-time code that is a session for a minute).
 */
const SECRET_QUERY = /([?&](?:token|access_token|password|key|code)=)[^&#]*/gi;

/** The request as a log line shows it: method, path (secrets in the query masked), address. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

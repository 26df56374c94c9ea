import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { Rejection } from '../../errors';

/**
 * Unknown API paths answer a JSON 404. Any other GET, when the portal is served, gets the portal's
 * index.html: its router owns those paths (`/benchmarking`, `/reset/:token`, ...), and a reload on one
 * of them must not 404.
 */
export default fp(
  async function notFound(app: FastifyInstance) {
    const servesPortal = app.config.portalDist !== undefined;
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
      if (servesPortal && isPage) return reply.type('text/html; charset=utf-8').sendFile('index.html');
      throw new Rejection(404, 'errors.request.notFound');
    });
  },
  { name: 'not-found', dependencies: ['config', 'error-handler'] },
);

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

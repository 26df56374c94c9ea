import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The largest JSON body any route accepts (1 MB): larger ones get 413 before they are parsed. Document
 * uploads are multipart and carry their own limit (DOCUMENT_MAX_MB).
 */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The API reads JSON (and multipart where a route uploads files). Fastify would also hand a text/plain
 * body to the handler as a string; dropping that parser makes any other content type a clear 415.
 */
export default fp(
  async function bodyParsing(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain');
  },
  { name: 'body-parsing' },
);

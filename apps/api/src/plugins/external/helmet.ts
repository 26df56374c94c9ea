import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers. The content security policy fits the built portal: scripts only from our origin;
 * styles from our origin plus inline ones, which Mantine writes for its CSS variables and `style` props.
 * The maps' MapLibre runs a web worker: from our origin, or from a blob: URL when its script comes from
 * another origin (a CDN). Their base-map tiles, when configured, are fetched from the tile server.
 * No upgrade-insecure-requests: the default set-up serves plain http on localhost.
 * index.html's two inline scripts, which ask for a stored session's painted screen and show the
 * pre-rendered first screen before the app loads, are allowed by their hashes, read from the built
 * index.html at start: no other inline script can run.
 *
 * helmet's middleware is built once, here: @fastify/helmet builds it anew for every request, parsing the
 * policy each time (issue 13: a tenth of the server's time on `me`). The headers are the same on every
 * answer, so one hook sets them before anything else can answer.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const tileOrigins = app.config.mapTilesUrl ? [new URL(app.config.mapTilesUrl).origin] : [];
    const inlineScripts = await inlineScriptHashes(app.config.portalDist);
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScripts],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...tileOrigins],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...tileOrigins],
          workerSrc: ["'self'", 'blob:'],
          childSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
    });
    // helmet 8 refuses bad options when built, above; setting the headers calls next without an error.
    app.addHook('onRequest', (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);

/** The CSP hashes of the inline scripts of the built portal's index.html (none without a portal). */
export async function inlineScriptHashes(portalDist: string | undefined): Promise<string[]> {
  if (!portalDist) return [];
  const html = await readFile(join(portalDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code = '']) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
  );
}

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The content security policy fits the built portal: scripts only from our origin;
 * styles from our origin plus inline ones, which Mantine writes for its CSS variables and `style` props.
 * The maps' MapLibre runs a web worker: from our origin, or from a blob: URL when its script comes from
 * another origin (a CDN). Their base-map tiles, when configured, are fetched from the tile server.
 * No upgrade-insecure-requests: the default set-up serves plain http on localhost.
 * The one inline script, which shows the pre-rendered first screen before the app loads, is allowed by
 * its hash, read from the built index.html at start: no other inline script can run.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const tileOrigins = app.config.mapTilesUrl ? [new URL(app.config.mapTilesUrl).origin] : [];
    const inlineScripts = await inlineScriptHashes(app.config.portalDist);
    await app.register(helmet, {
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

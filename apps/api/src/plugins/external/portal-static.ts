import { sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The release's modules the API itself runs (the signed-in first screen's render): not for browsers. */
const FOR_THE_SERVER = '/server/';

/**
 * Serves the built portal (PORTAL_DIST) on the API's origin. Files under `assets/` carry a content hash
 * in their names, so browsers and CDNs may keep them forever; everything else (index.html above all) is
 * revalidated, so a new release shows at the next load. The build writes a brotli and a gzip copy
 * beside each file (apps/portal/vite/precompress-plugin.ts); the one the browser accepts is sent as it
 * is, compressed once at maximum effort rather than at every request. The release's `server/` folder is
 * the API's own (routes/first-screen) and not served.
 */
export default fp(
  async function portalStatic(app: FastifyInstance) {
    const root = app.config.portalDist;
    if (!root) return;
    const assets = `${root}${sep}assets${sep}`;
    await app.register(fastifyStatic, {
      root,
      cacheControl: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith(FOR_THE_SERVER),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
      },
    });
  },
  { name: 'portal-static', dependencies: ['config'] },
);

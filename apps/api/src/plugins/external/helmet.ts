import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers. The content security policy fits the built portal: scripts only from our origin;
 * styles from our origin plus inline ones, which Mantine writes for its CSS variables and `style` props.
 * The maps' MapLibre runs a web worker: from our origin, or from a blob: URL when its script comes from
 * another origin (a CDN). Their base-map tiles, when configured, are fetched from the tile server.
 * No upgrade-insecure-requests: the default set-up serves plain http on localhost.
 */
export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const tileOrigins = app.config.mapTilesUrl ? [new URL(app.config.mapTilesUrl).origin] : [];
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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

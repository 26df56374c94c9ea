import type { FastifyInstance } from 'fastify';

import authRoutes from './auth';

/** Every API module, each under its resource path (spec section 7); app.ts mounts them all under /api. */
export default async function routes(app: FastifyInstance) {
  await app.register(authRoutes, { prefix: '/auth' });
}

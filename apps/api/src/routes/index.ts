import type { FastifyInstance } from 'fastify';

import authRoutes from './auth';
import downloadAppRoutes from './download-app';
import fieldOperationsRoutes from './field-operations';
import firstScreenRoutes from './first-screen';
import healthRoutes from './health';
import monitoringRoutes from './monitoring';
import registersRoutes from './registers';
import usersRoutes from './users';

/** Every API module, each under its resource path (spec section 7); app.ts mounts them all under /api. */
export default async function routes(app: FastifyInstance) {
  // Unprefixed: `/api/health` itself is one of its routes, and only without a final slash.
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(usersRoutes, { prefix: '/register/users' });
  await app.register(downloadAppRoutes, { prefix: '/register/download-app' });
  await app.register(registersRoutes, { prefix: '/register' });
  await app.register(fieldOperationsRoutes, { prefix: '/register/gas' });
  await app.register(monitoringRoutes, { prefix: '/reports' });
  // Unprefixed: its one route is `/api/first-screen` itself.
  await app.register(firstScreenRoutes);
}

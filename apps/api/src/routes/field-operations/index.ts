import { FIELD_OPERATIONS_SERVICE_ID } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import fieldNotesRoutes from './field-notes';
import operationalItemsRoutes from './operational-items';
import operationsRoutes from './operations';
import suppliesRoutes from './supplies';
import thirdPartiesRoutes from './third-parties';

/**
 * The field-operations cost group under /register/gas: only for a session whose current customer has
 * service 8 (spec section 6), and every record is that customer's.
 */
export default async function fieldOperationsRoutes(app: FastifyInstance) {
  // On every route of the group, at onRequest: a caller without the service is refused (401/403) before
  // its body is even parsed, so validation tells them nothing. Put in each route's own options rather than
  // added as a hook of the group, so the OpenAPI document sees that the route needs the bearer token.
  const requireFieldOperations = app.requireService(FIELD_OPERATIONS_SERVICE_ID);
  app.addHook('onRoute', (route) => {
    route.onRequest = [requireFieldOperations, ...[route.onRequest ?? []].flat()];
  });

  await app.register(operationalItemsRoutes, { prefix: '/itens-operacionais' });
  await app.register(suppliesRoutes, { prefix: '/insumos' });
  await app.register(thirdPartiesRoutes, { prefix: '/terceiros' });
  await app.register(operationsRoutes, { prefix: '/operacoes' });
  await app.register(fieldNotesRoutes, { prefix: '/apontamentos' });
}

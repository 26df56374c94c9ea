import type { FastifyInstance } from 'fastify';

import fieldNotePhotoRoutes from './field-note-photos';
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
  // Every route's declaration asks for service 8 (`fieldOperationsAccess`): a caller without it is refused
  // (401/403) at onRequest, before its body is even parsed, so validation tells them nothing.
  await app.register(operationalItemsRoutes, { prefix: '/itens-operacionais' });
  await app.register(suppliesRoutes, { prefix: '/insumos' });
  await app.register(thirdPartiesRoutes, { prefix: '/terceiros' });
  await app.register(operationsRoutes, { prefix: '/operacoes' });
  await app.register(fieldNotesRoutes, { prefix: '/apontamentos' });
  // Its own module: the multipart parser of the photo uploads is registered there only.
  await app.register(fieldNotePhotoRoutes, { prefix: '/apontamentos' });
}

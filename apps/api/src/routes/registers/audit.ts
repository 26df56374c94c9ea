import { auditEntrySchema, auditQuerySchema } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { createAuditTrail } from '../../repositories/audit/audit-trail';

/** `/register/audit?entity=&record_id=`: a record's history, newest first; staff only. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditTrail(app.db);

  // A deleted record has a history too, so an id without a record is not a 404: its list says what happened.
  app.get(
    '/audit',
    {
      onRequest: app.requireServicesAdmin,
      schema: { querystring: auditQuerySchema, response: { 200: z.array(auditEntrySchema) } },
    },
    (request) => audit.list(request.query.entity, request.query.record_id),
  );
}

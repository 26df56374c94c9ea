import { auditEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { routeOf } from '../endpoint-route';

/** `/register/audit?entity=&record_id=`: a record's history, newest first; staff only. */
export default async function auditRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditTrail(app.db);

  // A deleted record has a history too, so an id without a record is not a 404: its list says what happened.
  await routeOf(app, auditEndpoints.list, (request) =>
    audit.list(request.query.entity, request.query.record_id),
  );
}

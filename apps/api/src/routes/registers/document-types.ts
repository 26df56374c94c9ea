import { documentTypesEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createDocumentTypesRepository } from '../../repositories/registers/document-types';
import { routeOf } from '../endpoint-route';

/**
 * `/register/document-types` and the upload form's lookups. Staff write; any signed-in user reads (the
 * downloads screen filters by type).
 */
export default async function documentTypeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const types = createDocumentTypesRepository(app.db);
  const audit = createAuditTrail(app.db).of('documentTypes', createDocumentTypesRepository);

  await routeOf(app, documentTypesEndpoints.list, () => types.list());

  await routeOf(app, documentTypesEndpoints.get, async (request) =>
    found(await types.find(request.params.id)),
  );

  await routeOf(app, documentTypesEndpoints.create, async (request, reply) => {
    const type = await audit.created(userOf(request), (repo) => repo.create(request.body));
    return reply.code(201).send(type);
  });

  await routeOf(app, documentTypesEndpoints.update, async (request) => {
    const { id } = request.params;
    const { version, ...values } = request.body;
    return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, values, version)));
  });

  await routeOf(app, documentTypesEndpoints.remove, async (request, reply) => {
    const { id } = request.params;
    if (!(await audit.removed(userOf(request), id, (repo) => repo.delete(id)))) throw notFound();
    return reply.code(204).send();
  });

  await routeOf(app, documentTypesEndpoints.categories, () => types.categories());

  await routeOf(app, documentTypesEndpoints.subjects, () => types.subjects());
}

import { customerGroupsEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createCustomerGroupsRepository } from '../../repositories/registers/customer-groups';
import { routeOf } from '../endpoint-route';

/** `/register/customer-groups`: staff only. */
export default async function customerGroupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groups = createCustomerGroupsRepository(app.db);
  const audit = createAuditTrail(app.db).of('customerGroups', createCustomerGroupsRepository);

  await routeOf(app, customerGroupsEndpoints.list, () => groups.list());

  await routeOf(app, customerGroupsEndpoints.get, async (request) =>
    found(await groups.find(request.params.id)),
  );

  await routeOf(app, customerGroupsEndpoints.create, async (request, reply) => {
    const group = await audit.created(userOf(request), (repo) => repo.create(request.body));
    return reply.code(201).send(group);
  });

  await routeOf(app, customerGroupsEndpoints.update, async (request) => {
    const { id } = request.params;
    const { version, ...input } = request.body;
    return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, input, version)));
  });

  // A group with customers stays: deleting it would silently ungroup them.
  await routeOf(app, customerGroupsEndpoints.remove, async (request, reply) => {
    const { id } = request.params;
    if (!(await audit.removed(userOf(request), id, (repo) => repo.delete(id)))) throw notFound();
    return reply.code(204).send();
  });
}

import { customersEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createCustomerGroupsRepository } from '../../repositories/registers/customer-groups';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { createWoodPricesRepository } from '../../repositories/registers/wood-prices';
import { releaseStoredFile } from '../../repositories/stored-files';
import { routeOf } from '../endpoint-route';

/** `/register/customers` (spec section 7): staff only. */
export default async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customers = createCustomersRepository(app.db);
  const groups = createCustomerGroupsRepository(app.db);
  const audit = createAuditTrail(app.db).of('customers', createCustomersRepository);
  // A price is part of its customer's record: its changes are the customer's history.
  const pricesAudit = createAuditTrail(app.db).of('customers', createWoodPricesRepository);

  const assertGroupExists = async (groupId: number) => {
    if (!(await groups.find(groupId))) throw new Rejection(400, 'validation.invalid', 'customerGroupId');
  };

  await routeOf(app, customersEndpoints.list, () => customers.list());

  await routeOf(app, customersEndpoints.options, () => customers.options());

  await routeOf(app, customersEndpoints.byGroup, (request) => customers.listByGroup(request.params.groupId));

  await routeOf(app, customersEndpoints.get, async (request) =>
    found(await customers.find(request.params.id)),
  );

  await routeOf(app, customersEndpoints.create, async (request, reply) => {
    await assertGroupExists(request.body.customerGroupId);
    const customer = await audit.created(userOf(request), (repo) => repo.create(request.body));
    return reply.code(201).send(customer);
  });

  await routeOf(app, customersEndpoints.update, async (request) => {
    if (!(await customers.exists(request.params.id))) throw notFound();
    await assertGroupExists(request.body.customerGroupId);
    const { id } = request.params;
    const { version, ...values } = request.body;
    return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, values, version)));
  });

  // A customer that is some user's main customer, or that owns documents, stays: users would be left
  // without a main customer and files without an owner. Other users' links, labels and history go with it,
  // and so do its field notes and imports, whose stored files are released once the delete is committed.
  await routeOf(app, customersEndpoints.remove, async (request, reply) => {
    const { id } = request.params;
    const keys = await audit.removed(userOf(request), id, (repo) => repo.delete(id));
    if (!keys) throw notFound();
    for (const key of keys) await releaseStoredFile(app.db, app.documentStorage, key);
    return reply.code(204).send();
  });

  // Issue 15: the customer's wood price per m³ from a date on, which prices its monitoring alerts' losses.
  await routeOf(app, customersEndpoints.woodPrices, async (request) => {
    found(await customers.find(request.params.id));
    return createWoodPricesRepository(app.db).list(request.params.id);
  });

  await routeOf(app, customersEndpoints.setWoodPrice, async (request) => {
    const { id } = request.params;
    found(await customers.find(id));
    const actor = userOf(request);
    return pricesAudit.changed(actor, id, (repo) =>
      repo.set(id, request.body, { name: actor.profile.name, at: new Date() }),
    );
  });
}

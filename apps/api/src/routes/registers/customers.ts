import {
  customerGroupParamsSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerOptionSchema,
  customerSchema,
  customerUpdateSchema,
  idParamsSchema,
  woodPriceInputSchema,
  woodPriceListSchema,
  woodPriceSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { isForeignKeyViolation } from '../../db/constraint-violations';
import { createCustomerGroupsRepository } from '../../repositories/registers/customer-groups';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { createWoodPricesRepository } from '../../repositories/registers/wood-prices';
import { found, notFound } from './shared';

/** `/register/customers` (spec section 7): staff only. */
export default async function customerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customers = createCustomersRepository(app.db);
  const groups = createCustomerGroupsRepository(app.db);
  const audit = createAuditTrail(app.db).of('customers', createCustomersRepository);
  // A price is part of its customer's record: its changes are the customer's history.
  const pricesAudit = createAuditTrail(app.db).of('customers', createWoodPricesRepository);
  const onRequest = app.requireServicesAdmin;

  const assertGroupExists = async (groupId: number) => {
    if (!(await groups.find(groupId))) throw new Rejection(400, 'validation.invalid', 'customerGroupId');
  };

  app.get(
    '/customers',
    {
      onRequest,
      schema: { querystring: customerListQuerySchema, response: { 200: z.array(customerSchema) } },
    },
    () => customers.list(),
  );

  app.get(
    '/customers/options',
    { onRequest, schema: { response: { 200: z.array(customerOptionSchema) } } },
    () => customers.options(),
  );

  app.get(
    '/customers/byGroup/:groupId',
    {
      onRequest,
      schema: { params: customerGroupParamsSchema, response: { 200: z.array(customerSchema) } },
    },
    (request) => customers.listByGroup(request.params.groupId),
  );

  app.get(
    '/customers/:id',
    { onRequest, schema: { params: idParamsSchema, response: { 200: customerSchema } } },
    async (request) => found(await customers.find(request.params.id)),
  );

  app.post(
    '/customers',
    { onRequest, schema: { body: customerInputSchema, response: { 201: customerSchema } } },
    async (request, reply) => {
      await assertGroupExists(request.body.customerGroupId);
      const customer = await audit.created(userOf(request), (repo) => repo.create(request.body));
      return reply.code(201).send(customer);
    },
  );

  app.put(
    '/customers/:id',
    {
      onRequest,
      schema: {
        params: idParamsSchema,
        body: customerUpdateSchema,
        response: { 200: customerSchema },
      },
    },
    async (request) => {
      if (!(await customers.exists(request.params.id))) throw notFound();
      await assertGroupExists(request.body.customerGroupId);
      const { id } = request.params;
      const { version, ...values } = request.body;
      return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, values, version)));
    },
  );

  // A customer that is some user's main customer, or that owns documents, stays: users would be left
  // without a main customer and files without an owner. Other users' links, labels and history go with it.
  app.delete('/customers/:id', { onRequest, schema: { params: idParamsSchema } }, async (request, reply) => {
    const { id } = request.params;
    if (!(await customers.exists(id))) throw notFound();
    if ((await customers.countMainCustomerUsers(id)) > 0)
      throw new Rejection(409, 'errors.customers.isMainCustomer');
    if ((await customers.countDocuments(id)) > 0) throw new Rejection(409, 'errors.customers.hasDocuments');
    try {
      await audit.removed(userOf(request), id, (repo) => repo.delete(id));
    } catch (error) {
      // Rows of other areas (field operations, monitoring) that point at it.
      if (isForeignKeyViolation(error)) throw new Rejection(409, 'errors.registers.inUse');
      throw error;
    }
    return reply.code(204).send();
  });

  // Issue 15: the customer's wood price per m³ from a date on, which prices its monitoring alerts' losses.
  app.get(
    '/customers/:id/wood-prices',
    { onRequest, schema: { params: idParamsSchema, response: { 200: woodPriceListSchema } } },
    async (request) => {
      found(await customers.find(request.params.id));
      return createWoodPricesRepository(app.db).list(request.params.id);
    },
  );

  app.put(
    '/customers/:id/wood-price',
    {
      onRequest,
      schema: { params: idParamsSchema, body: woodPriceInputSchema, response: { 200: woodPriceSchema } },
    },
    async (request) => {
      const { id } = request.params;
      found(await customers.find(id));
      const actor = userOf(request);
      return pricesAudit.changed(actor, id, (repo) =>
        repo.set(id, request.body, { name: actor.profile.name, at: new Date() }),
      );
    },
  );
}

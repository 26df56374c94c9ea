import {
  customerGroupInputSchema,
  customerGroupSchema,
  customerGroupUpdateSchema,
  idParamsSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createCustomerGroupsRepository } from '../../repositories/registers/customer-groups';
import { found, notFound } from './shared';

/** `/register/customer-groups`: staff only. */
export default async function customerGroupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const groups = createCustomerGroupsRepository(app.db);
  const audit = createAuditTrail(app.db).of('customerGroups', createCustomerGroupsRepository);
  const onRequest = app.requireServicesAdmin;

  app.get(
    '/customer-groups',
    { onRequest, schema: { response: { 200: z.array(customerGroupSchema) } } },
    () => groups.list(),
  );

  app.get(
    '/customer-groups/:id',
    { onRequest, schema: { params: idParamsSchema, response: { 200: customerGroupSchema } } },
    async (request) => found(await groups.find(request.params.id)),
  );

  app.post(
    '/customer-groups',
    { onRequest, schema: { body: customerGroupInputSchema, response: { 201: customerGroupSchema } } },
    async (request, reply) => {
      const group = await audit.created(userOf(request), (repo) => repo.create(request.body));
      return reply.code(201).send(group);
    },
  );

  app.put(
    '/customer-groups/:id',
    {
      onRequest,
      schema: {
        params: idParamsSchema,
        body: customerGroupUpdateSchema,
        response: { 200: customerGroupSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, input, version)));
    },
  );

  // A group with customers stays: deleting it would silently ungroup them.
  app.delete(
    '/customer-groups/:id',
    { onRequest, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await groups.find(id))) throw notFound();
      if ((await groups.countCustomers(id)) > 0)
        throw new Rejection(409, 'errors.customerGroups.hasCustomers');
      await audit.removed(userOf(request), id, (repo) => repo.delete(id));
      return reply.code(204).send();
    },
  );
}

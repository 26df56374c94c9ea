import {
  idParamsSchema as idParams,
  operationalItemInputSchema,
  operationalItemOptionSchema,
  operationalItemQuerySchema,
  operationalItemSchema,
  operationalItemUpdateSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { createOperationalItemsRepository } from '../../repositories/field-operations/operational-items';
import { currentCustomer } from './current-customer';
import { found, recordNotFound } from './errors';

/** `/register/gas/itens-operacionais` (spec section 7), for the session's current customer. */
export default async function operationalItemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const items = createOperationalItemsRepository(app.db);

  // `{ id, item }` for selects (value = id, label = item), only of one categoria when given.
  app.get(
    '/',
    {
      schema: {
        querystring: operationalItemQuerySchema,
        response: { 200: z.array(operationalItemOptionSchema) },
      },
    },
    async (request) => items.options(currentCustomer(request), request.query),
  );

  // Whole items for the register table.
  app.get(
    '/lista',
    {
      schema: { querystring: operationalItemQuerySchema, response: { 200: z.array(operationalItemSchema) } },
    },
    async (request) => items.list(currentCustomer(request), request.query),
  );

  app.get(
    '/:id',
    { schema: { params: idParams, response: { 200: operationalItemSchema } } },
    async (request) => found(await items.find(currentCustomer(request), request.params.id)),
  );

  app.post(
    '/',
    { schema: { body: operationalItemInputSchema, response: { 201: operationalItemSchema } } },
    async (request, reply) =>
      reply.code(201).send(await items.create(currentCustomer(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        params: idParams,
        body: operationalItemUpdateSchema,
        response: { 200: operationalItemSchema },
      },
    },
    async (request) =>
      found(
        await items.update(currentCustomer(request), request.params.id, request.body, request.body.version),
      ),
  );

  app.delete('/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await items.delete(currentCustomer(request), request.params.id))) throw recordNotFound();
    return reply.code(204).send();
  });
}

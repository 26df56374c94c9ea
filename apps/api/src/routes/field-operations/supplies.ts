import {
  idParamsSchema as idParams,
  supplyInputSchema,
  supplyQuerySchema,
  supplySchema,
  supplyUpdateSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { createSuppliesRepository } from '../../repositories/field-operations/supplies';
import { currentCustomer } from './current-customer';
import { found, recordNotFound } from './errors';

/** `/register/gas/insumos`: the supplies of the session's current customer. */
export default async function suppliesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const supplies = createSuppliesRepository(app.db);

  app.get(
    '/',
    { schema: { querystring: supplyQuerySchema, response: { 200: z.array(supplySchema) } } },
    async (request) => supplies.list(currentCustomer(request), request.query),
  );

  app.get('/:id', { schema: { params: idParams, response: { 200: supplySchema } } }, async (request) =>
    found(await supplies.find(currentCustomer(request), request.params.id)),
  );

  app.post(
    '/',
    { schema: { body: supplyInputSchema, response: { 201: supplySchema } } },
    async (request, reply) =>
      reply.code(201).send(await supplies.create(currentCustomer(request), request.body)),
  );

  app.put(
    '/:id',
    { schema: { params: idParams, body: supplyUpdateSchema, response: { 200: supplySchema } } },
    async (request) =>
      found(
        await supplies.update(
          currentCustomer(request),
          request.params.id,
          request.body,
          request.body.version,
        ),
      ),
  );

  app.delete('/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await supplies.delete(currentCustomer(request), request.params.id))) throw recordNotFound();
    return reply.code(204).send();
  });
}

import {
  idParamsSchema as idParams,
  thirdPartyCostInputSchema,
  thirdPartyCostParamsSchema,
  thirdPartyCostSchema,
  thirdPartyCostUpdateSchema,
  thirdPartyInputSchema,
  thirdPartySchema,
  thirdPartyUpdateSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { createThirdPartiesRepository } from '../../repositories/field-operations/third-parties';
import { currentCustomer } from './current-customer';
import { found, recordNotFound } from './errors';

/**
 * `/register/gas/terceiros`: the third parties (service providers and own collaborators) of the session's
 * current customer, and under `/{id}/custos` the costs or services each one charges.
 */
export default async function thirdPartiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const thirdParties = createThirdPartiesRepository(app.db);

  app.get('/', { schema: { response: { 200: z.array(thirdPartySchema) } } }, async (request) =>
    thirdParties.list(currentCustomer(request)),
  );

  app.get('/:id', { schema: { params: idParams, response: { 200: thirdPartySchema } } }, async (request) =>
    found(await thirdParties.find(currentCustomer(request), request.params.id)),
  );

  app.post(
    '/',
    { schema: { body: thirdPartyInputSchema, response: { 201: thirdPartySchema } } },
    async (request, reply) =>
      reply.code(201).send(await thirdParties.create(currentCustomer(request), request.body)),
  );

  app.put(
    '/:id',
    { schema: { params: idParams, body: thirdPartyUpdateSchema, response: { 200: thirdPartySchema } } },
    async (request) => {
      const { id } = request.params;
      return found(
        await thirdParties.update(currentCustomer(request), id, request.body, request.body.version),
      );
    },
  );

  app.delete('/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await thirdParties.delete(currentCustomer(request), request.params.id))) throw recordNotFound();
    return reply.code(204).send();
  });

  app.get(
    '/:id/custos',
    { schema: { params: idParams, response: { 200: z.array(thirdPartyCostSchema) } } },
    async (request) => found(await thirdParties.listCosts(currentCustomer(request), request.params.id)),
  );

  app.get(
    '/:id/custos/:custoId',
    { schema: { params: thirdPartyCostParamsSchema, response: { 200: thirdPartyCostSchema } } },
    async (request) => {
      const { id, custoId } = request.params;
      return found(await thirdParties.findCost(currentCustomer(request), id, custoId));
    },
  );

  app.post(
    '/:id/custos',
    {
      schema: { params: idParams, body: thirdPartyCostInputSchema, response: { 201: thirdPartyCostSchema } },
    },
    async (request, reply) => {
      const cost = await thirdParties.createCost(currentCustomer(request), request.params.id, request.body);
      return reply.code(201).send(found(cost));
    },
  );

  app.put(
    '/:id/custos/:custoId',
    {
      schema: {
        params: thirdPartyCostParamsSchema,
        body: thirdPartyCostUpdateSchema,
        response: { 200: thirdPartyCostSchema },
      },
    },
    async (request) => {
      const { id, custoId } = request.params;
      const { body } = request;
      return found(await thirdParties.updateCost(currentCustomer(request), id, custoId, body, body.version));
    },
  );

  app.delete(
    '/:id/custos/:custoId',
    { schema: { params: thirdPartyCostParamsSchema } },
    async (request, reply) => {
      const { id, custoId } = request.params;
      if (!(await thirdParties.deleteCost(currentCustomer(request), id, custoId))) throw recordNotFound();
      return reply.code(204).send();
    },
  );
}

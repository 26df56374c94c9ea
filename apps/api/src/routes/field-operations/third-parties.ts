import { thirdPartiesEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound } from '../../errors';
import { createThirdPartiesRepository } from '../../repositories/field-operations/third-parties';
import { currentCustomer } from './current-customer';
import { routeOf } from '../endpoint-route';

/**
 * `/register/gas/terceiros`: the third parties (service providers and own collaborators) of the session's
 * current customer, and under `/{id}/custos` the costs or services each one charges.
 */
export default async function thirdPartiesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const thirdParties = createThirdPartiesRepository(app.db);

  await routeOf(app, thirdPartiesEndpoints.list, async (request) =>
    thirdParties.list(currentCustomer(request)),
  );

  await routeOf(app, thirdPartiesEndpoints.get, async (request) =>
    found(await thirdParties.find(currentCustomer(request), request.params.id)),
  );

  await routeOf(app, thirdPartiesEndpoints.create, async (request, reply) =>
    reply.code(201).send(await thirdParties.create(currentCustomer(request), request.body)),
  );

  await routeOf(app, thirdPartiesEndpoints.update, async (request) => {
    const { id } = request.params;
    return found(await thirdParties.update(currentCustomer(request), id, request.body, request.body.version));
  });

  await routeOf(app, thirdPartiesEndpoints.remove, async (request, reply) => {
    if (!(await thirdParties.delete(currentCustomer(request), request.params.id))) throw notFound();
    return reply.code(204).send();
  });

  await routeOf(app, thirdPartiesEndpoints.costs, async (request) =>
    found(await thirdParties.listCosts(currentCustomer(request), request.params.id)),
  );

  await routeOf(app, thirdPartiesEndpoints.cost, async (request) => {
    const { id, custoId } = request.params;
    return found(await thirdParties.findCost(currentCustomer(request), id, custoId));
  });

  await routeOf(app, thirdPartiesEndpoints.createCost, async (request, reply) => {
    const cost = await thirdParties.createCost(currentCustomer(request), request.params.id, request.body);
    return reply.code(201).send(found(cost));
  });

  await routeOf(app, thirdPartiesEndpoints.updateCost, async (request) => {
    const { id, custoId } = request.params;
    const { body } = request;
    return found(await thirdParties.updateCost(currentCustomer(request), id, custoId, body, body.version));
  });

  await routeOf(app, thirdPartiesEndpoints.removeCost, async (request, reply) => {
    const { id, custoId } = request.params;
    if (!(await thirdParties.deleteCost(currentCustomer(request), id, custoId))) throw notFound();
    return reply.code(204).send();
  });
}

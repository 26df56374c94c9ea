import { suppliesEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound } from '../../errors';
import { createSuppliesRepository } from '../../repositories/field-operations/supplies';
import { currentCustomer } from './current-customer';
import { routeOf } from '../endpoint-route';

/** `/register/gas/insumos`: the supplies of the session's current customer. */
export default async function suppliesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const supplies = createSuppliesRepository(app.db);

  await routeOf(app, suppliesEndpoints.list, async (request) =>
    supplies.list(currentCustomer(request), request.query),
  );

  await routeOf(app, suppliesEndpoints.get, async (request) =>
    found(await supplies.find(currentCustomer(request), request.params.id)),
  );

  await routeOf(app, suppliesEndpoints.create, async (request, reply) =>
    reply.code(201).send(await supplies.create(currentCustomer(request), request.body)),
  );

  await routeOf(app, suppliesEndpoints.update, async (request) =>
    found(
      await supplies.update(currentCustomer(request), request.params.id, request.body, request.body.version),
    ),
  );

  await routeOf(app, suppliesEndpoints.remove, async (request, reply) => {
    if (!(await supplies.delete(currentCustomer(request), request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}

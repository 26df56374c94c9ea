import { operationalItemsEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound } from '../../errors';
import { createOperationalItemsRepository } from '../../repositories/field-operations/operational-items';
import { currentCustomer } from './current-customer';
import { routeOf } from '../endpoint-route';

/** `/register/gas/itens-operacionais` (spec section 7), for the session's current customer. */
export default async function operationalItemsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const items = createOperationalItemsRepository(app.db);

  // `{ id, item }` for selects (value = id, label = item), only of one categoria when given.
  await routeOf(app, operationalItemsEndpoints.options, async (request) =>
    items.options(currentCustomer(request), request.query),
  );

  // Whole items for the register table.
  await routeOf(app, operationalItemsEndpoints.list, async (request) =>
    items.list(currentCustomer(request), request.query),
  );

  await routeOf(app, operationalItemsEndpoints.get, async (request) =>
    found(await items.find(currentCustomer(request), request.params.id)),
  );

  await routeOf(app, operationalItemsEndpoints.create, async (request, reply) =>
    reply.code(201).send(await items.create(currentCustomer(request), request.body)),
  );

  await routeOf(app, operationalItemsEndpoints.update, async (request) =>
    found(
      await items.update(currentCustomer(request), request.params.id, request.body, request.body.version),
    ),
  );

  await routeOf(app, operationalItemsEndpoints.remove, async (request, reply) => {
    if (!(await items.delete(currentCustomer(request), request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}

import { fieldNotesEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound } from '../../errors';
import { createFieldNotesRepository } from '../../repositories/field-operations/field-notes';
import { currentCustomer } from './current-customer';
import { routeOf } from '../endpoint-route';

/** `/register/gas/apontamentos`: field notes of the session's current customer. */
export default async function fieldNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notes = createFieldNotesRepository(app.db);

  await routeOf(app, fieldNotesEndpoints.list, async (request) =>
    notes.list(currentCustomer(request), request.query),
  );

  await routeOf(app, fieldNotesEndpoints.get, async (request) =>
    found(await notes.find(currentCustomer(request), request.params.id)),
  );

  await routeOf(app, fieldNotesEndpoints.create, async (request, reply) =>
    reply.code(201).send(await notes.create(currentCustomer(request), request.body)),
  );

  await routeOf(app, fieldNotesEndpoints.update, async (request) =>
    found(
      await notes.update(currentCustomer(request), request.params.id, request.body, request.body.version),
    ),
  );

  await routeOf(app, fieldNotesEndpoints.remove, async (request, reply) => {
    if (!(await notes.delete(currentCustomer(request), request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}

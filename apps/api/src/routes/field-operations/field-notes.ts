import {
  idParamsSchema as idParams,
  fieldNoteInputSchema,
  fieldNoteQuerySchema,
  fieldNoteSchema,
  fieldNoteUpdateSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { createFieldNotesRepository } from '../../repositories/field-operations/field-notes';
import { currentCustomer } from './current-customer';
import { found, recordNotFound } from './errors';

/** `/register/gas/apontamentos`: field notes of the session's current customer. */
export default async function fieldNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notes = createFieldNotesRepository(app.db);

  app.get(
    '/',
    { schema: { querystring: fieldNoteQuerySchema, response: { 200: z.array(fieldNoteSchema) } } },
    async (request) => notes.list(currentCustomer(request), request.query),
  );

  app.get('/:id', { schema: { params: idParams, response: { 200: fieldNoteSchema } } }, async (request) =>
    found(await notes.find(currentCustomer(request), request.params.id)),
  );

  app.post(
    '/',
    { schema: { body: fieldNoteInputSchema, response: { 201: fieldNoteSchema } } },
    async (request, reply) =>
      reply.code(201).send(await notes.create(currentCustomer(request), request.body)),
  );

  app.put(
    '/:id',
    { schema: { params: idParams, body: fieldNoteUpdateSchema, response: { 200: fieldNoteSchema } } },
    async (request) =>
      found(
        await notes.update(currentCustomer(request), request.params.id, request.body, request.body.version),
      ),
  );

  app.delete('/:id', { schema: { params: idParams } }, async (request, reply) => {
    if (!(await notes.delete(currentCustomer(request), request.params.id))) throw recordNotFound();
    return reply.code(204).send();
  });
}

import {
  documentLookupItemSchema,
  documentTypeInputSchema,
  documentTypeSchema,
  documentTypeUpdateSchema,
  idParamsSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createDocumentTypesRepository } from '../../repositories/registers/document-types';
import { found, notFound } from './shared';

/**
 * `/register/document-types` and the upload form's lookups. Staff write; any signed-in user reads (the
 * downloads screen filters by type).
 */
export default async function documentTypeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const types = createDocumentTypesRepository(app.db);
  const audit = createAuditTrail(app.db).of('documentTypes', createDocumentTypesRepository);
  const staff = app.requireServicesAdmin;

  app.get(
    '/document-types',
    { onRequest: app.requireUser, schema: { response: { 200: z.array(documentTypeSchema) } } },
    () => types.list(),
  );

  app.get(
    '/document-types/:id',
    {
      onRequest: app.requireUser,
      schema: { params: idParamsSchema, response: { 200: documentTypeSchema } },
    },
    async (request) => found(await types.find(request.params.id)),
  );

  app.post(
    '/document-types',
    { onRequest: staff, schema: { body: documentTypeInputSchema, response: { 201: documentTypeSchema } } },
    async (request, reply) => {
      const type = await audit.created(userOf(request), (repo) => repo.create(request.body));
      return reply.code(201).send(type);
    },
  );

  app.put(
    '/document-types/:id',
    {
      onRequest: staff,
      schema: {
        params: idParamsSchema,
        body: documentTypeUpdateSchema,
        response: { 200: documentTypeSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { version, ...values } = request.body;
      return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, values, version)));
    },
  );

  app.delete(
    '/document-types/:id',
    { onRequest: staff, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await types.find(id))) throw notFound();
      if ((await types.countDocuments(id)) > 0) throw new Rejection(409, 'errors.documentTypes.inUse');
      await audit.removed(userOf(request), id, (repo) => repo.delete(id));
      return reply.code(204).send();
    },
  );

  app.get(
    '/document-categories',
    { onRequest: app.requireUser, schema: { response: { 200: z.array(documentLookupItemSchema) } } },
    () => types.categories(),
  );

  app.get(
    '/document-subjects',
    { onRequest: app.requireUser, schema: { response: { 200: z.array(documentLookupItemSchema) } } },
    () => types.subjects(),
  );
}

import {
  benchmarkingFilterQuerySchema,
  benchmarkingInputSchema,
  benchmarkingSchema,
  benchmarkingUpdateSchema,
  idParamsSchema,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createBenchmarkingRepository } from '../../repositories/registers/benchmarking';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { found, notFound } from './shared';

/** `/register/benchmarking` (spec section 7): the benchmarking history, staff only. */
export default async function benchmarkingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const history = createBenchmarkingRepository(app.db);
  const customers = createCustomersRepository(app.db);
  const audit = createAuditTrail(app.db).of('benchmarking', createBenchmarkingRepository);
  const onRequest = app.requireServicesAdmin;

  const assertCustomerExists = async (customerId: number) => {
    if (!(await customers.exists(customerId))) throw new Rejection(400, 'validation.invalid', 'customer_id');
  };

  app.get('/benchmarking', { onRequest, schema: { response: { 200: z.array(benchmarkingSchema) } } }, () =>
    history.list(),
  );

  app.get(
    '/benchmarking/filtros',
    {
      onRequest,
      schema: { querystring: benchmarkingFilterQuerySchema, response: { 200: z.array(benchmarkingSchema) } },
    },
    (request) => history.filter(request.query.customer_id, request.query.data),
  );

  app.get(
    '/benchmarking/:id',
    { onRequest, schema: { params: idParamsSchema, response: { 200: benchmarkingSchema } } },
    async (request) => found(await history.find(request.params.id)),
  );

  app.post(
    '/benchmarking',
    { onRequest, schema: { body: benchmarkingInputSchema, response: { 201: benchmarkingSchema } } },
    async (request, reply) => {
      await assertCustomerExists(request.body.customer_id);
      const entry = await audit.created(userOf(request), (repo) => repo.create(request.body));
      return reply.code(201).send(entry);
    },
  );

  app.put(
    '/benchmarking/:id',
    {
      onRequest,
      schema: {
        params: idParamsSchema,
        body: benchmarkingUpdateSchema,
        response: { 200: benchmarkingSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      if (!(await history.find(id))) throw notFound();
      await assertCustomerExists(request.body.customer_id);
      const { version, ...values } = request.body;
      return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, values, version)));
    },
  );

  app.delete(
    '/benchmarking/:id',
    { onRequest, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await audit.removed(userOf(request), id, (repo) => repo.delete(id)))) throw notFound();
      return reply.code(204).send();
    },
  );
}

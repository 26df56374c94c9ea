import { benchmarkingEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createBenchmarkingRepository } from '../../repositories/registers/benchmarking';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { routeOf } from '../endpoint-route';

/** `/register/benchmarking` (spec section 7): the benchmarking history, staff only. */
export default async function benchmarkingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const history = createBenchmarkingRepository(app.db);
  const customers = createCustomersRepository(app.db);
  const audit = createAuditTrail(app.db).of('benchmarking', createBenchmarkingRepository);

  const assertCustomerExists = async (customerId: number) => {
    if (!(await customers.exists(customerId))) throw new Rejection(400, 'validation.invalid', 'customer_id');
  };

  await routeOf(app, benchmarkingEndpoints.list, () => history.list());

  await routeOf(app, benchmarkingEndpoints.filter, (request) =>
    history.filter(request.query.customer_id, request.query.data),
  );

  await routeOf(app, benchmarkingEndpoints.get, async (request) =>
    found(await history.find(request.params.id)),
  );

  await routeOf(app, benchmarkingEndpoints.create, async (request, reply) => {
    await assertCustomerExists(request.body.customer_id);
    const entry = await audit.created(userOf(request), (repo) => repo.create(request.body));
    return reply.code(201).send(entry);
  });

  await routeOf(app, benchmarkingEndpoints.update, async (request) => {
    const { id } = request.params;
    if (!(await history.find(id))) throw notFound();
    await assertCustomerExists(request.body.customer_id);
    const { version, ...values } = request.body;
    return found(await audit.changed(userOf(request), id, (repo) => repo.update(id, values, version)));
  });

  await routeOf(app, benchmarkingEndpoints.remove, async (request, reply) => {
    const { id } = request.params;
    if (!(await audit.removed(userOf(request), id, (repo) => repo.delete(id)))) throw notFound();
    return reply.code(204).send();
  });
}

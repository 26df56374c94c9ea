import { operationsEndpoints, type OperationValues } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound, Rejection } from '../../errors';
import { dataVersionOf } from '../../plugins/app/authentication';
import { createOperationsRepository } from '../../repositories/field-operations/operations';
import { checkedListSerializerCompiler, checkedSerializerCompiler } from '../../repositories/versioned-cache';
import { currentCustomer } from './current-customer';
import { routeOf } from '../endpoint-route';

const UNKNOWN_REFERENCE = {
  operacao_id: 'errors.fieldOperations.unknownOperationalItem',
  prestador_id: 'errors.fieldOperations.unknownThirdParty',
} as const;

/** `/register/gas/operacoes`: operation records of the session's current customer, with their costs. */
export default async function operationsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Stored records out of their domain are repaired in answers or left out of sums (issue 14); the log
  // says which, so that the provider can correct them (migration 0011 repaired those stored before).
  const operations = createOperationsRepository(app.db, {
    onOutOfBounds: (records) =>
      app.log.warn({ outOfBounds: { table: 'operations', ...records } }, 'stored numbers out of bounds'),
  });

  /** The item and third party must be the customer's own: another customer's id is refused on its field. */
  async function assertReferences(customerId: number, input: OperationValues): Promise<void> {
    const field = await operations.invalidReference(customerId, input);
    if (field) throw new Rejection(400, UNKNOWN_REFERENCE[field], field);
  }

  await routeOf(
    app,
    operationsEndpoints.list,
    {
      // Pages and records are cached (see the repository): each is checked and serialised once.
      serializerCompiler: checkedListSerializerCompiler,
    },
    async (request) =>
      operations.list(currentCustomer(request), request.query, dataVersionOf(request, 'operations')),
  );

  await routeOf(
    app,
    operationsEndpoints.summary,
    {
      // Summaries are cached like the list's pages (see the repository).
      serializerCompiler: checkedSerializerCompiler,
    },
    async (request) =>
      operations.summary(currentCustomer(request), request.query, dataVersionOf(request, 'operations')),
  );

  await routeOf(app, operationsEndpoints.get, async (request) =>
    found(await operations.find(currentCustomer(request), request.params.id)),
  );

  await routeOf(app, operationsEndpoints.create, async (request, reply) => {
    const customerId = currentCustomer(request);
    await assertReferences(customerId, request.body);
    return reply.code(201).send(await operations.create(customerId, request.body));
  });

  await routeOf(app, operationsEndpoints.update, async (request) => {
    const customerId = currentCustomer(request);
    found(await operations.find(customerId, request.params.id));
    await assertReferences(customerId, request.body);
    const { body } = request;
    return found(await operations.update(customerId, request.params.id, body, body.version));
  });

  await routeOf(app, operationsEndpoints.remove, async (request, reply) => {
    if (!(await operations.delete(currentCustomer(request), request.params.id))) throw notFound();
    return reply.code(204).send();
  });
}

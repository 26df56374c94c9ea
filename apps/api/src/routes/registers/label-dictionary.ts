import { labelDictionaryEndpoints, nonEmptyLabels } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { notFound, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { createLabelDictionaryRepository } from '../../repositories/registers/label-dictionary';
import { assertCustomerAccess } from '../../security/access';
import { routeOf } from '../endpoint-route';

/**
 * `/register/label/dictionary` (spec section 7). Staff keep it; users linked to the customer may read
 * it too, since the report screens show the customer's own words.
 */
export default async function labelDictionaryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const labels = createLabelDictionaryRepository(app.db);
  const customers = createCustomersRepository(app.db);
  // The labels are part of the customer's record, and of its history.
  const audit = createAuditTrail(app.db).of('customers', createLabelDictionaryRepository);

  await routeOf(app, labelDictionaryEndpoints.get, async (request) => {
    const customerId = request.query.customer_id;
    const user = userOf(request);
    if (!user.servicesAdmin) assertCustomerAccess(user, customerId);
    if (!(await customers.exists(customerId))) throw notFound();
    return labels.find(customerId);
  });

  await routeOf(app, labelDictionaryEndpoints.save, async (request) => {
    const { customer_id: customerId } = request.body;
    if (!(await customers.exists(customerId))) throw new Rejection(400, 'validation.invalid', 'customer_id');
    return audit.changed(userOf(request), customerId, (repo) =>
      repo.save(customerId, nonEmptyLabels(request.body)),
    );
  });
}

import { monitoringEndpoints, MONITORING_KINDS } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { dataVersionOf, userOf } from '../../plugins/app/authentication';
import { createCustomerGridsRepository } from '../../repositories/monitoring/customer-grids';
import { checkedSerializerCompiler } from '../../repositories/versioned-cache';
import { assertCustomerAccess } from '../../security/access';
import { routeOf } from '../endpoint-route';

/**
 * `GET /reports/{weeds,anomalies}/grids?customer_id&date`: every plot's grid of a monitoring date at once,
 * for the map of all the customer's plots. For the users linked to the customer (staff included).
 */
export default async function customerGridsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const customerGrids = createCustomerGridsRepository(app.db);

  for (const kind of MONITORING_KINDS) {
    await routeOf(
      app,
      monitoringEndpoints[`${kind}Grids`],
      // Cached answers (repositories/monitoring/customer-grids.ts) are checked and serialised once.
      { serializerCompiler: checkedSerializerCompiler },
      async (request) => {
        const { customer_id, date } = request.query;
        assertCustomerAccess(userOf(request), customer_id);
        return customerGrids.onDate(customer_id, kind, date, dataVersionOf(request, 'monitoring'));
      },
    );
  }
}

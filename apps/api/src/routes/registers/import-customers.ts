import { importsEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { routeOf } from '../endpoint-route';

/**
 * `GET /register/imports/customers?code=` (issue 15): the customers the caller may import for — every one
 * for staff and for a key of all customers, its own for a key scoped to one — those with the code when
 * given (case and surrounding spaces aside). How `pnpm dossel import --customer <code>` finds the id: a
 * key cannot read the customers register.
 */
export default async function importCustomerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  await routeOf(app, importsEndpoints.customers, async (request) => {
    const { code } = request.query;
    const scopedTo = request.apiKey?.customerId ?? null;
    let query = app.db.selectFrom('customers').select(['id', 'name', 'code']).orderBy('name').orderBy('id');
    if (scopedTo !== null) query = query.where('id', '=', scopedTo);
    if (code) query = query.where(sql<string>`lower(trim(code))`, '=', code.toLowerCase());
    return query.execute();
  });
}

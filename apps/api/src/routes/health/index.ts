import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import * as z from 'zod/mini';

// Not part of the customer contract (api-client): only load balancers and monitors read it.
const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
});

/** GET /health for load balancers: 200 while the database answers a trivial query, else 503. */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '',
    {
      schema: {
        summary: 'Whether this instance can serve requests',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(app.db);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: the database did not answer');
        return reply.code(503).send({ status: 'degraded', database: 'down' });
      }
    },
  );
}

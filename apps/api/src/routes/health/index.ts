import { healthEndpoints, healthReadySchema, type HealthReadiness as Readiness } from '@dossel/api-client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { sql } from 'kysely';

import { routeOf } from '../endpoint-route';

/**
 * The probes of a load balancer or an orchestrator (issue 16). `live`: the process answers (restart it
 * when it does not). `ready`: it can serve, its database, Redis and document storage answering (send it
 * no requests while it cannot); `/api/health` is the same, as earlier versions offered it. While the instance shuts down,
 * Fastify answers 503 on open connections and refuses new ones, so `ready` fails then too.
 */
export default async function healthRoutes(app: FastifyInstance) {
  await routeOf(app, healthEndpoints.live, async () => ({ status: 'ok' as const }));

  for (const endpoint of [healthEndpoints.ready, healthEndpoints.health]) {
    await routeOf(app, endpoint, { responses: { 503: healthReadySchema } }, async (request, reply) => {
      const { redis } = app;
      const answer: Omit<Readiness, 'status'> = {
        database: await answers(() => sql`select 1`.execute(app.db), 'the database', request.log),
        redis: redis ? await answers(() => redis.ping(), 'Redis', request.log) : 'off',
        storage: await answers(() => app.documentStorage.check(), 'the document storage', request.log),
      };
      const ok = answer.database === 'ok' && answer.redis !== 'down' && answer.storage === 'ok';
      // 503 answers the same schema (the route's `responses`); the handler's type knows the declared 200 only.
      return reply.code((ok ? 200 : 503) as 200).send({ status: ok ? 'ok' : 'degraded', ...answer });
    });
  }
}

/** 'ok' when the check resolves; 'down' (and the reason in the log) when it rejects. */
async function answers(
  check: () => Promise<unknown>,
  what: string,
  log: FastifyBaseLogger,
): Promise<'ok' | 'down'> {
  try {
    await check();
    return 'ok';
  } catch (error) {
    log.error({ err: error }, `readiness: ${what} did not answer`);
    return 'down';
  }
}

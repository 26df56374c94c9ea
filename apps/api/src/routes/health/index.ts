import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import * as z from 'zod/mini';

// Not part of the customer contract (api-client): only load balancers and monitors read these.
const liveSchema = z.object({ status: z.literal('ok') });

const readySchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'down']),
  /** `off` without REDIS_URL: this instance then needs no Redis. */
  redis: z.enum(['ok', 'down', 'off']),
  /** The documents' folder, or the S3_URL bucket. */
  storage: z.enum(['ok', 'down']),
});
type Readiness = z.infer<typeof readySchema>;

/**
 * The probes of a load balancer or an orchestrator (issue 16). `live`: the process answers (restart it
 * when it does not). `ready`: it can serve, its database, Redis and document storage answering (send it
 * no requests while it cannot); `/api/health` is the same, as earlier versions offered it. While the instance shuts down,
 * Fastify answers 503 on open connections and refuses new ones, so `ready` fails then too.
 */
export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/live',
    { schema: { summary: 'Whether this instance runs', response: { 200: liveSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  for (const url of ['/ready', '']) {
    app.get(
      url,
      {
        schema: {
          summary:
            'Whether this instance can serve requests: its database, Redis and document storage answer',
          response: { 200: readySchema, 503: readySchema },
        },
      },
      async (request, reply) => {
        const { redis } = app;
        const answer: Omit<Readiness, 'status'> = {
          database: await answers(() => sql`select 1`.execute(app.db), 'the database', request.log),
          redis: redis ? await answers(() => redis.ping(), 'Redis', request.log) : 'off',
          storage: await answers(() => app.documentStorage.check(), 'the document storage', request.log),
        };
        const ok = answer.database === 'ok' && answer.redis !== 'down' && answer.storage === 'ok';
        return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', ...answer });
      },
    );
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

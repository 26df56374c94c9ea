import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';

import type { JobHandler, JobKind, JobQueue } from './job-queue';

export interface PgBossQueueOptions {
  /** The database's URL (DATABASE_URL): jobs are rows of it, in the `pgboss` schema. */
  connectionString: string;
  /** How often an instance looks for lost runs (past their `runSeconds`) to retry them. */
  superviseSeconds: number;
}

/**
 * Instances started together create a new queue at the same moment: its partition tables then deadlock
 * in PostgreSQL, which aborts one of them. The queue exists after the other, so the aborted one tries again.
 */
async function retriedOnDeadlock(create: () => Promise<void>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await create();
    } catch (error) {
      const deadlock = (error as { code?: string }).code === '40P01';
      if (!deadlock || attempt >= attempts) throw error;
    }
  }
}

/**
 * How often an idle worker asks for jobs. A job sent by this instance wakes its worker at once; one sent
 * by another instance waits at most this long.
 */
const POLLING_SECONDS = 1;
/** Jobs of one kind an instance takes at a time, run side by side (each within its `runSeconds`). */
const BATCH_SIZE = 5;

/**
 * Jobs on pg-boss (decision 014): queued in PostgreSQL, taken by one instance (`SKIP LOCKED`), retried
 * with back-off, and run again elsewhere when the instance running one dies (its run expires).
 */
export function createPgBossQueue(options: PgBossQueueOptions, log: FastifyBaseLogger): JobQueue {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: 'pgboss',
    // Its own small pool beside the API's: workers poll, maintenance runs, jobs are sent.
    max: 2,
    application_name: 'dossel-jobs',
    maintenanceIntervalSeconds: options.superviseSeconds,
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'the job queue (pg-boss) failed'));
  const kinds = new Map<string, { kind: JobKind<unknown>; handler: JobHandler<unknown> }>();
  /** Each kind's worker on this instance, by the kind's name. */
  const workers = new Map<string, string>();

  return {
    handle(kind, handler) {
      kinds.set(kind.name, { kind, handler: handler as JobHandler<unknown> });
    },
    async send(kind, data) {
      if (!kinds.has(kind.name)) throw new Error(`no handler for the job ${kind.name}`);
      await boss.send(kind.name, data as object);
      // Between polls the worker sleeps: wake it, so a job sent here starts now (a busy worker asks
      // again as soon as it is done; another instance's worker finds the job at its next poll).
      const worker = workers.get(kind.name);
      if (worker) boss.notifyWorker(worker);
    },
    async start() {
      await boss.start();
      for (const { kind, handler } of kinds.values()) {
        const policy = {
          name: kind.name,
          retryLimit: kind.retryLimit,
          retryDelay: kind.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: kind.runSeconds,
        };
        // Idempotent, so every instance declares the queue; the update brings changed rules to a queue
        // an earlier version created.
        await retriedOnDeadlock(() => boss.createQueue(kind.name, policy));
        await boss.updateQueue(kind.name, policy);
        const worker = await boss.work(
          kind.name,
          { pollingIntervalSeconds: POLLING_SECONDS, batchSize: BATCH_SIZE },
          async (jobs) => {
            // Each job of the batch ends on its own: pg-boss completes those still active once this
            // returns, so a failed one is failed here and the others are not run again.
            const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
            for (const [index, outcome] of outcomes.entries()) {
              const job = jobs[index];
              if (outcome.status === 'rejected' && job) await boss.fail(kind.name, job.id, outcome.reason);
            }
          },
        );
        workers.set(kind.name, worker);
      }
    },
    async stop(graceMs) {
      await boss.stop({ graceful: true, timeout: graceMs, wait: true });
    },
    async idle() {
      // Queued, waiting for a retry or running: every state before `completed`.
      const pending = async () => {
        let count = 0;
        for (const name of kinds.keys())
          count += (await boss.getQueueSize(name, { before: 'completed' })) ?? 0;
        return count;
      };
      while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    },
  };
}

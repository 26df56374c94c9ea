import type { FastifyBaseLogger } from 'fastify';

import { retryDelayMs, type JobHandler, type JobKind, type JobQueue } from './job-queue';

/**
 * The embedded default's queue (SQLite, one process; decision 014): jobs run in this process, after the
 * request that queued them, with the kinds' retries and back-off. A job still pending when the process
 * stops is lost; several instances run on PostgreSQL, with pg-boss.
 */
export function createInProcessQueue(log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<string, JobHandler<never>>();
  const running = new Set<Promise<void>>();
  const waiting = new Set<ReturnType<typeof setTimeout>>();
  let accepting = false;

  const later = (run: () => void, ms: number) => {
    const timer = setTimeout(() => {
      waiting.delete(timer);
      run();
    }, ms);
    waiting.add(timer);
  };

  const run = <Data>(kind: JobKind<Data>, handler: JobHandler<Data>, data: Data, attempt: number) => {
    const task = handler(data)
      .catch((error: unknown) => {
        const retry = attempt + 1;
        if (retry > kind.retryLimit || !accepting) {
          log.error({ err: error, job: kind.name, attempt }, 'a background job failed for good');
          return;
        }
        log.warn({ err: error, job: kind.name, attempt }, 'a background job failed; it will be retried');
        later(() => run(kind, handler, data, retry), retryDelayMs(kind, retry));
      })
      .finally(() => running.delete(task));
    running.add(task);
  };

  return {
    handle(kind, handler) {
      handlers.set(kind.name, handler as JobHandler<never>);
    },
    async send(kind, data) {
      const handler = handlers.get(kind.name) as JobHandler<typeof data> | undefined;
      if (!handler) throw new Error(`no handler for the job ${kind.name}`);
      if (!accepting) throw new Error(`the job queue is stopped: ${kind.name} not queued`);
      // After the answer that queued it went out, as on a queue of its own.
      later(() => run(kind, handler, data, 0), 0);
    },
    async start() {
      accepting = true;
    },
    async stop(graceMs) {
      accepting = false;
      if (waiting.size > 0)
        log.warn({ jobs: waiting.size }, 'background jobs not yet run are dropped at stop');
      for (const timer of waiting) clearTimeout(timer);
      waiting.clear();
      let timeout: ReturnType<typeof setTimeout> | undefined;
      const grace = new Promise<void>((resolve) => (timeout = setTimeout(resolve, graceMs)));
      await Promise.race([Promise.allSettled([...running]), grace]);
      clearTimeout(timeout);
    },
    async idle() {
      while (running.size > 0 || waiting.size > 0) {
        await Promise.allSettled([...running]);
        if (running.size === 0 && waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}

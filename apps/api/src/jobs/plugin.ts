import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createBackgroundJobsRepository } from '../repositories/background-jobs';
import { createInProcessQueue } from './in-process-queue';
import { createPgBossQueue } from './pg-boss-queue';
import { createTrackedJobs, type BackgroundJobs } from './tracked-jobs';

/**
 * Work to do once the database is ready and before jobs are taken, e.g. settling what the last stop cut
 * short. `unfinishedAreLost` is true on the in-process queue, where jobs that were running will not run
 * again; on pg-boss another instance runs them.
 */
export type JobsStartHook = (context: { unfinishedAreLost: boolean }) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Background jobs (decision 014): declare kinds with `handle` and start hooks with `beforeStart` while
     * registering, `send` from routes. `afterStart` hooks run once jobs are taken: they may `send`, e.g.
     * work a stop left behind on the in-process queue.
     */
    jobs: BackgroundJobs & { beforeStart(hook: JobsStartHook): void; afterStart(hook: JobsStartHook): void };
  }
}

/**
 * The job queue as `app.jobs`: pg-boss on PostgreSQL (several instances share it), in this process on
 * SQLite, each job recorded for staff as it runs. The server starts it once the database is migrated
 * (`app.jobs.start()`, after every route has declared its kinds); closing the app stops it before the
 * database closes, giving running jobs the shutdown grace to end.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const { databaseUrl, jobsSuperviseSeconds, shutdownGraceMs } = app.config;
    const queue = createTrackedJobs(
      databaseUrl
        ? createPgBossQueue(
            { connectionString: databaseUrl, superviseSeconds: jobsSuperviseSeconds },
            app.log,
          )
        : createInProcessQueue(app.log),
      createBackgroundJobsRepository(app.db),
      app.log,
      { failUnfinishedAtStart: !databaseUrl },
    );
    let started = false;
    const startHooks: JobsStartHook[] = [];
    const afterStartHooks: JobsStartHook[] = [];
    app.decorate('jobs', {
      ...queue,
      beforeStart: (hook: JobsStartHook) => startHooks.push(hook),
      afterStart: (hook: JobsStartHook) => afterStartHooks.push(hook),
      start: async () => {
        for (const hook of startHooks) await hook({ unfinishedAreLost: !databaseUrl });
        await queue.start();
        started = true;
        for (const hook of afterStartHooks) await hook({ unfinishedAreLost: !databaseUrl });
      },
    });
    // Closing stops taking jobs at once and lets running ones end beside the requests in flight (not
    // before them: the server stops taking connections right after preClose). onClose hooks run last
    // registered first, so the database is still open until the jobs have ended.
    let stopping: Promise<void> | undefined;
    app.addHook('preClose', async () => {
      if (started) stopping = queue.stop(shutdownGraceMs);
    });
    app.addHook('onClose', async () => {
      await stopping;
    });
  },
  { name: 'jobs', dependencies: ['config', 'db'] },
);

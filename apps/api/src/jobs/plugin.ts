import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import { createInProcessQueue } from './in-process-queue';
import type { JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs (decision 014): declare kinds with `handle` while registering, `send` from routes. */
    jobs: JobQueue;
  }
}

/**
 * The job queue as `app.jobs`: pg-boss on PostgreSQL (several instances share it), in this process on
 * SQLite. The server starts it once the database is migrated (`app.jobs.start()`, after every route has
 * declared its kinds); closing the app stops it before the database closes, giving running jobs the
 * shutdown grace to end.
 */
export default fp(
  async function jobs(app: FastifyInstance) {
    const { databaseUrl, jobsSuperviseSeconds, shutdownGraceMs } = app.config;
    const queue = databaseUrl
      ? createPgBossQueue({ connectionString: databaseUrl, superviseSeconds: jobsSuperviseSeconds }, app.log)
      : createInProcessQueue(app.log);
    let started = false;
    app.decorate('jobs', {
      ...queue,
      start: async () => {
        await queue.start();
        started = true;
      },
    });
    app.addHook('preClose', async () => {
      if (started) await queue.stop(shutdownGraceMs);
    });
  },
  { name: 'jobs', dependencies: ['config'] },
);

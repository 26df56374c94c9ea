import type { BackgroundJobKind, BackgroundJobState } from '@dossel/api-client';
import type { Kysely, Updateable } from 'kysely';

import type { BackgroundJobsTable, Database } from '../db/schema';

/** Finished jobs are listed this long, then pruned. */
const KEPT_DAYS = 30;
/** An error's message is kept to this many characters. */
const ERROR_LENGTH = 500;

/**
 * The staff-visible record of background jobs (issue 16): one row per job sent, moved on by the job code
 * as each run starts, progresses and ends. Times are passed in, so tests set the clock.
 */
export function createBackgroundJobsRepository(db: Kysely<Database>) {
  const set = (id: number, values: Updateable<BackgroundJobsTable>) =>
    db.updateTable('background_jobs').set(values).where('id', '=', id).execute();

  return {
    /** Records a job just queued, and drops those finished more than `KEPT_DAYS` ago; answers its id. */
    async queued(
      job: { kind: BackgroundJobKind; subject: string | null; maxAttempts: number },
      now: Date,
    ): Promise<number> {
      const pruneBefore = new Date(now.getTime() - KEPT_DAYS * 24 * 3600 * 1000).toISOString();
      await db.deleteFrom('background_jobs').where('finished_at', '<', pruneBefore).execute();
      const row = await db
        .insertInto('background_jobs')
        .values({
          kind: job.kind,
          subject: job.subject,
          state: 'queued',
          max_attempts: job.maxAttempts,
          queued_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** A run begins: answers its number (1 for the first), or undefined when the row is gone. */
    async started(id: number, now: Date): Promise<number | undefined> {
      const row = await db
        .updateTable('background_jobs')
        .set((eb) => ({
          state: 'running',
          attempts: eb('attempts', '+', 1),
          started_at: now.toISOString(),
          progress_done: 0,
        }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    async progressed(id: number, done: number, total: number): Promise<void> {
      await set(id, { progress_done: done, progress_total: total });
    },

    async succeeded(id: number, now: Date): Promise<void> {
      await db
        .updateTable('background_jobs')
        .set((eb) => ({
          state: 'done',
          error: null,
          finished_at: now.toISOString(),
          // A job that never said how many steps it had did its one.
          progress_total: eb.fn.coalesce('progress_total', eb.val(1)),
          progress_done: eb.fn.coalesce('progress_total', eb.val(1)),
        }))
        .where('id', '=', id)
        .execute();
    },

    /** A run failed: `retrying` while retries remain, else `failed` for good. */
    async failed(
      id: number,
      outcome: { state: Extract<BackgroundJobState, 'retrying' | 'failed'>; error: string },
      now: Date,
    ): Promise<void> {
      await set(id, {
        state: outcome.state,
        error: outcome.error.slice(0, ERROR_LENGTH),
        finished_at: outcome.state === 'failed' ? now.toISOString() : null,
      });
    },

    /**
     * Jobs left unfinished by a process that is gone, marked failed with the reason given: on the embedded
     * default one process runs them all, so at its start every such job was cut short by a stop.
     */
    async interrupted(reason: string, now: Date): Promise<number> {
      const result = await db
        .updateTable('background_jobs')
        .set({ state: 'failed', error: reason, finished_at: now.toISOString() })
        .where('state', 'in', ['queued', 'running', 'retrying'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** The newest jobs first. */
    list(limit: number) {
      return db.selectFrom('background_jobs').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}
export type BackgroundJobsRepository = ReturnType<typeof createBackgroundJobsRepository>;

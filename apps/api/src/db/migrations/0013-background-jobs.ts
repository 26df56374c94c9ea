import type { Kysely } from 'kysely';

import { idColumn } from './columns';

/**
 * What staff see of the background jobs (issue 16): one row per job sent, kept by the job code whichever
 * queue runs it (pg-boss keeps its own rows in its schema, the in-process queue none), so the list reads
 * the same on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('background_jobs')
    .addColumn('id', id.type, id.build)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text')
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('progress_done', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('progress_total', 'integer')
    .addColumn('error', 'text')
    .addColumn('queued_at', 'text', (col) => col.notNull())
    .addColumn('started_at', 'text')
    .addColumn('finished_at', 'text')
    .execute();
  // The list reads the newest first; old finished rows are pruned by their end.
  await db.schema
    .createIndex('background_jobs_queued_at_idx')
    .on('background_jobs')
    .column('queued_at')
    .execute();
  await db.schema
    .createIndex('background_jobs_finished_at_idx')
    .on('background_jobs')
    .column('finished_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('background_jobs').execute();
}

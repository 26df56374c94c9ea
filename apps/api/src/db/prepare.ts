import { PostgresAdapter, sql, type Kysely } from 'kysely';

import type { Config } from '../config';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedWhenEmpty, type SeedOptions } from './seed';

/** What every start does before serving: migrate, then seed the demo data into an empty database. */
export async function prepareDatabase(
  db: Kysely<Database>,
  options: SeedOptions & Pick<Config, 'seedDemo'>,
): Promise<{ seeded: boolean }> {
  return withStartupLock(db, async () => {
    await migrateToLatest(db);
    return { seeded: options.seedDemo ? await seedWhenEmpty(db, options) : false };
  });
}

/** The advisory lock of the start-up's work: a constant of ours, apart from any other lock's key. */
const STARTUP_LOCK_KEY = 1_600_016;

/**
 * Instances started together on one PostgreSQL database (issue 16) take turns at the start-up's work,
 * and the later ones find it done. Kysely's migrator locks its own run, but the seed's check for an
 * empty database and its inserts would race. The lock is the session's, on a connection held for it:
 * an instance that dies mid-way releases it with its connection. SQLite serves one process.
 */
async function withStartupLock<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return work();
  return db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(connection);
    }
  });
}

import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type Dialect } from 'kysely';
import pg from 'pg';

import type { Config } from '../config';
import type { Database } from './schema';

/** The one place that picks the database engine: PostgreSQL when `DATABASE_URL` is set, else the SQLite file. */
export function createDb(config: Pick<Config, 'databaseFile' | 'databaseUrl'>): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(config) });
}

function createDialect({ databaseFile, databaseUrl }: Pick<Config, 'databaseFile' | 'databaseUrl'>): Dialect {
  if (databaseUrl) {
    return new PostgresDialect({ pool: new pg.Pool({ connectionString: databaseUrl }) });
  }
  mkdirSync(dirname(databaseFile), { recursive: true });
  const sqlite = new SQLite(databaseFile);
  // WAL lets readers work while a write is in progress; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: sqlite });
}

import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname } from 'node:path';

import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type Dialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
} from 'kysely';
import pg from 'pg';

import type { Config } from '../config';
import type { Database } from './schema';

/**
 * Connections per API process: two per core of this machine, at least 4. One Node process sends a query while
 * it waits for others; more connections than that only make PostgreSQL's backends compete for the same
 * cores (issue 13, on 2 cores: 4 connections answered `me` and the operations list 20-40 % faster than
 * pg's default 10). More instances behind a load balancer each bring their own.
 */
export const POSTGRES_POOL_SIZE = Math.max(4, availableParallelism() * 2);

/** The one place that picks the database engine: PostgreSQL when `DATABASE_URL` is set, else the SQLite file. */
export function createDb(config: Pick<Config, 'databaseFile' | 'databaseUrl'>): Kysely<Database> {
  return new Kysely<Database>({ dialect: createDialect(config) });
}

function createDialect({ databaseFile, databaseUrl }: Pick<Config, 'databaseFile' | 'databaseUrl'>): Dialect {
  if (databaseUrl) {
    return new PostgresDialect({
      pool: withPreparedStatements(new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE })),
    });
  }
  mkdirSync(dirname(databaseFile), { recursive: true });
  const sqlite = new SQLite(databaseFile);
  // WAL lets readers work while a write is in progress; SQLite leaves foreign keys off unless asked.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

/** How many prepared statements the SQLite connection keeps (the API has a few hundred distinct ones). */
export const SQLITE_STATEMENTS_CACHED = 500;

/**
 * Kysely prepares every query again, and preparing a join costs more than running it on an index (issue 13:
 * a third of the time of `me`). Statements are kept by their SQL text instead, least recently used first
 * out; SQLite prepares a kept one again by itself after a schema change. A statement still being iterated
 * (a streamed query) is busy, so another run of the same text gets a fresh one.
 */
export function withStatementCache(
  database: SQLite.Database,
  maxStatements = SQLITE_STATEMENTS_CACHED,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = database.prepare(sql);
      if (!kept) {
        statements.set(sql, statement);
        if (statements.size > maxStatements) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

/**
 * SQL that starts with this comment runs on PostgreSQL as a named prepared statement: parsed and planned once
 * per connection instead of at every run. For the few statements every request runs, with plans that do
 * not depend on the values (see repositories/prepared-query.ts); a connection pooler in front of
 * PostgreSQL must then keep sessions (PgBouncer's session mode, or 1.21+ with prepared statements on).
 */
export const PREPARED_MARKER = '/* prepared */ ';

const statementName = (text: string) =>
  `dossel_${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;

/** The pool, with its clients running marked SQL as named statements (pg keeps them per connection). */
export function withPreparedStatements(pool: pg.Pool): PostgresPool {
  // One wrapper per client: Kysely keeps its connection objects by client.
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  // Each text's name, hashed once: hashing the session's text at every run cost 2 % of `me` (issue 13). The
  // texts are few (a hot query's shapes), and pg keeps each statement per connection anyway.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) {
      name = statementName(text);
      names.set(text, name);
    }
    return name;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query(text: string | pg.Submittable, values?: readonly unknown[]) {
      // A cursor (a streamed query) goes as it is.
      if (typeof text !== 'string') return client.query(text);
      const parameters = values ? [...values] : [];
      if (!text.startsWith(PREPARED_MARKER)) return client.query(text, parameters);
      return client.query({ name: nameOf(text), text, values: parameters });
    }
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: (destroy?: boolean) => client.release(destroy),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let kept = wrapped.get(client);
      if (!kept) {
        kept = wrap(client);
        wrapped.set(client, kept);
      }
      return kept;
    },
    end: () => pool.end(),
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import SQLite from 'better-sqlite3';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PREPARED_MARKER, withPreparedStatements, withStatementCache } from './create-db';

let dir: string;
let sqlite: SQLite.Database;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'dossel-statements-'));
  sqlite = new SQLite(join(dir, 'test.sqlite'));
  sqlite.exec('create table t (id integer primary key, name text)');
  sqlite.exec("insert into t (name) values ('a'), ('b'), ('c')");
});
afterAll(async () => {
  sqlite.close();
  await rm(dir, { recursive: true, force: true });
});

describe('withStatementCache (SQLite)', () => {
  it('prepares a text once and runs it again with new values', () => {
    const database = withStatementCache(sqlite, 2);
    const first = database.prepare('select name from t where id = ?');
    expect(first.all([1])).toEqual([{ name: 'a' }]);
    const again = database.prepare('select name from t where id = ?');
    expect(again).toBe(first);
    expect(again.all([2])).toEqual([{ name: 'b' }]);
  });

  it('gives a fresh statement while the kept one is still being iterated (a streamed query)', () => {
    const database = withStatementCache(sqlite, 2);
    const text = 'select name from t order by id';
    const streaming = database.prepare(text).iterate([]);
    expect(streaming.next().value).toEqual({ name: 'a' });
    const other = database.prepare(text);
    expect(other.all([])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect([...streaming]).toEqual([{ name: 'b' }, { name: 'c' }]);
  });

  it('keeps only the most recently used statements', () => {
    const database = withStatementCache(sqlite, 2);
    const a = database.prepare('select 1 as x');
    database.prepare('select 2 as x');
    database.prepare('select 3 as x');
    expect(database.prepare('select 1 as x')).not.toBe(a);
  });

  it('sees a schema change through a kept statement', () => {
    const database = withStatementCache(sqlite, 2);
    expect(database.prepare('select * from t where id = ?').all([3])).toEqual([{ id: 3, name: 'c' }]);
    sqlite.exec('alter table t add column extra text');
    expect(database.prepare('select * from t where id = ?').all([3])).toEqual([
      { id: 3, name: 'c', extra: null },
    ]);
  });
});

describe('withPreparedStatements (PostgreSQL)', () => {
  /** A pool of one client that records what it is asked to run. */
  function recordingPool() {
    const ran: unknown[] = [];
    const client = {
      query: (config: unknown, values?: unknown[]) => {
        ran.push(values === undefined ? config : { text: config, values });
        return Promise.resolve({ rows: [] });
      },
      release: () => undefined,
    };
    const pool = { connect: () => Promise.resolve(client), end: () => Promise.resolve() };
    return { pool: pool as unknown as pg.Pool, ran };
  }

  it('runs marked SQL as a statement named by its text, the same name each time, and the rest as it is', async () => {
    const { pool, ran } = recordingPool();
    const connection = await withPreparedStatements(pool).connect();
    const marked = `${PREPARED_MARKER}select $1::int as x`;
    await connection.query(marked, [1]);
    await connection.query(marked, [2]);
    await connection.query(`${PREPARED_MARKER}select $1::int as y`, [3]);
    await connection.query('select 1', []);
    const [first, second, other, plain] = ran as { name?: string; text: string; values: unknown[] }[];
    expect(first).toEqual({
      name: expect.stringMatching(/^dossel_[0-9a-f]{24}$/),
      text: marked,
      values: [1],
    });
    expect(second).toEqual({ ...first, values: [2] });
    expect(other?.name).not.toBe(first?.name);
    expect(plain).toEqual({ text: 'select 1', values: [] });
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { withStatementCache } from './create-db';

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

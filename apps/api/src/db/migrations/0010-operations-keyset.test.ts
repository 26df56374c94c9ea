import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../../config';
import { makeTestConfig, removeTestData } from '../../test/test-app';
import { createDb } from '../create-db';
import { createMigrator, migrateToLatest } from '../migrate';
import type { Database } from '../schema';

// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (as the whole API suite does).
let config: Config;
let db: Kysely<Database>;
beforeAll(async () => {
  config = await makeTestConfig();
  db = createDb(config);
});
afterAll(async () => {
  await db.destroy();
  await removeTestData(config);
});

const FILTER_INDEXES = ['operations_customer_group', 'operations_customer_item', 'operations_customer_gloc1'];

/** The columns of an index, in order, as the engine keeps them. */
async function indexColumns(name: string): Promise<string[]> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{
      indexdef: string;
    }>`select indexdef from pg_indexes where indexname = ${name}`.execute(db);
    const columns = /\((.*)\)/.exec(rows[0]?.indexdef ?? '')?.[1] ?? '';
    return columns.split(',').map((column) => column.trim());
  }
  const { rows } = await sql<{
    name: string;
  }>`select name from pragma_index_info(${name}) order by seqno`.execute(db);
  return rows.map((row) => row.name);
}

describe('migration 0010: the operations filter indexes end in data, id (keyset pages)', () => {
  it('adds id after data to each filter index, and steps down and up again', async () => {
    await migrateToLatest(db);
    for (const name of FILTER_INDEXES) expect((await indexColumns(name)).slice(-2)).toEqual(['data', 'id']);

    const down = await createMigrator(db).migrateTo('0009-handoff-codes');
    expect(down.error).toBeUndefined();
    for (const name of FILTER_INDEXES) expect((await indexColumns(name)).at(-1)).toBe('data');

    await migrateToLatest(db);
    expect(await indexColumns('operations_customer_group')).toEqual(['customer_id', 'grupo', 'data', 'id']);
    expect(await indexColumns('operations_customer_item')).toEqual([
      'customer_id',
      'operacao_id',
      'data',
      'id',
    ]);
    expect(await indexColumns('operations_customer_gloc1')).toEqual(['customer_id', 'gloc1', 'data', 'id']);
  });
});

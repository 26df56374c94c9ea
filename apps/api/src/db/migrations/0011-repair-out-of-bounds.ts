import { sql, type Kysely } from 'kysely';

import { repairedValue, STORED_NUMBER_BOUNDS } from '../numeric-bounds';
import { idColumn } from './columns';

export const MIGRATION_NAME = '0011-repair-out-of-bounds';

/**
 * Issue 14: before api-client bounded every number, one request could store `custo_hora: 1e308` (its total
 * Infinity) and break its customer's summary and list pages for good. This finds the rows already stored
 * out of bounds, in every numeric column a schema bounds (numeric-bounds.ts: non-finite, NaN on PostgreSQL,
 * or beyond the new limits), and repairs each value: null where the column takes null (the value is
 * unknown, not some made-up number), else the nearest bound (NaN the minimum), which the record's form
 * accepts, so it can be corrected by hand.
 *
 * Each repair is flagged with a row of `data_repairs` naming the table, the record, the column, the value
 * as it was stored (as text: 'Infinity', 'NaN', '1e+308') and what it became. A table rather than the
 * alternatives, because the provider must be able to find them later: a log line is gone with the logs of
 * the deploy that ran the migration (nobody watches a start-up); `audit_log` holds the registers' history
 * as users made it (an entry needs an author, a user, and field-operations records are no audit entity),
 * and an entry by no one would break the history screen that reads it. `data_repairs` stays beside the data,
 * survives backups, and is one query away: `select * from data_repairs order by id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('data_repairs')
    .addColumn('id', id.type, id.build)
    .addColumn('table_name', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('column_name', 'text', (col) => col.notNull())
    .addColumn('stored', 'text', (col) => col.notNull())
    .addColumn('repaired', 'double precision')
    .addColumn('migration', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();

  const at = new Date().toISOString();
  for (const [table, columns] of Object.entries(STORED_NUMBER_BOUNDS)) {
    for (const [column, bounds] of Object.entries(columns)) {
      const value = sql.ref(column);
      // NaN compares above every number on PostgreSQL, Infinity above the maximum; SQLite keeps no NaN (it
      // stores NULL), but a REAL column may hold text, which compares above every number too.
      const { rows } = await sql<{ id: number | string; value: number | string }>`
        select id, ${value} as value from ${sql.table(table)}
        where ${value} is not null and not (${value} >= ${bounds.min} and ${value} <= ${bounds.max})
        order by id`.execute(db);
      for (const row of rows) {
        const stored = typeof row.value === 'number' ? row.value : Number(row.value);
        const repaired = repairedValue(stored, bounds);
        await sql`update ${sql.table(table)} set ${value} = ${repaired} where id = ${row.id}`.execute(db);
        await sql`insert into data_repairs
          (table_name, record_id, column_name, stored, repaired, migration, at)
          values (${table}, ${Number(row.id)}, ${column}, ${String(row.value)}, ${repaired}, ${MIGRATION_NAME}, ${at})`.execute(
          db,
        );
      }
    }
  }
}

/** The repaired values stay as they are (the stored ones were what broke the answers); their record goes. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_repairs').execute();
}

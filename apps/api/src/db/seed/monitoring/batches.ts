import type { Insertable, Transaction } from 'kysely';

import type { Database } from '../../schema';

/**
 * Parameters one statement may carry: PostgreSQL takes 65,535, SQLite (as better-sqlite3 builds it)
 * 32,766. Staying under both lets one multi-row INSERT carry thousands of rows, which is what keeps
 * the large seed fast on either engine.
 */
const MAX_PARAMETERS = 30_000;

/** Inserts rows in as few statements as the parameter limit allows. */
export async function insertInBatches<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(first).length));
  for (let start = 0; start < rows.length; start += size) {
    // Kysely cannot tie a table name held in a type parameter to its row type; the signature above does.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + size) as never)
      .execute();
  }
}

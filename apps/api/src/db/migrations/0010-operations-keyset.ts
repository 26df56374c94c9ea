import type { Kysely } from 'kysely';

/**
 * The operations list reads pages by keyset, newest first: `(data, id) <= (start)` in the order `data desc,
 * id desc` (issue 13). The filter indexes of migration 0005 end in `data`; they now end in `data, id`, so
 * that order and that range are the index's own on PostgreSQL too (SQLite already kept the rowid, which is
 * the id, at the end of every index), and the page starts are read from the index alone.
 */
const INDEXES = {
  operations_customer_group: ['customer_id', 'grupo', 'data'],
  operations_customer_item: ['customer_id', 'operacao_id', 'data'],
  operations_customer_gloc1: ['customer_id', 'gloc1', 'data'],
} as const;

async function rebuild(db: Kysely<unknown>, withId: boolean): Promise<void> {
  for (const [name, columns] of Object.entries(INDEXES)) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('operations')
      .columns(withId ? [...columns, 'id'] : [...columns])
      .execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rebuild(db, false);
}

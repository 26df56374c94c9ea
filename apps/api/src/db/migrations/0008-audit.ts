import type { Kysely } from 'kysely';

import { idColumn } from './columns';

/**
 * The audit trail of the registers (repositories/audit): one row per create, update or delete, written
 * in the transaction of the change itself. Who wrote is kept by value (id, name, e-mail) and without a
 * foreign key, so the history outlives the record and the account of whoever wrote it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('audit_log')
    .addColumn('id', id.type, id.build)
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('record_id', 'integer', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('user_name', 'text', (col) => col.notNull())
    .addColumn('user_email', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .addColumn('changes', 'text', (col) => col.notNull())
    .execute();
  // A record's history is read by entity and id, newest first.
  await db.schema
    .createIndex('audit_log_record_idx')
    .on('audit_log')
    .columns(['entity', 'record_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_log').execute();
}

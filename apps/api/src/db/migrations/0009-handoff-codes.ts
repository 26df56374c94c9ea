import type { Kysely } from 'kysely';

import { idColumn } from './columns';

/**
 * One-time codes that hand a session from another site to the portal (issue 8). Only a hash of the code
 * is stored, so a copy of the database holds no usable code; `used_at` makes each code single-use.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('handoff_codes')
    .addColumn('id', id.type, id.build)
    .addColumn('code_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // A user's codes go with the account (cascade): the index keeps that delete from scanning the table.
  await db.schema.createIndex('handoff_codes_user_id_idx').on('handoff_codes').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('handoff_codes').execute();
}

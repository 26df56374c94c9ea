import type { Kysely } from 'kysely';

import { idColumn } from './columns';

// `double precision` on both engines, as in 0005: PostgreSQL's `real` keeps ~7 digits, a metre's worth
// of latitude needs 5 decimals after 2 before.
const number = 'double precision';

const NOTE_COLUMNS = [
  ['client_key', 'text'],
  ['latitude', number],
  ['longitude', number],
  ['accuracy_m', number],
  ['recorded_at', 'text'],
] as const;

/**
 * Field notes written offline (issue 18): the key the device gives a note (one row per customer and key,
 * so a note sent again is found, not stored twice; old notes have none), where the device was, the plot
 * it is about (null again when the plot itself is deleted), the device's time; and the notes' photos,
 * whose bytes live in the document storage (content-addressed keys, the photo's and its thumbnail's).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, type] of NOTE_COLUMNS) {
    await db.schema.alterTable('field_notes').addColumn(name, type).execute();
  }
  await db.schema
    .alterTable('field_notes')
    .addColumn('plot_id', 'integer', (col) => col.references('plots.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('field_notes_customer_client_key_uq')
    .on('field_notes')
    .columns(['customer_id', 'client_key'])
    .unique()
    .execute();

  const id = idColumn(db);
  await db.schema
    .createTable('field_note_photos')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('note_id', 'integer', (col) => col.notNull().references('field_notes.id').onDelete('cascade'))
    .addColumn('client_key', 'text', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('thumb_key', 'text', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('thumb_content_type', 'text', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('taken_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addUniqueConstraint('field_note_photos_note_client_key_uq', ['note_id', 'client_key'])
    .execute();
  // Whether a stored file is still someone's (stored-files.ts) is asked by key.
  await db.schema
    .createIndex('field_note_photos_storage_key')
    .on('field_note_photos')
    .column('storage_key')
    .execute();
  await db.schema
    .createIndex('field_note_photos_thumb_key')
    .on('field_note_photos')
    .column('thumb_key')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('field_note_photos').execute();
  await db.schema.dropIndex('field_notes_customer_client_key_uq').execute();
  await db.schema.alterTable('field_notes').dropColumn('plot_id').execute();
  for (const [name] of NOTE_COLUMNS.toReversed()) {
    await db.schema.alterTable('field_notes').dropColumn(name).execute();
  }
}

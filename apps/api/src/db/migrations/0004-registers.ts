import type { Kysely } from 'kysely';

import { idColumn } from './columns';

/**
 * The registers area (see db/schema-registers.ts): customers' code in base and contract expiration, the
 * label dictionary, document types with the category and subject lookups, documents (files live in the
 * document storage, by sha256), and the benchmarking history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema.alterTable('customers').addColumn('code', 'text').execute();
  await db.schema.alterTable('customers').addColumn('contract_expiration', 'text').execute();

  await db.schema
    .createTable('customer_labels')
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('field', 'text', (col) => col.notNull())
    .addColumn('label', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('customer_labels_pk', ['customer_id', 'field'])
    .execute();

  await db.schema
    .createTable('document_types')
    .addColumn('id', id.type, id.build)
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('extension', 'text', (col) => col.notNull())
    .execute();

  for (const table of ['document_categories', 'document_subjects'] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', id.type, id.build)
      .addColumn('name', 'text', (col) => col.notNull().unique())
      .execute();
  }
  // Reference lists of the upload form, the same on every installation (not demo data).
  const lookups = db as unknown as Kysely<{
    document_categories: { name: string };
    document_subjects: { name: string };
  }>;
  await lookups
    .insertInto('document_categories')
    .values(DOCUMENT_CATEGORIES.map((name) => ({ name })))
    .execute();
  await lookups
    .insertInto('document_subjects')
    .values(DOCUMENT_SUBJECTS.map((name) => ({ name })))
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('document_type_id', 'integer', (col) => col.notNull().references('document_types.id'))
    .addColumn('document_category_id', 'integer', (col) => col.notNull().references('document_categories.id'))
    .addColumn('document_subject_id', 'integer', (col) => col.notNull().references('document_subjects.id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('documents_customer_id_idx').on('documents').column('customer_id').execute();
  await db.schema
    .createIndex('documents_document_type_id_idx')
    .on('documents')
    .column('document_type_id')
    .execute();
  await db.schema.createIndex('documents_storage_key_idx').on('documents').column('storage_key').execute();

  await db.schema
    .createTable('benchmarking_history')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('ima7', 'double precision')
    .addColumn('performance', 'double precision')
    .addColumn('impacto_clima', 'double precision')
    .execute();
  await db.schema
    .createIndex('benchmarking_history_customer_data_idx')
    .on('benchmarking_history')
    .columns(['customer_id', 'data'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'benchmarking_history',
    'documents',
    'document_subjects',
    'document_categories',
    'document_types',
    'customer_labels',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('customers').dropColumn('contract_expiration').execute();
  await db.schema.alterTable('customers').dropColumn('code').execute();
}

/** Categories of the upload form. */
export const DOCUMENT_CATEGORIES = [
  'Relatório técnico',
  'Mapa',
  'Laudo',
  'Planilha de dados',
  'Contrato',
  'Apresentação',
];

/** Subjects of the upload form: the portal's areas. */
export const DOCUMENT_SUBJECTS = [
  'Produtividade',
  'Qualidade',
  'Clima',
  'Solo e relevo',
  'Vegetação',
  'Matocompetição',
  'Anomalias',
  'Inventário florestal',
  'Operações de campo',
];

import { sql, type Kysely } from 'kysely';

import { idColumn } from './columns';

/**
 * The provider's imports (issue 15, decision 013): one row per file imported for a customer, with where it
 * stands; the problems found in it; and the last column mapping of each customer and kind, offered again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('imports')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('monitoring_date', 'text')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull())
    .addColumn('storage_key', 'text', (col) => col.notNull())
    .addColumn('mapping', 'text')
    .addColumn('counts', 'text')
    .addColumn('failure_code', 'text')
    .addColumn('failure_params', 'text')
    .addColumn('problem_count', 'integer', (col) => col.notNull().defaultTo(0))
    // Who asked, kept by value like the audit trail: the history outlives the account.
    .addColumn('created_by_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.createIndex('imports_customer_idx').on('imports').columns(['customer_id', 'id']).execute();
  // Two imports of one kind for one customer run one after the other: at most one is being read or
  // published at a time (the database holds it, across instances).
  await db.schema
    .createIndex('imports_one_running_idx')
    .on('imports')
    .columns(['customer_id', 'kind'])
    .unique()
    .where(sql<boolean>`status in ('validating', 'publishing')`)
    .execute();

  await db.schema
    .createTable('import_problems')
    .addColumn('import_id', 'integer', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('item', 'integer')
    .addColumn('field', 'text')
    .addColumn('code', 'text', (col) => col.notNull())
    .addColumn('params', 'text')
    .addPrimaryKeyConstraint('import_problems_pk', ['import_id', 'seq'])
    .execute();

  await db.schema
    .createTable('import_mappings')
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('mapping', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('import_mappings_pk', ['customer_id', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_mappings').execute();
  await db.schema.dropTable('import_problems').execute();
  await db.schema.dropTable('imports').execute();
}

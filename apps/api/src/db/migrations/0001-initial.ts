import type { Kysely } from 'kysely';

import { idColumn } from './columns';

/** The sign-in slice: customers and their groups, users with their linked customers, and sessions. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);

  await db.schema
    .createTable('customer_groups')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('customers')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('document', 'text')
    .addColumn('email_domain', 'text')
    .addColumn('customer_group_id', 'integer', (col) =>
      col.references('customer_groups.id').onDelete('set null'),
    )
    .addColumn('gloc1', 'text')
    .addColumn('gloc2', 'text')
    .addColumn('gloc3', 'text')
    .addColumn('gloc4', 'text')
    .addColumn('gloc5', 'text')
    .addColumn('glocpadrao', 'text')
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', id.type, id.build)
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('main_customer_id', 'integer', (col) => col.notNull().references('customers.id'))
    .addColumn('services_admin', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_login', 'text')
    .addColumn('previous_login', 'text')
    .addColumn('signature', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('user_customers')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('services_json', 'text', (col) => col.notNull().defaultTo('[]'))
    .addPrimaryKeyConstraint('user_customers_pk', ['user_id', 'customer_id'])
    .execute();
  await db.schema
    .createIndex('user_customers_customer_id_idx')
    .on('user_customers')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', id.type, id.build)
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sessions', 'user_customers', 'users', 'customers', 'customer_groups']) {
    await db.schema.dropTable(table).execute();
  }
}

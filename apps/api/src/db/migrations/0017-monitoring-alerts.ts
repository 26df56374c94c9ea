import type { Kysely } from 'kysely';

import { idColumn } from './columns';

// `double precision` on both engines, as in 0006: prices and volumes need more than PostgreSQL's `real`.
const number = 'double precision';

/**
 * Alerts that reach people (issue 15, decision 013): a wood price per customer from a date, the alerts of
 * each published monitoring date with their estimated loss, one e-mail per user and publication (the row
 * is written with the publication, the send recorded on it), and each user's language and choice of
 * receiving these e-mails.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('customer_wood_prices')
    .addColumn('id', id.type, id.build)
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('valid_from', 'text', (col) => col.notNull())
    .addColumn('price_brl_per_m3', number, (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('updated_by_name', 'text', (col) => col.notNull())
    .addUniqueConstraint('customer_wood_prices_customer_date_uq', ['customer_id', 'valid_from'])
    .execute();

  // One row per plot with an alert of a published import; its figures and assumptions as computed then.
  await db.schema
    .createTable('monitoring_alerts')
    .addColumn('import_id', 'integer', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('plot_id', 'integer', (col) => col.notNull().references('plots.id').onDelete('cascade'))
    .addColumn('customer_id', 'integer', (col) =>
      col.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('monitoring_date', 'text', (col) => col.notNull())
    .addColumn('previous_date', 'text')
    .addColumn('change_ha', number, (col) => col.notNull())
    .addColumn('basis', 'text', (col) => col.notNull())
    .addColumn('ima_m3_ha_year', number)
    .addColumn('age_years', number, (col) => col.notNull())
    .addColumn('cut_age_years', number, (col) => col.notNull())
    .addColumn('age_factor', number, (col) => col.notNull())
    .addColumn('loss_m3', number)
    .addColumn('price_brl_per_m3', number)
    .addColumn('loss_brl', number)
    .addPrimaryKeyConstraint('monitoring_alerts_pk', ['import_id', 'plot_id'])
    .execute();
  await db.schema
    .createIndex('monitoring_alerts_date_idx')
    .on('monitoring_alerts')
    .columns(['customer_id', 'kind', 'monitoring_date'])
    .execute();

  // The outbox of the alert e-mails: one row per publication and user, written in the publication's
  // transaction; `claimed_at` while a run sends it (a lease: two runs never send the same row at once),
  // `sent_at` once the SMTP server took the message, so a job run again skips it.
  await db.schema
    .createTable('monitoring_alert_mails')
    .addColumn('import_id', 'integer', (col) => col.notNull().references('imports.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('sent_at', 'text')
    .addPrimaryKeyConstraint('monitoring_alert_mails_pk', ['import_id', 'user_id'])
    .execute();

  await db.schema
    .alterTable('users')
    .addColumn('locale', 'text', (col) => col.notNull().defaultTo('pt-BR'))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('alert_emails', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('alert_emails').execute();
  await db.schema.alterTable('users').dropColumn('locale').execute();
  await db.schema.dropTable('monitoring_alert_mails').execute();
  await db.schema.dropTable('monitoring_alerts').execute();
  await db.schema.dropTable('customer_wood_prices').execute();
}

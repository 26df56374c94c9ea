import type { Kysely } from 'kysely';

/**
 * The customer a session works for (spec: the user can switch the current customer). It lives on the
 * session, not the user, so two devices can work for two customers at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('current_customer_id', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('current_customer_id').execute();
}

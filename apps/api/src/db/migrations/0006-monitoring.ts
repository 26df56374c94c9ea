import type { Kysely } from 'kysely';

/** The tables of the monitoring area (see db/schema-monitoring.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

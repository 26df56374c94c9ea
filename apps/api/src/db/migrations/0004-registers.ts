import type { Kysely } from 'kysely';

/** The tables of the registers area (see db/schema-registers.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

import type { Kysely } from 'kysely';

/** The tables of the identity area (see db/schema-identity.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

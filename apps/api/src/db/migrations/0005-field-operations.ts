import type { Kysely } from 'kysely';

/** The tables of the field-operations area (see db/schema-field-operations.ts). */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}

import type { Kysely } from 'kysely';

/**
 * Every record a user edits gets a version (issue 14, "no edit lost silently"): 1 for the rows already
 * there and for each new one, raised by one at each accepted update. An update names the version it was
 * read at and applies only while the row is still at it (repositories/record-versions.ts), so of two
 * people saving the same record the second learns of the first instead of silently undoing it.
 */
export const VERSIONED_TABLES = [
  'customer_groups',
  'customers',
  'document_types',
  'documents',
  'benchmarking_history',
  'users',
  'operational_items',
  'supplies',
  'third_parties',
  'third_party_costs',
  'operations',
  'field_notes',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of VERSIONED_TABLES) {
    await db.schema.alterTable(table).dropColumn('version').execute();
  }
}

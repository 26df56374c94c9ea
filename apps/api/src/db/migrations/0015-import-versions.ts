import { sql, type Kysely } from 'kysely';

/**
 * What publishing an import needs (issue 15, decision 013): plots known by a code within their customer
 * (the seeded ones take their name) and retired rather than deleted, so that their history stays; an
 * import's progress and when it was published or rolled back; the data an import would publish (staged)
 * and the rows its publication replaced, kept so that a rollback restores them in one step.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('plots').addColumn('code', 'text').execute();
  await db.schema.alterTable('plots').addColumn('retired_at', 'text').execute();
  await sql`update plots set code = name`.execute(db);
  await db.schema
    .createIndex('plots_customer_code_idx')
    .on('plots')
    .columns(['customer_id', 'code'])
    .unique()
    .execute();

  await db.schema
    .alterTable('imports')
    .addColumn('progress_done', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('imports').addColumn('progress_total', 'integer').execute();
  // Who published and rolled back, by value like the creator: an import's row is its own history.
  for (const column of ['published_at', 'published_by_name', 'rolled_back_at', 'rolled_back_by_name'])
    await db.schema.alterTable('imports').addColumn(column, 'text').execute();
  // A rollback holds the customer's data of its kind like a publication does.
  await db.schema.dropIndex('imports_one_running_idx').execute();
  await oneRunningIndex(db, ['validating', 'publishing', 'rollingBack']);

  // An imported grid's areas by level, measured on the pixels clipped by the plot (JSON `{"1":…,"2":…,"3":…}`):
  // its cells are for the map and may miss a sliver thinner than a cell. Null: the cells' sums (the seed's).
  await db.schema.alterTable('monitoring_grids').addColumn('level_areas_json', 'text').execute();

  // One row per plot or per plot's grid, as JSON: a few thousand rows for the largest import.
  for (const table of ['import_staged', 'import_replaced']) {
    await db.schema
      .createTable(table)
      .addColumn('import_id', 'integer', (col) => col.notNull().references('imports.id').onDelete('cascade'))
      .addColumn('seq', 'integer', (col) => col.notNull())
      .addColumn('data', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['import_id', 'seq'])
      .execute();
  }
}

/** At most one import of a kind per customer is read, published or rolled back at a time (see 0014). */
async function oneRunningIndex(db: Kysely<unknown>, statuses: readonly string[]): Promise<void> {
  await db.schema
    .createIndex('imports_one_running_idx')
    .on('imports')
    .columns(['customer_id', 'kind'])
    .unique()
    .where(sql<boolean>`status in (${sql.join(statuses.map((status) => sql.lit(status)))})`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('imports_one_running_idx').execute();
  await oneRunningIndex(db, ['validating', 'publishing']);
  await db.schema.dropTable('import_replaced').execute();
  await db.schema.dropTable('import_staged').execute();
  for (const column of [
    'rolled_back_by_name',
    'rolled_back_at',
    'published_by_name',
    'published_at',
    'progress_total',
    'progress_done',
  ])
    await db.schema.alterTable('imports').dropColumn(column).execute();
  await db.schema.alterTable('monitoring_grids').dropColumn('level_areas_json').execute();
  await db.schema.dropIndex('plots_customer_code_idx').execute();
  await db.schema.alterTable('plots').dropColumn('retired_at').execute();
  await db.schema.alterTable('plots').dropColumn('code').execute();
}

import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * Data versions for the API's read caches (repositories/monitoring/versioned-cache.ts): one counter per
 * cached area, raised by triggers in the same transaction as any write to the tables the cached answers
 * are read from, whoever writes (API, seed, a script, another server). A cached answer is used only while
 * the version it was read at is still the current one, so it is always the answer the database would give.
 *
 * - `operations`: the operations list (operation records, with the names of their items and third parties);
 * - `monitoring`: weed and anomaly grids (grids and their cells).
 */
const WATCHED = {
  operations: ['operations', 'operational_items', 'third_parties'],
  monitoring: ['monitoring_grids', 'monitoring_cells'],
} as const;

const EVENTS = ['insert', 'update', 'delete'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_versions')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .execute();
  for (const name of Object.keys(WATCHED)) {
    await sql`insert into data_versions (name, version) values (${name}, 0)`.execute(db);
  }

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) {
    // Once per statement (a bulk insert raises the version once); TRUNCATE too.
    await sql`create function bump_data_version() returns trigger language plpgsql as $$
      begin
        update data_versions set version = version + 1 where name = tg_argv[0];
        return null;
      end $$`.execute(db);
    for (const [name, tables] of Object.entries(WATCHED)) {
      for (const table of tables) {
        await sql`create trigger ${sql.id(`${table}_data_version`)}
          after insert or update or delete or truncate on ${sql.table(table)}
          for each statement execute function bump_data_version(${sql.lit(name)})`.execute(db);
      }
    }
    return;
  }
  // SQLite has row triggers only.
  for (const [name, tables] of Object.entries(WATCHED)) {
    for (const table of tables) {
      for (const event of EVENTS) {
        await sql`create trigger ${sql.id(`${table}_data_version_${event}`)}
          after ${sql.raw(event)} on ${sql.table(table)} for each row
          begin
            update data_versions set version = version + 1 where name = ${sql.lit(name)};
          end`.execute(db);
      }
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  for (const tables of Object.values(WATCHED)) {
    for (const table of tables) {
      if (postgres) {
        await sql`drop trigger if exists ${sql.id(`${table}_data_version`)} on ${sql.table(table)}`.execute(
          db,
        );
      } else {
        for (const event of EVENTS) {
          await sql`drop trigger if exists ${sql.id(`${table}_data_version_${event}`)}`.execute(db);
        }
      }
    }
  }
  if (postgres) await sql`drop function if exists bump_data_version()`.execute(db);
  await db.schema.dropTable('data_versions').execute();
}

import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

/**
 * An auto-numbered primary key that means the same on both engines: `serial` on PostgreSQL, `integer
 * primary key autoincrement` on SQLite (AUTOINCREMENT so that ids of deleted rows are never reused,
 * as with a sequence).
 */
export function idColumn(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    type: postgres ? 'serial' : 'integer',
    build: (column: ColumnDefinitionBuilder) =>
      postgres ? column.primaryKey() : column.primaryKey().autoIncrement(),
  } as const;
}

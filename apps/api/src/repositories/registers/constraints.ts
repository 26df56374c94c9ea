/** True when the database refused a write because another row still points at this one. */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  // PostgreSQL: foreign_key_violation; SQLite (better-sqlite3): the extended result code.
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

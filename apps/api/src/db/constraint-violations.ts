/** The database's error code, when the error has one. */
const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null && 'code' in error
    ? (error as { code: unknown }).code
    : undefined;

/** True when the database refused a write because another row holds the same unique value. */
export function isUniqueViolation(error: unknown): boolean {
  // PostgreSQL: unique_violation; SQLite (better-sqlite3): the extended result code.
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** True when the database refused a write because another row still points at this one. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

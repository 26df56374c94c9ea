import { sql } from 'kysely';

import { Rejection } from '../errors';

// No edit lost silently (issue 14): where the API applies the rule of api-client's record-versions.ts.
//
// Every update of a record a user edits (the registers, benchmarking, users and every field-operations
// record) is one statement, `UPDATE t SET …, version = version + 1 WHERE id = ? [AND owner] AND version = ?`,
// run in the write's transaction (the audit trail's for the registers). Of several updates read at one
// version exactly one matches the row: PostgreSQL makes the others wait for the winner's row lock and then
// re-checks their WHERE against the row it committed (READ COMMITTED), SQLite runs one write at a time.
// The losers change nothing and answer 409. Never read the version and then write: two requests would
// both read the same version and both write.

/** The 409 of an update read at an older version than the stored record's. */
export const versionConflict = () => new Rejection(409, 'errors.request.versionConflict');

/** The `SET` of the version in a versioned update: one more than the row's. */
export const NEXT_VERSION = sql<number>`version + 1`;

/**
 * What a versioned update that changed no row means: the record is there at another version, which
 * throws the 409 (and so rolls the write's transaction back), or it is not there at all (undefined, a
 * 404 for the route). `stored` reads the record as the update would have found it (same owner).
 */
export async function missingOrStale(stored: Promise<unknown>): Promise<undefined> {
  if ((await stored) !== undefined) throw versionConflict();
  return undefined;
}

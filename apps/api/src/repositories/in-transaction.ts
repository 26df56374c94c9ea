import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';

/**
 * Runs a write of several rows in a transaction: the one `db` already is (a repository the audit trail
 * built on its own transaction), or a new one.
 */
export function inTransaction<T>(
  db: Kysely<Database>,
  write: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  return db.isTransaction ? write(db as Transaction<Database>) : db.transaction().execute(write);
}

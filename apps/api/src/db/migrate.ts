import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

import * as initial from './migrations/0001-initial';
import * as sessionCustomer from './migrations/0002-session-customer';
import * as identity from './migrations/0003-identity';
import * as registers from './migrations/0004-registers';
import * as fieldOperations from './migrations/0005-field-operations';
import * as monitoring from './migrations/0006-monitoring';
import * as performance from './migrations/0007-performance';
import * as audit from './migrations/0008-audit';
import * as handoffCodes from './migrations/0009-handoff-codes';
import * as operationsKeyset from './migrations/0010-operations-keyset';
import * as repairOutOfBounds from './migrations/0011-repair-out-of-bounds';
import * as recordVersions from './migrations/0012-record-versions';
import * as backgroundJobs from './migrations/0013-background-jobs';
import * as imports from './migrations/0014-imports';
import * as importVersions from './migrations/0015-import-versions';
import * as apiKeys from './migrations/0016-api-keys';
import * as monitoringAlerts from './migrations/0017-monitoring-alerts';
import * as fieldNoteOffline from './migrations/0018-field-note-offline';
import type { Database } from './schema';

/**
 * Migrations live in code (not read from a folder at run time) so the bundled server carries them.
 * Names sort in the order they run; a new migration is one more entry here.
 */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-session-customer': sessionCustomer,
  '0003-identity': identity,
  '0004-registers': registers,
  '0005-field-operations': fieldOperations,
  '0006-monitoring': monitoring,
  '0007-performance': performance,
  '0008-audit': audit,
  '0009-handoff-codes': handoffCodes,
  '0010-operations-keyset': operationsKeyset,
  '0011-repair-out-of-bounds': repairOutOfBounds,
  '0012-record-versions': recordVersions,
  '0013-background-jobs': backgroundJobs,
  '0014-imports': imports,
  '0015-import-versions': importVersions,
  '0016-api-keys': apiKeys,
  '0017-monitoring-alerts': monitoringAlerts,
  '0018-field-note-offline': fieldNoteOffline,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** The migrator over the migrations above (tests step it down and up). */
export const createMigrator = (db: Kysely<Database>) => new Migrator({ db, provider });

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const { error, results } = await createMigrator(db).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new Error(`Migration ${failed} failed`, { cause: error });
  }
}

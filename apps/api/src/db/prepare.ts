import type { Kysely } from 'kysely';

import type { Config } from '../config';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { seedWhenEmpty } from './seed';

/** What every start does before serving: migrate, then seed the demo data into an empty database. */
export async function prepareDatabase(
  db: Kysely<Database>,
  config: Pick<Config, 'seedDemo' | 'seedScale' | 'documentsDir'>,
): Promise<{ seeded: boolean }> {
  await migrateToLatest(db);
  return { seeded: config.seedDemo ? await seedWhenEmpty(db, config) : false };
}

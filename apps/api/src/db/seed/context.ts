import type { Transaction } from 'kysely';

import type { DocumentStorage } from '../../storage/document-storage';
import type { Database } from '../schema';
import type { Random } from './random';

/** What every area's seeder gets: the transaction, the demo customers and users, a seeded random. */
export interface SeedContext {
  trx: Transaction<Database>;
  customers: { serraAzul: number; valeVerde: number; agroCerrado: number };
  users: { admin: number; cliente: number; novo: number };
  random: Random;
  /** `large` (SEED_SCALE=large) makes data sets big enough for the benchmarks. */
  scale: 'demo' | 'large';
  /** Where files of the demo documents go: the app's document storage (folder or bucket). */
  storage: DocumentStorage;
}

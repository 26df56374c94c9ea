import { PostgresAdapter, sql, type Kysely, type Transaction } from 'kysely';

import type { Config } from '../config';
import { hashPassword } from '../security/passwords';
import type { DocumentStorage } from '../storage/document-storage';
import type { Database, NewCustomer, NewUser } from './schema';
import { seedFieldOperations } from './seed/field-operations';
import { seedMonitoring } from './seed/monitoring';
import { createRandom } from './seed/random';
import { seedRegisters } from './seed/registers';

/** Options of the seed that come from the configuration. */
export type SeedOptions = Pick<Config, 'seedScale'> & {
  /** Where the demo documents' files go: the app's document storage. */
  storage: DocumentStorage;
};

/** The one seed of the random generator: change it and every demo number changes. */
const SEED = 20_260_512;

export const DEMO_PASSWORD = 'Dossel@2026';

/** The accounts a newcomer signs in with, as the server prints them at start-up. */
export const demoAccounts = [
  {
    email: 'admin@dossel.com.br',
    role: 'provider staff (servicesAdmin), terms accepted',
    password: DEMO_PASSWORD,
  },
  {
    email: 'cliente@demo.com.br',
    role: 'customer user: Reflorestadora Serra Azul, also Florestal Vale Verde',
    password: DEMO_PASSWORD,
  },
  {
    email: 'novo@demo.com.br',
    role: 'customer user: Florestal Vale Verde, terms not accepted yet',
    password: DEMO_PASSWORD,
  },
] as const;

const forestLabels = {
  gloc1: 'Fazenda',
  gloc2: 'Região',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  glocpadrao: 'Talhão',
} satisfies Partial<NewCustomer>;

/** Service ids of the contract's catalogue: 1 productivity, 2 quality, 8 field operations. */
const PRODUCTIVITY_AND_QUALITY = [1, 2];
const WITH_FIELD_OPERATIONS = [1, 2, 8];

/**
 * Fills an empty database with the demo data, always the same rows in the same order (only the password
 * salts differ between runs). "Agro Cerrado" is linked to nobody, to show a customer a user cannot see.
 */
export async function seedDemoData(db: Kysely<Database>, options: SeedOptions): Promise<void> {
  // One hash per account, each with its own salt: a shared hash would tell anyone who reads the table that
  // these accounts share a password, and one cracked hash would open all three (issue 14).
  const [adminHash, clienteHash, novoHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_PASSWORD),
  ]);
  await db.transaction().execute(async (trx) => {
    const group = await trx
      .insertInto('customer_groups')
      .values({ name: 'Grupo Demonstração' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const serraAzul = await insertCustomer(trx, {
      name: 'Reflorestadora Serra Azul',
      document: '12.345.678/0001-90',
      email_domain: 'serraazul.com.br',
      customer_group_id: group.id,
      ...forestLabels,
    });
    const valeVerde = await insertCustomer(trx, {
      name: 'Florestal Vale Verde',
      document: '23.456.789/0001-01',
      email_domain: 'valeverde.com.br',
      customer_group_id: group.id,
      ...forestLabels,
      gloc2: 'Núcleo',
    });
    const agroCerrado = await insertCustomer(trx, {
      name: 'Agro Cerrado',
      document: '34.567.890/0001-12',
      email_domain: 'agrocerrado.com.br',
      customer_group_id: null,
      ...forestLabels,
      gloc1: 'Propriedade',
      glocpadrao: 'Fazenda',
    });

    const admin = await insertUser(trx, {
      name: 'Administrador Dossel',
      email: 'admin@dossel.com.br',
      password_hash: adminHash,
      main_customer_id: serraAzul,
      services_admin: 1,
      last_login: '2025-09-15T12:00:00.000Z',
      signature: '2025-01-15T12:00:00.000Z',
      created_at: '2025-01-10T12:00:00.000Z',
    });
    const cliente = await insertUser(trx, {
      name: 'Cliente Demonstração',
      email: 'cliente@demo.com.br',
      password_hash: clienteHash,
      main_customer_id: serraAzul,
      services_admin: 0,
      last_login: '2025-09-01T12:00:00.000Z',
      signature: '2025-02-03T12:00:00.000Z',
      created_at: '2025-02-01T12:00:00.000Z',
    });
    const novo = await insertUser(trx, {
      name: 'Novo Usuário',
      email: 'novo@demo.com.br',
      password_hash: novoHash,
      main_customer_id: valeVerde,
      services_admin: 0,
      last_login: '2025-04-30T12:00:00.000Z',
      signature: null,
      created_at: '2025-04-01T12:00:00.000Z',
    });

    await trx
      .insertInto('user_customers')
      .values([
        { user_id: admin, customer_id: serraAzul, services_json: JSON.stringify(PRODUCTIVITY_AND_QUALITY) },
        { user_id: admin, customer_id: valeVerde, services_json: JSON.stringify(WITH_FIELD_OPERATIONS) },
        { user_id: cliente, customer_id: serraAzul, services_json: JSON.stringify(PRODUCTIVITY_AND_QUALITY) },
        { user_id: cliente, customer_id: valeVerde, services_json: JSON.stringify(WITH_FIELD_OPERATIONS) },
        { user_id: novo, customer_id: valeVerde, services_json: JSON.stringify(WITH_FIELD_OPERATIONS) },
      ])
      .execute();

    // Each area adds its demo data on top, in a fixed order and from one seeded random sequence.
    const context = {
      trx,
      customers: { serraAzul, valeVerde, agroCerrado },
      users: { admin, cliente, novo },
      random: createRandom(SEED),
      scale: options.seedScale,
      storage: options.storage,
    };
    await seedRegisters(context);
    await seedFieldOperations(context);
    await seedMonitoring(context);
  });
  await refreshPlannerStatistics(db, options.seedScale);
}

/**
 * After the large seed's bulk load, the planners' statistics (and PostgreSQL's visibility map, which
 * index-only scans need) are refreshed at once rather than left to autovacuum, which may be late or off:
 * without them both engines guess over 100,000 records (issue 13). The demo seed's tables are too small for
 * a plan to matter, and tests start it often.
 */
async function refreshPlannerStatistics(
  db: Kysely<Database>,
  scale: SeedOptions['seedScale'],
): Promise<void> {
  if (scale !== 'large') return;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`vacuum (analyze)`.execute(db);
    return;
  }
  await sql`analyze`.execute(db);
  await dropValueSamples(db);
}

/**
 * SQLite's ANALYZE keeps, besides each index's row counts (sqlite_stat1), samples of its values
 * (sqlite_stat4, in better-sqlite3's build). With samples, a statement whose bound value meets an indexed
 * column is compiled again at every run, since the value might change its plan: the statement cache then
 * saves nothing, and a page of the operations list spent 0.3 ms compiling its 40 µs query (issue 13). The
 * row counts alone choose the same indexes here; the samples go, and the connection reloads the statistics.
 */
async function dropValueSamples(db: Kysely<Database>): Promise<void> {
  const { rows } = await sql`select name from sqlite_master where name = 'sqlite_stat4'`.execute(db);
  if (rows.length === 0) return;
  await sql`delete from sqlite_stat4`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}

/** Seeds only a database without users, so a later start keeps whatever people changed. */
export async function seedWhenEmpty(db: Kysely<Database>, options: SeedOptions): Promise<boolean> {
  const anyUser = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (anyUser) return false;
  await seedDemoData(db, options);
  return true;
}

async function insertCustomer(trx: Transaction<Database>, customer: NewCustomer): Promise<number> {
  const row = await trx.insertInto('customers').values(customer).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

async function insertUser(trx: Transaction<Database>, user: NewUser): Promise<number> {
  const row = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

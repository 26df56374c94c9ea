import type { Language, RegisterUser, User, UserOrder } from '@dossel/api-client';
import type { Kysely, Transaction } from 'kysely';

import type { Database } from '../db/schema';
import { inTransaction } from './in-transaction';
import { deletedRow } from './deletes';
import { NEXT_VERSION, missingOrStale } from './record-versions';

/** A user as staff write it: the linked customers with their services (the main one among them). */
export interface UserRecord {
  name: string;
  email: string;
  mainCustomerId: number;
  servicesAdmin: boolean;
  /** Service ids per linked customer id. */
  links: ReadonlyMap<number, readonly number[]>;
}

/** The columns of a user as the register shows them (its links are read beside them). */
const REGISTER_USER_COLUMNS = [
  'id',
  'name',
  'email',
  'main_customer_id',
  'services_admin',
  'last_login',
  'signature',
  'version',
] as const;

async function writeLinks(trx: Transaction<Database>, userId: number, links: UserRecord['links']) {
  await trx.deleteFrom('user_customers').where('user_id', '=', userId).execute();
  if (links.size === 0) return;
  await trx
    .insertInto('user_customers')
    .values(
      [...links].map(([customerId, services]) => ({
        user_id: userId,
        customer_id: customerId,
        services_json: JSON.stringify([...services]),
      })),
    )
    .execute();
}

export function createUsersRepository(db: Kysely<Database>) {
  return {
    /** What sign-in needs to check a password; nothing else leaves the table here. */
    async findCredentials(
      email: string,
    ): Promise<{ id: number; passwordHash: string; mainCustomerId: number } | undefined> {
      const row = await db
        .selectFrom('users')
        .select(['id', 'password_hash', 'main_customer_id'])
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row && { id: row.id, passwordHash: row.password_hash, mainCustomerId: row.main_customer_id };
    },

    /** What access checks need of a user: staff or not, main customer, services per linked customer. */
    async findAccess(id: number) {
      const user = await db
        .selectFrom('users')
        .select(['email', 'services_admin', 'main_customer_id'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) return undefined;
      const links = await db
        .selectFrom('user_customers')
        .select(['customer_id', 'services_json'])
        .where('user_id', '=', id)
        .execute();
      return {
        email: user.email,
        servicesAdmin: user.services_admin === 1,
        mainCustomerId: user.main_customer_id,
        services: new Map(
          links.map((link) => [link.customer_id, JSON.parse(link.services_json) as number[]]),
        ),
      };
    },

    /** Moves the latest sign-in to `previous_login`, so the user sees when they were last here. */
    /** Records a sign-in, and the portal's language then: the user's e-mails are written in it. */
    async recordLogin(id: number, at: Date, locale: Language): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ previous_login: eb.ref('last_login'), last_login: at.toISOString(), locale }))
        .where('id', '=', id)
        .execute();
    },

    /**
     * The user as `GET /auth/me` shows it: linked customers sorted by name, services per customer id. The
     * current customer belongs to the session, so the route adds it.
     */
    async findProfile(id: number): Promise<Omit<User, 'currentCustomerId'> | undefined> {
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'main_customer_id', 'services_admin', 'previous_login', 'signature'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!user) return undefined;
      const links = await db
        .selectFrom('user_customers')
        .innerJoin('customers', 'customers.id', 'user_customers.customer_id')
        .select(['customers.id', 'customers.name', 'user_customers.services_json'])
        .where('user_customers.user_id', '=', id)
        .orderBy('customers.name')
        .orderBy('customers.id')
        .execute();
      return {
        id: user.id,
        name: user.name,
        email: user.email,
        mainCustomerId: user.main_customer_id,
        servicesAdmin: user.services_admin === 1,
        services_json: Object.fromEntries(
          links.map((link) => [String(link.id), JSON.parse(link.services_json) as number[]]),
        ),
        customers: links.map((link) => ({ id: link.id, name: link.name })),
        lastLogin: user.previous_login,
        signature: user.signature,
      };
    },

    /** Users as the register lists them, by name (then id, so equal names keep one order). */
    async listRegister(order: UserOrder): Promise<RegisterUser[]> {
      const direction = order === 'name,DESC' ? 'desc' : 'asc';
      const rows = await db
        .selectFrom('users')
        .select(REGISTER_USER_COLUMNS)
        .orderBy('name', direction)
        .orderBy('id', direction)
        .execute();
      const links = await db
        .selectFrom('user_customers')
        .innerJoin('customers', 'customers.id', 'user_customers.customer_id')
        .select(['user_customers.user_id', 'customers.id', 'customers.name', 'user_customers.services_json'])
        .orderBy('customers.name')
        .orderBy('customers.id')
        .execute();
      const linksByUser = new Map<number, typeof links>();
      for (const link of links) {
        const list = linksByUser.get(link.user_id) ?? [];
        list.push(link);
        linksByUser.set(link.user_id, list);
      }
      return rows.map((row) => toRegisterUser(row, linksByUser.get(row.id) ?? []));
    },

    async findRegister(id: number): Promise<RegisterUser | undefined> {
      const row = await db
        .selectFrom('users')
        .select(REGISTER_USER_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return undefined;
      const links = await db
        .selectFrom('user_customers')
        .innerJoin('customers', 'customers.id', 'user_customers.customer_id')
        .select(['user_customers.user_id', 'customers.id', 'customers.name', 'user_customers.services_json'])
        .where('user_customers.user_id', '=', id)
        .orderBy('customers.name')
        .orderBy('customers.id')
        .execute();
      return toRegisterUser(row, links);
    },

    /** The id of the user with this e-mail (compared in lower case), if any. */
    async findIdByEmail(email: string): Promise<number | undefined> {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst();
      return row?.id;
    },

    /** Name and e-mail, for the messages sent to a user. */
    async findContact(id: number): Promise<{ name: string; email: string } | undefined> {
      return db.selectFrom('users').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
    },

    /** Which of these customer ids do not exist. */
    async missingCustomers(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const found = await db
        .selectFrom('customers')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      const existing = new Set(found.map((row) => row.id));
      return ids.filter((id) => !existing.has(id));
    },

    async create(user: UserRecord, passwordHash: string, at: Date): Promise<number> {
      return inTransaction(db, async (trx) => {
        const row = await trx
          .insertInto('users')
          .values({
            name: user.name,
            email: user.email.toLowerCase(),
            password_hash: passwordHash,
            main_customer_id: user.mainCustomerId,
            services_admin: user.servicesAdmin ? 1 : 0,
            created_at: at.toISOString(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeLinks(trx, row.id, user.links);
        return row.id;
      });
    },

    /**
     * Replaces the user's data and links, only at `version` (see record-versions.ts): the links are written
     * after the versioned update of the user, in its transaction. False when there is no such user.
     */
    async update(id: number, user: UserRecord, version: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({
            name: user.name,
            email: user.email.toLowerCase(),
            main_customer_id: user.mainCustomerId,
            services_admin: user.servicesAdmin ? 1 : 0,
            version: NEXT_VERSION,
          })
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (result.numUpdatedRows === 0n) {
          const stored = trx.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst();
          await missingOrStale(stored);
          return false;
        }
        await writeLinks(trx, id, user.links);
        return true;
      });
    },

    /** Removes the user with their links, sessions and reset links; false when there is no such user. */
    async delete(id: number): Promise<boolean> {
      return deletedRow(await db.deleteFrom('users').where('id', '=', id).executeTakeFirst());
    },

    /** False when there is no such user. */
    async setPasswordHash(id: number, passwordHash: string): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ password_hash: passwordHash })
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Records the acceptance of the terms of use (the user's signature). */
    async recordSignature(id: number, at: Date): Promise<void> {
      await db.updateTable('users').set({ signature: at.toISOString() }).where('id', '=', id).execute();
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

function toRegisterUser(
  row: {
    id: number;
    name: string;
    email: string;
    main_customer_id: number;
    services_admin: number;
    last_login: string | null;
    signature: string | null;
    version: number;
  },
  links: readonly { id: number; name: string; services_json: string }[],
): RegisterUser {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mainCustomerId: row.main_customer_id,
    servicesAdmin: row.services_admin === 1,
    services_json: Object.fromEntries(
      links.map((link) => [String(link.id), JSON.parse(link.services_json) as number[]]),
    ),
    customers: links.map((link) => ({ id: link.id, name: link.name })),
    lastLogin: row.last_login,
    signature: row.signature,
    version: row.version,
  };
}

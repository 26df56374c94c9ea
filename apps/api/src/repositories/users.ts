import type { User } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

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
    async recordLogin(id: number, at: Date): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({ previous_login: eb.ref('last_login'), last_login: at.toISOString() }))
        .where('id', '=', id)
        .execute();
    },

    /** The user as `GET /auth/me` shows it: linked customers sorted by name, services per customer id. */
    async findProfile(id: number): Promise<User | undefined> {
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
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;

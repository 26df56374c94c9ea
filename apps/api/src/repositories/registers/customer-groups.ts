import type { CustomerGroup } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

export function createCustomerGroupsRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<CustomerGroup[]> {
      return db.selectFrom('customer_groups').select(['id', 'name']).orderBy('name').orderBy('id').execute();
    },

    async find(id: number): Promise<CustomerGroup | undefined> {
      return db.selectFrom('customer_groups').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
    },

    async create(input: { name: string }): Promise<CustomerGroup> {
      return db
        .insertInto('customer_groups')
        .values(input)
        .returning(['id', 'name'])
        .executeTakeFirstOrThrow();
    },

    async update(id: number, input: { name: string }): Promise<CustomerGroup | undefined> {
      return db
        .updateTable('customer_groups')
        .set(input)
        .where('id', '=', id)
        .returning(['id', 'name'])
        .executeTakeFirst();
    },

    async countCustomers(id: number): Promise<number> {
      const row = await db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('customer_group_id', '=', id)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** False when there was no such group. */
    async delete(id: number): Promise<boolean> {
      const result = await db.deleteFrom('customer_groups').where('id', '=', id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}
export type CustomerGroupsRepository = ReturnType<typeof createCustomerGroupsRepository>;

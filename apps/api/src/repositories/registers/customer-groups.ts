import type { CustomerGroup, CustomerGroupValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { deletedRow, refuseWhileNamed } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

const COLUMNS = ['id', 'name', 'version'] as const;

export function createCustomerGroupsRepository(db: Kysely<Database>) {
  return {
    async list(): Promise<CustomerGroup[]> {
      return db.selectFrom('customer_groups').select(COLUMNS).orderBy('name').orderBy('id').execute();
    },

    async find(id: number): Promise<CustomerGroup | undefined> {
      return db.selectFrom('customer_groups').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    async create(values: CustomerGroupValues): Promise<CustomerGroup> {
      return db.insertInto('customer_groups').values(values).returning(COLUMNS).executeTakeFirstOrThrow();
    },

    /** Applies only at `version` (see record-versions.ts); undefined when there is no such group. */
    async update(
      id: number,
      values: CustomerGroupValues,
      version: number,
    ): Promise<CustomerGroup | undefined> {
      const row = await db
        .updateTable('customer_groups')
        .set({ ...values, version: NEXT_VERSION })
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row ?? missingOrStale(this.find(id));
    },

    /**
     * False when there was no such group. Refused while customers are in it (deleting it would
     * silently ungroup them). Called within the audit trail's transaction, so no write comes between
     * the check and the delete.
     */
    async delete(id: number): Promise<boolean> {
      await refuseWhileNamed(
        db.selectFrom('customers').select('id').where('customer_group_id', '=', id),
        'errors.customerGroups.hasCustomers',
      );
      return deletedRow(await db.deleteFrom('customer_groups').where('id', '=', id).executeTakeFirst());
    },
  };
}
export type CustomerGroupsRepository = ReturnType<typeof createCustomerGroupsRepository>;

import type {
  OperationalItem,
  OperationalItemOption,
  OperationalItemQuery,
  OperationalItemValues,
} from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { NEXT_VERSION, missingOrStale } from '../record-versions';
import { deletedRow, refuseWhileNamed } from '../deletes';

const COLUMNS = ['id', 'item', 'unidade', 'custo_atual', 'categoria', 'version'] as const;

/** Operational items, always within one customer: another customer's id reads as missing. */
export function createOperationalItemsRepository(db: Kysely<Database>) {
  const ofCustomer = (customerId: number, query: OperationalItemQuery) => {
    let select = db.selectFrom('operational_items').where('customer_id', '=', customerId);
    if (query.categoria) select = select.where('categoria', '=', query.categoria);
    return select.orderBy('item').orderBy('id');
  };

  return {
    async options(customerId: number, query: OperationalItemQuery): Promise<OperationalItemOption[]> {
      return ofCustomer(customerId, query).select(['id', 'item']).execute();
    },

    async list(customerId: number, query: OperationalItemQuery): Promise<OperationalItem[]> {
      return (await ofCustomer(customerId, query).select(COLUMNS).execute()) as OperationalItem[];
    },

    async find(customerId: number, id: number): Promise<OperationalItem | undefined> {
      const row = await db
        .selectFrom('operational_items')
        .select(COLUMNS)
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row as OperationalItem | undefined;
    },

    async create(customerId: number, input: OperationalItemValues): Promise<OperationalItem> {
      const row = await db
        .insertInto('operational_items')
        .values({ ...input, customer_id: customerId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return row as OperationalItem;
    },

    /** Applies only at `version` (see record-versions.ts); undefined when the customer has no such item. */
    async update(
      customerId: number,
      id: number,
      input: OperationalItemValues,
      version: number,
    ): Promise<OperationalItem | undefined> {
      const row = await db
        .updateTable('operational_items')
        .set({ ...input, version: NEXT_VERSION })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      return (row as OperationalItem | undefined) ?? missingOrStale(this.find(customerId, id));
    },

    /** Refused (409) while an operation record names the item: its cost history would lose its meaning. */
    async delete(customerId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        await refuseWhileNamed(
          trx
            .selectFrom('operations')
            .select('id')
            .where('customer_id', '=', customerId)
            .where('operacao_id', '=', id),
          'errors.fieldOperations.inUse',
        );
        const result = await trx
          .deleteFrom('operational_items')
          .where('customer_id', '=', customerId)
          .where('id', '=', id)
          .executeTakeFirst();
        return deletedRow(result);
      });
    },
  };
}
export type OperationalItemsRepository = ReturnType<typeof createOperationalItemsRepository>;

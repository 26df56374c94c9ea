import type { Supply, SupplyValues, SupplyQuery } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { deletedRow } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

const COLUMNS = ['id', 'insumo', 'unidade', 'grupo', 'custo_atual', 'version'] as const;

/** Supplies (insumos), always within one customer: another customer's id reads as missing. */
export function createSuppliesRepository(db: Kysely<Database>) {
  return {
    async list(customerId: number, query: SupplyQuery): Promise<Supply[]> {
      let select = db.selectFrom('supplies').select(COLUMNS).where('customer_id', '=', customerId);
      if (query.grupo) select = select.where('grupo', '=', query.grupo);
      return (await select.orderBy('insumo').orderBy('id').execute()) as Supply[];
    },

    async find(customerId: number, id: number): Promise<Supply | undefined> {
      const row = await db
        .selectFrom('supplies')
        .select(COLUMNS)
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row as Supply | undefined;
    },

    async create(customerId: number, input: SupplyValues): Promise<Supply> {
      const row = await db
        .insertInto('supplies')
        .values({ ...input, customer_id: customerId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return row as Supply;
    },

    /** Applies only at `version` (see record-versions.ts); undefined when the customer has no such supply. */
    async update(
      customerId: number,
      id: number,
      input: SupplyValues,
      version: number,
    ): Promise<Supply | undefined> {
      const row = await db
        .updateTable('supplies')
        .set({ ...input, version: NEXT_VERSION })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      return (row as Supply | undefined) ?? missingOrStale(this.find(customerId, id));
    },

    async delete(customerId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('supplies')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deletedRow(result);
    },
  };
}
export type SuppliesRepository = ReturnType<typeof createSuppliesRepository>;

import type { Supply, SupplyInput, SupplyQuery } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

const COLUMNS = ['id', 'insumo', 'unidade', 'grupo', 'custo_atual'] as const;

type Input = SupplyInput;

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

    async create(customerId: number, input: Input): Promise<Supply> {
      const row = await db
        .insertInto('supplies')
        .values({ ...pick(input), customer_id: customerId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return row as Supply;
    },

    async update(customerId: number, id: number, input: Input): Promise<Supply | undefined> {
      const row = await db
        .updateTable('supplies')
        .set(pick(input))
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .returning(COLUMNS)
        .executeTakeFirst();
      return row as Supply | undefined;
    },

    async remove(customerId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('supplies')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type SuppliesRepository = ReturnType<typeof createSuppliesRepository>;

function pick({ insumo, unidade, grupo, custo_atual }: Input) {
  return { insumo, unidade, grupo, custo_atual };
}

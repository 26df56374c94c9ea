import type { Benchmarking, BenchmarkingValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { deletedRow } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

export function createBenchmarkingRepository(db: Kysely<Database>) {
  const selectHistory = () =>
    db
      .selectFrom('benchmarking_history as b')
      .innerJoin('customers as c', 'c.id', 'b.customer_id')
      .select([
        'b.id',
        'b.customer_id',
        'c.name as customer_name',
        'b.data',
        'b.ima7',
        'b.performance',
        'b.impacto_clima',
        'b.version',
      ]);

  const find = async (id: number): Promise<Benchmarking | undefined> =>
    selectHistory().where('b.id', '=', id).executeTakeFirst();

  return {
    /** Every entry, by customer name, then newest date first. */
    async list(): Promise<Benchmarking[]> {
      return selectHistory()
        .orderBy('c.name')
        .orderBy('b.customer_id')
        .orderBy('b.data', 'desc')
        .orderBy('b.id')
        .execute();
    },

    /** One customer's entries; `data` narrows them to a year, month or day (a prefix of `YYYY-MM-DD`). */
    async filter(customerId: number, data: string | undefined): Promise<Benchmarking[]> {
      let query = selectHistory().where('b.customer_id', '=', customerId);
      if (data) query = query.where('b.data', 'like', `${data}%`);
      return query.orderBy('b.data', 'desc').orderBy('b.id').execute();
    },

    find,

    async create(values: BenchmarkingValues): Promise<Benchmarking> {
      const { id } = await db
        .insertInto('benchmarking_history')
        .values(values)
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await find(id)) as Benchmarking;
    },

    /** Applies only at `version` (see record-versions.ts); undefined when there is no such entry. */
    async update(id: number, values: BenchmarkingValues, version: number): Promise<Benchmarking | undefined> {
      const result = await db
        .updateTable('benchmarking_history')
        .set({ ...values, version: NEXT_VERSION })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? find(id) : missingOrStale(find(id));
    },

    /** False when there was no such entry. */
    async delete(id: number): Promise<boolean> {
      return deletedRow(await db.deleteFrom('benchmarking_history').where('id', '=', id).executeTakeFirst());
    },
  };
}
export type BenchmarkingRepository = ReturnType<typeof createBenchmarkingRepository>;

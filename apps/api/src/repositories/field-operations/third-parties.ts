import type { ThirdParty, ThirdPartyCost, ThirdPartyCostValues, ThirdPartyValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { NEXT_VERSION, missingOrStale } from '../record-versions';
import { deletedRow, refuseWhileNamed } from '../deletes';

const COLUMNS = ['id', 'nome', 'documento', 'email', 'telefone', 'vinculo', 'version'] as const;
const COST_COLUMNS = [
  'third_party_costs.id',
  'third_party_costs.third_party_id as terceiro_id',
  'third_party_costs.nome',
  'third_party_costs.grupo',
  'third_party_costs.custo_padrao',
  'third_party_costs.custo_diaria',
  'third_party_costs.custo_ha',
  'third_party_costs.custo_hora',
  'third_party_costs.version',
] as const;

/**
 * Third parties and their costs, always within one customer: another customer's third party (or a cost
 * under it) reads as missing.
 */
export function createThirdPartiesRepository(db: Kysely<Database>) {
  /**
   * Runs a write of the costs (the third party's ownership check, the write, the answer's read) in one
   * transaction, so that one answered with an error has changed nothing (issue 14).
   */
  const inTransaction = <T>(write: (repository: ThirdPartiesRepository) => Promise<T>): Promise<T> =>
    db.transaction().execute((trx) => write(createThirdPartiesRepository(trx)));
  const owned = (customerId: number, id: number, on: Kysely<Database> = db) =>
    on.selectFrom('third_parties').select('id').where('customer_id', '=', customerId).where('id', '=', id);
  const costsOf = (customerId: number, thirdPartyId: number) =>
    db
      .selectFrom('third_party_costs')
      .innerJoin('third_parties', 'third_parties.id', 'third_party_costs.third_party_id')
      .select(COST_COLUMNS)
      .where('third_parties.customer_id', '=', customerId)
      .where('third_party_costs.third_party_id', '=', thirdPartyId);

  return {
    async list(customerId: number): Promise<ThirdParty[]> {
      return (await db
        .selectFrom('third_parties')
        .select(COLUMNS)
        .where('customer_id', '=', customerId)
        .orderBy('nome')
        .orderBy('id')
        .execute()) as ThirdParty[];
    },

    async find(customerId: number, id: number): Promise<ThirdParty | undefined> {
      const row = await db
        .selectFrom('third_parties')
        .select(COLUMNS)
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row as ThirdParty | undefined;
    },

    async create(customerId: number, input: ThirdPartyValues): Promise<ThirdParty> {
      const row = await db
        .insertInto('third_parties')
        .values({ ...input, customer_id: customerId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return row as ThirdParty;
    },

    /** Applies only at `version` (see record-versions.ts); undefined when the customer has no such one. */
    async update(
      customerId: number,
      id: number,
      input: ThirdPartyValues,
      version: number,
    ): Promise<ThirdParty | undefined> {
      const row = await db
        .updateTable('third_parties')
        .set({ ...input, version: NEXT_VERSION })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      return (row as ThirdParty | undefined) ?? missingOrStale(this.find(customerId, id));
    },

    /** Deletes the third party with its costs; refused (409) while an operation record names it. */
    async delete(customerId: number, id: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        if (!(await owned(customerId, id, trx).executeTakeFirst())) return false;
        await refuseWhileNamed(
          trx
            .selectFrom('operations')
            .select('id')
            .where('customer_id', '=', customerId)
            .where('prestador_id', '=', id),
          'errors.fieldOperations.inUse',
        );
        await trx.deleteFrom('third_party_costs').where('third_party_id', '=', id).execute();
        return deletedRow(await trx.deleteFrom('third_parties').where('id', '=', id).executeTakeFirst());
      });
    },

    /** The costs of a third party of the customer, or undefined when the third party is not theirs. */
    async listCosts(customerId: number, thirdPartyId: number): Promise<ThirdPartyCost[] | undefined> {
      if (!(await owned(customerId, thirdPartyId).executeTakeFirst())) return undefined;
      return (await costsOf(customerId, thirdPartyId)
        .orderBy('third_party_costs.nome')
        .orderBy('third_party_costs.id')
        .execute()) as ThirdPartyCost[];
    },

    async findCost(
      customerId: number,
      thirdPartyId: number,
      costId: number,
    ): Promise<ThirdPartyCost | undefined> {
      const row = await costsOf(customerId, thirdPartyId)
        .where('third_party_costs.id', '=', costId)
        .executeTakeFirst();
      return row as ThirdPartyCost | undefined;
    },

    /** Adds a cost to a third party of the customer; undefined when the third party is not theirs. */
    async createCost(
      customerId: number,
      thirdPartyId: number,
      input: ThirdPartyCostValues,
    ): Promise<ThirdPartyCost | undefined> {
      if (!db.isTransaction) return inTransaction((repo) => repo.createCost(customerId, thirdPartyId, input));
      if (!(await owned(customerId, thirdPartyId).executeTakeFirst())) return undefined;
      const { id } = await db
        .insertInto('third_party_costs')
        .values({ ...input, third_party_id: thirdPartyId })
        .returning('id')
        .executeTakeFirstOrThrow();
      return this.findCost(customerId, thirdPartyId, id);
    },

    /** Applies only at `version` (see record-versions.ts); undefined when the customer has no such cost. */
    async updateCost(
      customerId: number,
      thirdPartyId: number,
      costId: number,
      input: ThirdPartyCostValues,
      version: number,
    ): Promise<ThirdPartyCost | undefined> {
      if (!db.isTransaction)
        return inTransaction((repo) => repo.updateCost(customerId, thirdPartyId, costId, input, version));
      if (!(await owned(customerId, thirdPartyId).executeTakeFirst())) return undefined;
      const result = await db
        .updateTable('third_party_costs')
        .set({ ...input, version: NEXT_VERSION })
        .where('third_party_id', '=', thirdPartyId)
        .where('id', '=', costId)
        .where('version', '=', version)
        .executeTakeFirst();
      const stored = this.findCost(customerId, thirdPartyId, costId);
      return Number(result.numUpdatedRows) > 0 ? stored : missingOrStale(stored);
    },

    async deleteCost(customerId: number, thirdPartyId: number, costId: number): Promise<boolean> {
      if (!db.isTransaction)
        return inTransaction((repo) => repo.deleteCost(customerId, thirdPartyId, costId));
      if (!(await owned(customerId, thirdPartyId).executeTakeFirst())) return false;
      const result = await db
        .deleteFrom('third_party_costs')
        .where('third_party_id', '=', thirdPartyId)
        .where('id', '=', costId)
        .executeTakeFirst();
      return deletedRow(result);
    },
  };
}
export type ThirdPartiesRepository = ReturnType<typeof createThirdPartiesRepository>;

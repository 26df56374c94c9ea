import type { WoodPrice, WoodPriceValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';

/**
 * A customer's wood prices in R$ per m³, each from a date on (migration 0017): what the monitoring alerts'
 * losses are priced at. Part of the customer's record in the audit trail (`woodPrice.<date>`).
 */
export function createWoodPricesRepository(db: Kysely<Database>) {
  return {
    /** The customer's prices, the newest date first. */
    async list(customerId: number): Promise<WoodPrice[]> {
      const rows = await db
        .selectFrom('customer_wood_prices')
        .select(['valid_from', 'price_brl_per_m3', 'updated_at', 'updated_by_name'])
        .where('customer_id', '=', customerId)
        .orderBy('valid_from', 'desc')
        .execute();
      return rows.map((row) => ({
        validFrom: row.valid_from,
        priceBrlPerM3: row.price_brl_per_m3,
        updatedAt: row.updated_at,
        updatedByName: row.updated_by_name,
      }));
    },

    /** Sets the price from a date on, replacing the one of that date; answers it as stored. */
    async set(
      customerId: number,
      input: WoodPriceValues,
      by: { name: string; at: Date },
    ): Promise<WoodPrice> {
      const values = {
        price_brl_per_m3: input.priceBrlPerM3,
        updated_at: by.at.toISOString(),
        updated_by_name: by.name,
      };
      await db
        .insertInto('customer_wood_prices')
        .values({ customer_id: customerId, valid_from: input.validFrom, ...values })
        .onConflict((conflict) => conflict.columns(['customer_id', 'valid_from']).doUpdateSet(values))
        .execute();
      return {
        validFrom: input.validFrom,
        priceBrlPerM3: input.priceBrlPerM3,
        updatedAt: values.updated_at,
        updatedByName: by.name,
      };
    },
  };
}

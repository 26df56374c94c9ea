import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { supplySchema, type Supply, type SupplyInput, type SupplyQuery } from './schemas';

const PATH = '/register/gas/insumos';

/** The calls under `/register/gas/insumos`. */
export function createSuppliesApi(request: Request) {
  return {
    /** The customer's supplies, sorted by name. */
    async list(query: SupplyQuery = {}): Promise<Supply[]> {
      return z.array(supplySchema).parse(await request<unknown>(PATH, { query }));
    },
    async get(id: number): Promise<Supply> {
      return supplySchema.parse(await request<unknown>(`${PATH}/${id}`));
    },
    async create(input: SupplyInput): Promise<Supply> {
      return supplySchema.parse(await request<unknown>(PATH, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<SupplyInput>): Promise<Supply> {
      return supplySchema.parse(await request<unknown>(`${PATH}/${id}`, { method: 'PUT', body: input }));
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${PATH}/${id}`, { method: 'DELETE' });
    },
  };
}
export type SuppliesApi = ReturnType<typeof createSuppliesApi>;

import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import {
  operationalItemOptionSchema,
  operationalItemSchema,
  type OperationalItem,
  type OperationalItemInput,
  type OperationalItemOption,
  type OperationalItemQuery,
} from './schemas';

const PATH = '/register/gas/itens-operacionais';

/** The calls under `/register/gas/itens-operacionais` (spec section 7). */
export function createOperationalItemsApi(request: Request) {
  return {
    /** `{ id, item }` choices for selects, sorted by item. */
    async options(query: OperationalItemQuery = {}): Promise<OperationalItemOption[]> {
      return z.array(operationalItemOptionSchema).parse(await request<unknown>(PATH, { query }));
    },
    /** Whole items for the register table, sorted by item. */
    async list(query: OperationalItemQuery = {}): Promise<OperationalItem[]> {
      return z.array(operationalItemSchema).parse(await request<unknown>(`${PATH}/lista`, { query }));
    },
    async get(id: number): Promise<OperationalItem> {
      return operationalItemSchema.parse(await request<unknown>(`${PATH}/${id}`));
    },
    async create(input: OperationalItemInput): Promise<OperationalItem> {
      return operationalItemSchema.parse(await request<unknown>(PATH, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<OperationalItemInput>): Promise<OperationalItem> {
      return operationalItemSchema.parse(
        await request<unknown>(`${PATH}/${id}`, { method: 'PUT', body: input }),
      );
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${PATH}/${id}`, { method: 'DELETE' });
    },
  };
}
export type OperationalItemsApi = ReturnType<typeof createOperationalItemsApi>;

import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { suppliesEndpoints as endpoints } from './endpoints';
import type { Supply, SupplyInput, SupplyQuery } from './schemas';

/** The calls under `/register/gas/insumos`. */
export function createSuppliesApi(request: Request) {
  return {
    /** The customer's supplies, sorted by name. */
    list: (query: SupplyQuery = {}): Promise<Supply[]> => call(request, endpoints.list, { query }),
    get: (id: number): Promise<Supply> => call(request, endpoints.get, { params: { id } }),
    create: (input: SupplyInput): Promise<Supply> => call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<SupplyInput>): Promise<Supply> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type SuppliesApi = ReturnType<typeof createSuppliesApi>;

import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { operationalItemsEndpoints as endpoints } from './endpoints';
import type {
  OperationalItem,
  OperationalItemInput,
  OperationalItemOption,
  OperationalItemQuery,
} from './schemas';

/** The calls under `/register/gas/itens-operacionais` (spec section 7). */
export function createOperationalItemsApi(request: Request) {
  return {
    /** `{ id, item }` choices for selects, sorted by item. */
    options: (query: OperationalItemQuery = {}): Promise<OperationalItemOption[]> =>
      call(request, endpoints.options, { query }),
    /** Whole items for the register table, sorted by item. */
    list: (query: OperationalItemQuery = {}): Promise<OperationalItem[]> =>
      call(request, endpoints.list, { query }),
    get: (id: number): Promise<OperationalItem> => call(request, endpoints.get, { params: { id } }),
    create: (input: OperationalItemInput): Promise<OperationalItem> =>
      call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<OperationalItemInput>): Promise<OperationalItem> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type OperationalItemsApi = ReturnType<typeof createOperationalItemsApi>;

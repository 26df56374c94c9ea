import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { operationsEndpoints as endpoints } from './endpoints';
import type {
  Operation,
  OperationInput,
  OperationPage,
  OperationQuery,
  OperationSummary,
  OperationSummaryQuery,
} from './schemas';

/** The calls under `/register/gas/operacoes`. */
export function createOperationsApi(request: Request) {
  return {
    /** One page of records matching the filters, newest first, with the total count. */
    list: (query: OperationQuery = {}): Promise<OperationPage> => call(request, endpoints.list, { query }),
    /** Totals by operation group and by month over a date range. */
    summary: (query: OperationSummaryQuery = {}): Promise<OperationSummary> =>
      call(request, endpoints.summary, { query }),
    get: (id: number): Promise<Operation> => call(request, endpoints.get, { params: { id } }),
    create: (input: OperationInput): Promise<Operation> => call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<OperationInput>): Promise<Operation> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type OperationsApi = ReturnType<typeof createOperationsApi>;

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import {
  operationPageSchema,
  operationSchema,
  operationSummarySchema,
  type Operation,
  type OperationInput,
  type OperationPage,
  type OperationQuery,
  type OperationSummary,
  type OperationSummaryQuery,
} from './schemas';

const PATH = '/register/gas/operacoes';

/** The calls under `/register/gas/operacoes`. */
export function createOperationsApi(request: Request) {
  return {
    /** One page of records matching the filters, newest first, with the total count. */
    async list(query: OperationQuery = {}): Promise<OperationPage> {
      return operationPageSchema.parse(await request<unknown>(PATH, { query }));
    },
    /** Totals by operation group and by month over a date range. */
    async summary(query: OperationSummaryQuery = {}): Promise<OperationSummary> {
      return operationSummarySchema.parse(await request<unknown>(`${PATH}/resumo`, { query }));
    },
    async get(id: number): Promise<Operation> {
      return operationSchema.parse(await request<unknown>(`${PATH}/${id}`));
    },
    async create(input: OperationInput): Promise<Operation> {
      return operationSchema.parse(await request<unknown>(PATH, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<OperationInput>): Promise<Operation> {
      return operationSchema.parse(await request<unknown>(`${PATH}/${id}`, { method: 'PUT', body: input }));
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${PATH}/${id}`, { method: 'DELETE' });
    },
  };
}
export type OperationsApi = ReturnType<typeof createOperationsApi>;

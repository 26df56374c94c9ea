import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { benchmarkingEndpoints as endpoints } from './endpoints';
import type { Benchmarking, BenchmarkingFilterQuery, BenchmarkingInput } from './schemas';

/** The calls under `/register/benchmarking` (spec section 7; staff only). */
export function createBenchmarkingApi(request: Request) {
  return {
    list: (): Promise<Benchmarking[]> => call(request, endpoints.list),
    filter: (query: BenchmarkingFilterQuery): Promise<Benchmarking[]> =>
      call(request, endpoints.filter, {
        query: { customer_id: query.customer_id, data: query.data || undefined },
      }),
    get: (id: number): Promise<Benchmarking> => call(request, endpoints.get, { params: { id } }),
    create: (input: BenchmarkingInput): Promise<Benchmarking> =>
      call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<BenchmarkingInput>): Promise<Benchmarking> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type BenchmarkingApi = ReturnType<typeof createBenchmarkingApi>;

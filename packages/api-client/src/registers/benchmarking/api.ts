import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import {
  benchmarkingSchema,
  type Benchmarking,
  type BenchmarkingFilterQuery,
  type BenchmarkingInput,
} from './schemas';

const BASE = '/register/benchmarking';

/** The calls under `/register/benchmarking` (spec section 7; staff only). */
export function createBenchmarkingApi(request: Request) {
  return {
    async list(): Promise<Benchmarking[]> {
      return z.array(benchmarkingSchema).parse(await request<unknown>(BASE));
    },
    async filter(query: BenchmarkingFilterQuery): Promise<Benchmarking[]> {
      const params = { customer_id: query.customer_id, data: query.data || undefined };
      return z.array(benchmarkingSchema).parse(await request<unknown>(`${BASE}/filtros`, { query: params }));
    },
    async get(id: number): Promise<Benchmarking> {
      return benchmarkingSchema.parse(await request<unknown>(`${BASE}/${id}`));
    },
    async create(input: BenchmarkingInput): Promise<Benchmarking> {
      return benchmarkingSchema.parse(await request<unknown>(BASE, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<BenchmarkingInput>): Promise<Benchmarking> {
      const body = await request<unknown>(`${BASE}/${id}`, { method: 'PUT', body: input });
      return benchmarkingSchema.parse(body);
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
    },
  };
}
export type BenchmarkingApi = ReturnType<typeof createBenchmarkingApi>;

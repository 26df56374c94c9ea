import * as z from 'zod/mini';

import type { Request } from '../../client';
import {
  apiKeySchema,
  createdApiKeySchema,
  importCustomerSchema,
  importCustomersQuerySchema,
  type ApiKey,
  type ApiKeyInput,
  type ImportCustomer,
  type ImportCustomersQuery,
  type CreatedApiKey,
} from './schemas';

const BASE = '/register/api-keys';

/** The calls under `/register/api-keys` (staff only). */
export function createApiKeysApi(request: Request) {
  return {
    /** The newest keys first, revoked ones included. */
    async list(): Promise<ApiKey[]> {
      return z.array(apiKeySchema).parse(await request<unknown>(BASE));
    },
    /** Creates a key: the answer carries the plain key this once; the server keeps only its hash. */
    async create(input: ApiKeyInput): Promise<CreatedApiKey> {
      return createdApiKeySchema.parse(await request<unknown>(BASE, { method: 'POST', body: input }));
    },
    /** Revokes a key for good: every request with it is refused from then on. */
    async revoke(id: number): Promise<ApiKey> {
      return apiKeySchema.parse(await request<unknown>(`${BASE}/${id}/revoke`, { method: 'POST' }));
    },
    /**
     * The customers the caller may import for (a key scoped to one: that one), those with `code` when
     * given: how a script finds a customer's id by its code. Staff, or a key with the imports scope.
     */
    async importCustomers(query: ImportCustomersQuery = {}): Promise<ImportCustomer[]> {
      const { code } = importCustomersQuerySchema.parse(query);
      return z
        .array(importCustomerSchema)
        .parse(await request<unknown>('/register/imports/customers', { query: { code: code ?? undefined } }));
    },
  };
}
export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;

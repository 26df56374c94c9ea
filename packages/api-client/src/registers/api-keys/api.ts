import * as z from 'zod/mini';

import type { Request } from '../../client';
import {
  apiKeySchema,
  createdApiKeySchema,
  type ApiKey,
  type ApiKeyInput,
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
  };
}
export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;

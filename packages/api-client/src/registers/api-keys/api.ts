import { call } from '../../call';
import type { Request } from '../../client';
import { importsEndpoints } from '../../imports/endpoints';
import { apiKeysEndpoints as endpoints } from './endpoints';
import {
  importCustomersQuerySchema,
  type ApiKey,
  type ApiKeyInput,
  type CreatedApiKey,
  type ImportCustomer,
  type ImportCustomersQuery,
} from './schemas';

/** The calls under `/register/api-keys` (staff only). */
export function createApiKeysApi(request: Request) {
  return {
    /** The newest keys first, revoked ones included. */
    list: (): Promise<ApiKey[]> => call(request, endpoints.list),
    /** Creates a key: the answer carries the plain key this once; the server keeps only its hash. */
    create: (input: ApiKeyInput): Promise<CreatedApiKey> => call(request, endpoints.create, { body: input }),
    /** Revokes a key for good: every request with it is refused from then on. */
    revoke: (id: number): Promise<ApiKey> => call(request, endpoints.revoke, { params: { id } }),
    /**
     * The customers the caller may import for (a key scoped to one: that one), those with `code` when
     * given: how a script finds a customer's id by its code. Staff, or a key with the imports scope.
     */
    async importCustomers(query: ImportCustomersQuery = {}): Promise<ImportCustomer[]> {
      const { code } = importCustomersQuerySchema.parse(query);
      return call(request, importsEndpoints.customers, { query: { code: code ?? undefined } });
    },
  };
}
export type ApiKeysApi = ReturnType<typeof createApiKeysApi>;

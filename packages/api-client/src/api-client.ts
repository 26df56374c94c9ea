import { createAuthApi } from './auth/api';
import { createRequest, type ApiClientOptions } from './client';

/** The typed client of the customer-area API, one group of calls per resource. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequest(options);
  return {
    request,
    auth: createAuthApi(request),
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;

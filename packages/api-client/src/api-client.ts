import { createAuthApi } from './auth/api';
import { createRequest, type ApiClientOptions, type Request } from './client';
import { createFieldOperationsApi } from './field-operations';
import { createMonitoringApi } from './monitoring';
import { createRegistersApi } from './registers';
import { createUsersApi } from './users';

/** Every group of calls on one way of sending requests; the fake client of `./testing` builds on it too. */
export function buildApiClient(request: Request) {
  return {
    request,
    auth: createAuthApi(request),
    users: createUsersApi(request),
    registers: createRegistersApi(request),
    fieldOperations: createFieldOperationsApi(request),
    monitoring: createMonitoringApi(request),
  };
}

/** The typed client of the customer-area API, one group of calls per resource. */
export function createApiClient(options: ApiClientOptions) {
  return buildApiClient(createRequest(options));
}
export type ApiClient = ReturnType<typeof buildApiClient>;

/**
 * What every screen needs: the request function and the sign-in calls. Apps and widgets hold this one
 * and build the other groups where they are used (`createRegistersApi(client.request)`), so a page
 * carries only the schemas of the calls it makes — the sign-in page's budget depends on it.
 */
export type CoreClient = Pick<ApiClient, 'request' | 'auth'>;

export function createCoreClient(options: ApiClientOptions): CoreClient {
  const request = createRequest(options);
  return { request, auth: createAuthApi(request) };
}

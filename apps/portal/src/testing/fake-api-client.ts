import { ApiError, type ApiClient, type AuthApi, type User } from '@dossel/api-client';

/** A user like the demo account cliente@demo.com.br (spec: two customers, service 8 on the second). */
export const demoUser: User = {
  id: 2,
  name: 'Cliente Demo',
  email: 'cliente@demo.com.br',
  mainCustomerId: 1,
  servicesAdmin: false,
  services_json: { '1': [1, 2], '2': [1, 2, 8] },
  customers: [
    { id: 1, name: 'Reflorestadora Serra Azul' },
    { id: 2, name: 'Florestal Vale Verde' },
  ],
  lastLogin: '2025-06-01T12:00:00.000Z',
  signature: '2025-01-10T12:00:00.000Z',
};

export const DEMO_PASSWORD = 'Dossel@2026';

export function apiError(status: number, code: string): ApiError {
  return new ApiError(status, [{ message: code, code, field: null }]);
}

/**
 * An api client that answers from memory, for stories and tests: screens receive it through
 * DosselProvider exactly as they receive the real one. Each auth call can be replaced.
 */
export function createFakeApiClient(auth: Partial<AuthApi> = {}): ApiClient {
  const unreachable = <T>(): Promise<T> => Promise.reject(apiError(0, 'transport.network'));
  return {
    request: unreachable,
    auth: {
      login: async ({ password }) => {
        if (password !== DEMO_PASSWORD) throw apiError(401, 'auth.invalidCredentials');
        return { token: 'fake-token', expiresAt: '2030-01-01T00:00:00.000Z' };
      },
      me: async () => demoUser,
      validateToken: async () => ({ valid: true, expiresAt: '2030-01-01T00:00:00.000Z' }),
      logout: async () => undefined,
      ...auth,
    },
  };
}

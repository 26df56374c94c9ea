import { buildApiClient, type ApiClient } from '../api-client';
import type { AuthApi } from '../auth/api';
import type { LoginInput, LoginResponse, User } from '../auth/schemas';
import { ApiError } from '../errors';

/** The password every fake account accepts, the same as the demo accounts'. */
export const FAKE_PASSWORD = 'Dossel@2026';

export const fakeLoginResponse: LoginResponse = {
  token: 'fake-session-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

/** A user like the demo account cliente@demo.com.br: two customers, service 8 on the second. */
export const fakeUser: User = {
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
  currentCustomerId: 1,
};

/** An `ApiError` as the client throws it; the message defaults to the code. */
export function apiError(status: number, code: string, message = code): ApiError {
  return new ApiError(status, [{ message, code, field: null }]);
}

/** What the API answers to a wrong e-mail or password. */
export const invalidCredentialsError = () =>
  apiError(401, 'auth.invalidCredentials', 'Usuário ou senha inválidos.');

/** What the API answers when it fails on its own side. */
export const serverFailureError = () => apiError(500, 'unexpected', 'Ocorreu um erro inesperado.');

/** A call that stays pending, to show loading states. */
export function neverSettles<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

async function acceptFakePassword({ password }: LoginInput): Promise<LoginResponse> {
  if (password !== FAKE_PASSWORD) throw invalidCredentialsError();
  return fakeLoginResponse;
}

/**
 * An api client that answers from memory, for stories and tests of widgets and screens: they receive it
 * exactly as they receive the real one. Sign-in accepts FAKE_PASSWORD for any e-mail; each auth call can
 * be replaced; any other call fails as an unreachable server would.
 */
export function createFakeApiClient(auth: Partial<AuthApi> = {}): ApiClient {
  const unreachable = <T>(): Promise<T> => Promise.reject(apiError(0, 'transport.network'));
  const base = buildApiClient(unreachable);
  return {
    ...base,
    auth: {
      ...base.auth,
      login: acceptFakePassword,
      me: async () => fakeUser,
      validateToken: async () => ({ valid: true, expiresAt: fakeLoginResponse.expiresAt }),
      logout: async () => undefined,
      ...auth,
    },
  };
}

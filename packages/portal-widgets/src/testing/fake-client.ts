import { ApiError, type ApiClient, type LoginInput, type LoginResponse, type User } from '@dossel/api-client';

/** The password every fake account accepts, the same as the demo accounts'. */
export const FAKE_PASSWORD = 'Dossel@2026';

export const fakeLoginResponse: LoginResponse = {
  token: 'fake-session-token',
  expiresAt: '2030-01-01T00:00:00.000Z',
};

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
  lastLogin: '2025-05-01T12:00:00.000Z',
  signature: '2025-01-10T12:00:00.000Z',
};

/** What the API answers to a wrong e-mail or password. */
export function invalidCredentialsError(): ApiError {
  return new ApiError(401, [
    { message: 'Usuário ou senha inválidos.', code: 'auth.invalidCredentials', field: null },
  ]);
}

/** What the API answers when it fails on its own side. */
export function serverFailureError(): ApiError {
  return new ApiError(500, [
    { message: 'Ocorreu um erro inesperado.', code: 'server.unexpected', field: null },
  ]);
}

/** A call that stays pending, to show loading states. */
export function neverSettles<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

async function acceptFakePassword({ password }: LoginInput): Promise<LoginResponse> {
  if (password !== FAKE_PASSWORD) throw invalidCredentialsError();
  return fakeLoginResponse;
}

export interface FakeClientHandlers {
  /** Replaces the default sign-in, which accepts FAKE_PASSWORD for any e-mail. */
  login?: (credentials: LoginInput) => Promise<LoginResponse>;
}

/**
 * An api client that never touches the network, for stories and tests: widgets get it through
 * DosselProvider exactly like the real one. Calls without a handler fail as an unreachable server would.
 */
export function createFakeClient({ login = acceptFakePassword }: FakeClientHandlers = {}): ApiClient {
  const unreachable = <T>(): Promise<T> =>
    Promise.reject(new ApiError(0, [{ message: 'Fake client', code: 'transport.network', field: null }]));
  return {
    request: unreachable,
    auth: {
      login,
      me: async () => fakeUser,
      validateToken: async () => ({ valid: true, expiresAt: fakeLoginResponse.expiresAt }),
      logout: async () => undefined,
    },
  };
}

/** What a story may set under `parameters.dossel`, read by the Storybook preview's DosselProvider. */
export interface DosselStoryParameters {
  /** The api client of the story. @default createFakeClient() */
  client?: ApiClient;
}

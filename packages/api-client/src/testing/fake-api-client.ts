import { buildApiClient, type ApiClient } from '../api-client';
import type { Request, RequestOptions } from '../client';
import { matchPath, routeKey, type Answer, type EndpointDeclaration, type PathParams } from '../endpoint';
import type { AuthApi } from '../auth/api';
import type { LoginInput, LoginResponse, User } from '../auth/schemas';
import { ApiError } from '../errors';
import { VERSION_CONFLICT_CODE } from '../record-versions';

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

/** What the API answers to an update read at an older version than the stored record's (issue 14). */
export const versionConflictError = () =>
  apiError(
    409,
    VERSION_CONFLICT_CODE,
    'Outra pessoa alterou este registro depois que você o abriu. Nada foi salvo.',
  );

/**
 * The API's rule for an update (record-versions.ts), for fake servers: a body read at the stored record's
 * version is applied at the next version; any other body (an older version, or none) is refused with
 * the API's 409 and changes nothing. Answers the fields to store, `version` raised. A multipart body's
 * version is text, as the API reads it.
 */
export function versionedUpdate<Row extends { version: number }>(stored: Row, body: object): Row {
  const { version } = body as { version?: unknown };
  const read = typeof version === 'number' || typeof version === 'string' ? Number(version) : NaN;
  if (read !== stored.version) throw versionConflictError();
  return { ...stored, ...body, version: stored.version + 1 };
}

/** A call that stays pending, to show loading states. */
export function neverSettles<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}

async function acceptFakePassword({ password }: LoginInput): Promise<LoginResponse> {
  if (password !== FAKE_PASSWORD) throw invalidCredentialsError();
  return fakeLoginResponse;
}

/**
 * Answers of a fake server by `'METHOD /path'` (the path without its query): a path as called
 * (`'PUT /register/users/changePassword/2'`), or a declared one with its `{parameters}`
 * (`routeKey(usersEndpoints.changePassword)`, what `fakeRoute` writes), whose handler gets the values.
 */
export type FakeRoutes = Record<
  string,
  (options: RequestOptions, params?: Record<string, string>) => unknown
>;

/** The handler of a call: the exact path first, else the first declared path it fills. */
function routeFor(routes: FakeRoutes, method: string, path: string) {
  const exact = routes[`${method} ${path}`];
  if (exact) return { handler: exact, params: {} };
  for (const [key, handler] of Object.entries(routes)) {
    const [keyMethod, keyPath = ''] = key.split(' ');
    if (keyMethod !== method || !keyPath.includes('{')) continue;
    const params = matchPath(keyPath, path);
    if (params) return { handler, params };
  }
  return undefined;
}

/**
 * A `request` that answers the listed calls from memory (a handler may return a value, a promise, or
 * throw an `ApiError`) and fails every other call as an unreachable server would.
 */
export function fakeRequest(routes: FakeRoutes = {}): Request {
  return async <T>(path: string, options: RequestOptions = {}) => {
    const route = routeFor(routes, options.method ?? 'GET', path);
    if (!route) throw apiError(0, 'transport.network');
    return (await route.handler(options, route.params)) as T;
  };
}

/** What a fake endpoint's handler is given: the path's values (text, as in a URL), the query and the body. */
export interface FakeCall<E extends EndpointDeclaration> {
  params: Record<keyof PathParams<E>, string>;
  query: RequestOptions['query'];
  body: RequestOptions['body'];
  options: RequestOptions;
}

/**
 * The fake answer of one declared endpoint, typed by its response schema, to spread into `FakeRoutes`:
 * `{ ...fakeRoute(usersEndpoints.get, ({ params }) => users[params.id]) }`. No path is spelled again.
 */
export function fakeRoute<E extends EndpointDeclaration>(
  endpoint: E,
  handler: (call: FakeCall<E>) => Answer<E> | Promise<Answer<E>>,
): FakeRoutes {
  return {
    [routeKey(endpoint)]: (options, params = {}) =>
      handler({
        params: params as FakeCall<E>['params'],
        query: options.query,
        body: options.body,
        options,
      }),
  };
}

/**
 * An api client that answers from memory, for stories and tests of widgets and screens: they receive it
 * exactly as they receive the real one. Sign-in accepts FAKE_PASSWORD for any e-mail; each auth call can
 * be replaced; other calls answer from `routes` (see `fakeRequest`), or fail as an unreachable server would.
 */
export function createFakeApiClient(auth: Partial<AuthApi> = {}, routes: FakeRoutes = {}): ApiClient {
  const base = buildApiClient(fakeRequest(routes));
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

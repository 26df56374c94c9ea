import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from './api-client';
import { ApiError } from './errors';

// A real HTTP server on loopback stands in for the API: the client is tested at the network edge.
let server: Server;
let baseURL: string;
const seen: { path: string; authorization?: string; language?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({
      path: req.url ?? '',
      authorization: req.headers.authorization,
      language: req.headers['accept-language'],
    });
    res.setHeader('content-type', 'application/json');
    if (req.url === '/auth/login') {
      res.statusCode = 401;
      res.end(
        JSON.stringify([
          { message: 'Usuário ou senha inválidos.', code: 'auth.invalidCredentials', field: null },
        ]),
      );
    } else if (req.url === '/auth/me' && req.headers.authorization === 'Bearer good') {
      res.end(
        JSON.stringify({
          id: 1,
          name: 'Ana',
          email: 'ana@demo.com.br',
          mainCustomerId: 2,
          servicesAdmin: false,
          services_json: { '2': [1, 2] },
          customers: [{ id: 2, name: 'Serra Azul' }],
          lastLogin: null,
          signature: '2025-01-01T00:00:00.000Z',
          currentCustomerId: 2,
        }),
      );
    } else {
      res.statusCode = 401;
      res.end(JSON.stringify([{ message: 'Sessão expirada.', code: 'auth.sessionExpired', field: null }]));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('createApiClient', () => {
  it('sends through the fetch it is given, with the address, token and language it would send', async () => {
    const sent: { url: string; authorization: string | null }[] = [];
    const client = createApiClient({
      baseURL,
      getToken: () => 'good',
      locale: () => 'es',
      fetch: (input, init) => {
        sent.push({ url: String(input), authorization: new Headers(init?.headers).get('authorization') });
        return fetch(input, init);
      },
    });
    const user = await client.auth.me();
    expect(user.name).toBe('Ana');
    expect(sent).toEqual([{ url: `${baseURL}/auth/me`, authorization: 'Bearer good' }]);
  });

  it('sends the bearer token and the language, and parses the user', async () => {
    const client = createApiClient({ baseURL, getToken: () => 'good', locale: () => 'es' });
    const user = await client.auth.me();
    expect(user.name).toBe('Ana');
    expect(seen.at(-1)).toMatchObject({ authorization: 'Bearer good', language: 'es' });
  });

  it('turns a rejected login into an ApiError without calling onUnauthorized', async () => {
    const lapses: ApiError[] = [];
    const client = createApiClient({
      baseURL,
      getToken: () => 'stale',
      locale: () => 'pt-BR',
      onUnauthorized: (error) => lapses.push(error),
    });
    const error = await client.auth.login({ email: 'a@b.com', password: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('Usuário ou senha inválidos.');
    expect(seen.at(-1)?.authorization).toBeUndefined();
    expect(lapses).toHaveLength(0);
  });

  it('reports a lapsed session to onUnauthorized', async () => {
    const lapses: ApiError[] = [];
    const client = createApiClient({
      baseURL,
      getToken: () => 'stale',
      locale: () => 'pt-BR',
      onUnauthorized: (error) => lapses.push(error),
    });
    await expect(client.auth.me()).rejects.toMatchObject({ status: 401, code: 'auth.sessionExpired' });
    expect(lapses).toHaveLength(1);
  });

  it('reports an unreachable server as a transport error with status 0', async () => {
    const client = createApiClient({
      baseURL: 'http://127.0.0.1:1',
      getToken: () => null,
      locale: () => 'pt-BR',
    });
    await expect(client.auth.me()).rejects.toMatchObject({ status: 0, code: 'transport.network' });
  });
});

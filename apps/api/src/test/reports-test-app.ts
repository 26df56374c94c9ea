import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

import { createTestApp, signIn, type TestApp } from './test-app';

/**
 * A test file's app for the report routes (`/api/reports`), on the seeded demo, with the client account
 * (Serra Azul and Vale Verde) and the new account (no customer's data) signed in. Call it at the top of the
 * file: it starts the app before the tests and closes it after them.
 */
export function reportsTestApp() {
  let testApp: TestApp | undefined;
  const tokens = { cliente: '', novo: '' };
  beforeAll(async () => {
    testApp = await createTestApp();
    tokens.cliente = await signIn(testApp.app, 'cliente@demo.com.br');
    tokens.novo = await signIn(testApp.app, 'novo@demo.com.br');
  });
  afterAll(() => testApp?.close());

  const app = (): FastifyInstance => {
    if (!testApp) throw new Error('the app starts before the tests');
    return testApp.app;
  };
  /** GET /api/reports`url` with a bearer token (the client's by default, none when null), in `language`. */
  const request = (url: string, token: string | null = tokens.cliente, language = 'pt-BR') =>
    app().inject({
      method: 'GET',
      url: `/api/reports${url}`,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  /** The same, answered as its status and JSON body. */
  const get = async <T>(url: string, token?: string | null, language?: string) => {
    const response = await request(url, token, language);
    return { status: response.statusCode, body: response.json<T>() };
  };
  return { app, tokens, request, get };
}

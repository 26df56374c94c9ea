import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiClient } from '../api-client';
import type { ApiError } from '../errors';
import { handoffExchangeInputSchema } from './schemas';

// A real HTTP server on loopback stands in for the API: the calls are tested at the network edge.
let server: Server;
let baseURL: string;
const seen: { method?: string; path?: string; authorization?: string; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, path: req.url, authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/auth/handoff') {
        res.end(JSON.stringify({ code: 'one-time-code', expiresInSeconds: 60 }));
      } else if (req.url === '/auth/handoff/exchange' && body === '{"code":"one-time-code"}') {
        res.end(JSON.stringify({ token: 'new-session', expiresAt: '2030-01-01T00:00:00.000Z' }));
      } else {
        res.statusCode = 401;
        res.end(
          JSON.stringify([
            {
              message: 'Código de acesso inválido ou expirado. Entre novamente.',
              code: 'auth.handoffCodeInvalid',
              field: null,
            },
          ]),
        );
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function clientWith(unauthorized: ApiError[]) {
  return createApiClient({
    baseURL,
    getToken: () => 'session-of-the-other-site',
    locale: () => 'pt-BR',
    onUnauthorized: (error) => unauthorized.push(error),
  });
}

describe('hand-off calls', () => {
  it('asks for a code with the session it has', async () => {
    const answer = await clientWith([]).auth.createHandoffCode();
    expect(answer).toEqual({ code: 'one-time-code', expiresInSeconds: 60 });
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: '/auth/handoff',
      authorization: 'Bearer session-of-the-other-site',
    });
  });

  it('exchanges a code without sending a token, for the login answer', async () => {
    const answer = await clientWith([]).auth.exchangeHandoffCode('one-time-code');
    expect(answer).toEqual({ token: 'new-session', expiresAt: '2030-01-01T00:00:00.000Z' });
    expect(seen.at(-1)).toEqual({
      method: 'POST',
      path: '/auth/handoff/exchange',
      authorization: undefined,
      body: '{"code":"one-time-code"}',
    });
  });

  it('turns a refused code into an ApiError, not a lapsed session', async () => {
    const unauthorized: ApiError[] = [];
    const refusal = clientWith(unauthorized).auth.exchangeHandoffCode('used-code');
    await expect(refusal).rejects.toMatchObject({
      status: 401,
      errors: [{ code: 'auth.handoffCodeInvalid', field: null }],
    });
    expect(unauthorized).toEqual([]);
  });
});

describe('handoffExchangeInputSchema', () => {
  it('requires a code of at most 200 characters', () => {
    const messages = (input: unknown) =>
      handoffExchangeInputSchema.safeParse(input).error?.issues.map((issue) => issue.message);
    expect(messages({})).toEqual(['validation.required']);
    expect(messages({ code: '' })).toEqual(['validation.required']);
    expect(messages({ code: 'x'.repeat(201) })).toEqual(['validation.invalid']);
    expect(handoffExchangeInputSchema.parse({ code: 'x'.repeat(200) })).toEqual({ code: 'x'.repeat(200) });
  });
});

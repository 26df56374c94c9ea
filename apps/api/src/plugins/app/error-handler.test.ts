import { PassThrough } from 'node:stream';

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

const logStream = new PassThrough();
const logLines: string[] = [];
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'error' }, { logStream });
});
afterAll(() => testApp.close());

describe('the error handler', () => {
  it('says only that something failed on a 5xx, and logs the details with the request id', async () => {
    // A real failure deep in the data layer: the sessions table is gone.
    await sql`drop table sessions`.execute(testApp.app.db);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@dossel.com.br', password: 'Dossel@2026' },
    });

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual([
      { message: 'Ocorreu um erro inesperado. Tente novamente.', code: 'unexpected', field: null },
    ]);
    expect(response.body).not.toMatch(/sessions|sqlite|at |\.ts/i);
    const requestId = response.headers['x-request-id'];
    const logged = logLines.map((line) => JSON.parse(line) as { reqId?: string; err?: { message: string } });
    expect(logged).toContainEqual(
      expect.objectContaining({
        reqId: requestId,
        err: expect.objectContaining({ message: expect.stringContaining('sessions') }),
      }),
    );
  });

  it('refuses a body that is not JSON with a translated 415', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml', 'accept-language': 'en-US' },
      payload: '<email>admin@dossel.com.br</email>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([
      { message: 'Unsupported content type.', code: 'request.unsupportedMediaType', field: null },
    ]);
  });

  it('refuses a body over the size limit with a translated 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@dossel.com.br', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([
      { message: 'A requisição é grande demais.', code: 'request.tooLarge', field: null },
    ]);
  });

  it('refuses malformed JSON as an invalid value', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ message: 'Valor inválido', code: 'request.invalid', field: null }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { JSON_BODY_LIMIT_BYTES } from '../plugins/external/body-parsing';
import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sessions = async () =>
  Number(
    (
      await testApp.app.db
        .selectFrom('sessions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const tooLarge = { message: 'The request is too large.', code: 'request.tooLarge', field: null };
const unsupported = {
  message: 'Unsupported content type.',
  code: 'request.unsupportedMediaType',
  field: null,
};

function post(payload: string, contentType?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': 'en-US', ...(contentType && { 'content-type': contentType }) },
    payload,
  });
}

describe('request bodies', () => {
  it('refuses a JSON body over 1 MB with 413 before reading it, storing nothing', async () => {
    const before = await sessions();
    const body = JSON.stringify({
      email: 'cliente@demo.com.br',
      password: 'x'.repeat(JSON_BODY_LIMIT_BYTES),
    });
    const response = await post(body, 'application/json');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([tooLarge]);
    expect(await sessions()).toBe(before);
  });

  it('takes a JSON body just under the limit', async () => {
    const filler = 'x'.repeat(JSON_BODY_LIMIT_BYTES - 200);
    const response = await post(
      JSON.stringify({ email: 'cliente@demo.com.br', password: 'Dossel@2026', note: filler }),
      'application/json',
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['text/plain', 'email=cliente@demo.com.br'],
    ['application/xml', '<email>cliente@demo.com.br</email>'],
    ['application/x-www-form-urlencoded', 'email=cliente%40demo.com.br&password=Dossel%402026'],
    ['application/octet-stream', 'binary'],
  ])('refuses a %s body with 415, storing nothing', async (contentType, payload) => {
    const before = await sessions();
    const response = await post(payload, contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual([unsupported]);
    expect(await sessions()).toBe(before);
  });

  it('accepts JSON with a charset', async () => {
    const response = await post(
      JSON.stringify({ email: 'cliente@demo.com.br', password: 'Dossel@2026' }),
      'application/json; charset=utf-8',
    );
    expect(response.statusCode).toBe(200);
  });
});

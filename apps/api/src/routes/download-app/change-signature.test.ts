import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, signInWithoutTerms, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function accept(token?: string) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/register/download-app/changeSignature',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

describe('PUT /api/register/download-app/changeSignature', () => {
  it('records the terms acceptance of the caller, with no body, and answers the user', async () => {
    const token = await signInWithoutTerms(testApp.app, 'novo@demo.com.br');
    const before = Date.now();
    const response = await accept(token);

    expect(response.statusCode).toBe(200);
    const user = response.json<{ email: string; signature: string; currentCustomerId: number }>();
    expect(user).toMatchObject({ email: 'novo@demo.com.br', currentCustomerId: 2 });
    expect(Date.parse(user.signature)).toBeGreaterThanOrEqual(before - 1000);
    expect(response.body).not.toMatch(/password|scrypt\$/i);

    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().signature).toBe(user.signature);
  });

  it('signs only for the caller', async () => {
    await accept(await signIn(testApp.app, 'cliente@demo.com.br'));
    const others = await testApp.app.db
      .selectFrom('users')
      .select(['email', 'signature'])
      .where('email', '=', 'admin@dossel.com.br')
      .executeTakeFirstOrThrow();
    expect(others.signature).toBe('2025-01-15T12:00:00.000Z');
  });

  it('asks to sign in without a session', async () => {
    const response = await accept();
    expect(response.statusCode).toBe(401);
    expect(response.json()[0].code).toBe('auth.unauthenticated');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signInWithoutTerms, type TestApp } from '../../test/test-app';

// Issue 14 point 3: the terms gate was only in the browser. novo@demo.com.br has not accepted the terms:
// the API answers 403 `terms.notAccepted` to every route but reading the user, accepting and signing out.
// (routes/access.test.ts walks every route as such a user; this file follows one user through it.)
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, language = 'pt-BR') =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });

describe('a user who has not accepted the terms of use', () => {
  it('is refused the data of their customer, in their language, until they accept', async () => {
    const token = await signInWithoutTerms(testApp.app, 'novo@demo.com.br');
    const reads = [
      '/api/reports/plots?customer_id=2',
      '/api/register/documents',
      '/api/register/gas/operacoes/resumo?de=2024-01-01',
    ];
    const messages: Record<string, string> = {
      'pt-BR': 'Aceite os termos de uso para continuar.',
      'en-US': 'Accept the terms of use to continue.',
      es: 'Acepte los términos de uso para continuar.',
    };
    for (const url of reads) {
      for (const [language, message] of Object.entries(messages)) {
        const refused = await call('GET', url, token, language);
        expect(refused.statusCode, url).toBe(403);
        expect(refused.json(), url).toEqual([{ code: 'terms.notAccepted', message, field: null }]);
      }
    }

    const me = await call('GET', '/api/auth/me', token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'novo@demo.com.br', signature: null });

    expect((await call('PUT', '/api/register/download-app/changeSignature', token)).statusCode).toBe(200);
    for (const url of reads) expect((await call('GET', url, token)).statusCode, url).toBe(200);
  });

  it('may decline, which signs them out', async () => {
    const token = await signInWithoutTerms(testApp.app, 'cliente@demo.com.br');
    await testApp.app.db
      .updateTable('users')
      .set({ signature: null })
      .where('email', '=', 'cliente@demo.com.br')
      .execute();
    expect((await call('GET', '/api/register/documents', token)).statusCode).toBe(403);
    expect((await call('POST', '/api/auth/logout', token)).statusCode).toBe(204);
    expect((await call('GET', '/api/auth/me', token)).statusCode).toBe(401);
  });
});

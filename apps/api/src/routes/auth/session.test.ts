import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { hashSessionToken } from '../../security/session-tokens';
import { createTestApp, signIn, signInWithoutTerms, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function me(token?: string, language?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (language) headers['accept-language'] = language;
  return testApp.app.inject({ method: 'GET', url: '/api/auth/me', headers });
}

function validateToken(token: string) {
  return testApp.app.inject({ method: 'POST', url: '/api/auth/validateToken', payload: { token } });
}

async function expireSessions() {
  await testApp.app.db.updateTable('sessions').set({ expires_at: '2025-01-01T00:00:00.000Z' }).execute();
}

const unauthenticated = [
  {
    message: 'Faça login no sistema para utilizar nossos recursos!',
    code: 'auth.unauthenticated',
    field: null,
  },
];
const sessionExpired = [
  { message: 'Sessão expirada. Acesse novamente.', code: 'auth.sessionExpired', field: null },
];

describe('GET /api/auth/me', () => {
  it('shows a customer user with the linked customers sorted by name and their services', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const response = await me(token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: 2,
      name: 'Cliente Demonstração',
      email: 'cliente@demo.com.br',
      mainCustomerId: 1,
      servicesAdmin: false,
      services_json: { '1': [1, 2], '2': [1, 2, 8] },
      customers: [
        { id: 2, name: 'Florestal Vale Verde' },
        { id: 1, name: 'Reflorestadora Serra Azul' },
      ],
      // The sign-in before this one (the seeded date), not the one that just happened.
      lastLogin: '2025-09-01T12:00:00.000Z',
      signature: '2025-02-03T12:00:00.000Z',
      currentCustomerId: 1,
    });
  });

  it('shows the services admin as such', async () => {
    const response = await me(await signIn(testApp.app, 'admin@dossel.com.br'));
    expect(response.json()).toMatchObject({
      name: 'Administrador Dossel',
      servicesAdmin: true,
      mainCustomerId: 1,
    });
  });

  it('shows a new user with the terms still to accept and only the customer linked to them', async () => {
    const response = await me(await signInWithoutTerms(testApp.app, 'novo@demo.com.br'));
    expect(response.json()).toMatchObject({
      name: 'Novo Usuário',
      mainCustomerId: 2,
      servicesAdmin: false,
      signature: null,
      lastLogin: '2025-04-30T12:00:00.000Z',
      services_json: { '2': [1, 2, 8] },
      customers: [{ id: 2, name: 'Florestal Vale Verde' }],
    });
  });

  it('reports the previous sign-in as lastLogin after signing in again', async () => {
    const first = await signIn(testApp.app, 'admin@dossel.com.br');
    const firstLogin = (await me(first)).json<{ lastLogin: string }>().lastLogin;
    const second = await signIn(testApp.app, 'admin@dossel.com.br');
    const secondLogin = (await me(second)).json<{ lastLogin: string }>().lastLogin;
    expect(Date.parse(secondLogin)).toBeGreaterThan(Date.parse(firstLogin));
    expect(Date.now() - Date.parse(secondLogin)).toBeLessThan(60_000);
  });

  it('never answers the password hash', async () => {
    const response = await me(await signIn(testApp.app, 'admin@dossel.com.br'));
    expect(response.body).not.toMatch(/password|scrypt\$/i);
  });

  it('asks to sign in when no token is sent, in the caller language', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
    expect((await me(undefined, 'en-US')).json()[0].message).toBe('Sign in to use our resources!');
  });

  it('says the session expired for a token it does not know', async () => {
    const response = await me('not-a-real-token');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('says the session expired once the token outlived its time', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    await expireSessions();
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });
});

describe('GET /api/auth/me answers what the database holds at that moment (issue 13: one read per request)', () => {
  const logout = (token: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });

  it('refuses a session at once after its logout, though it answered just before', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    for (let index = 0; index < 3; index += 1) expect((await me(token)).statusCode).toBe(200);
    expect((await logout(token)).statusCode).toBe(204);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('refuses a session at once when it is removed behind the API (another instance, a script)', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    expect((await me(token)).statusCode).toBe(200);
    await testApp.app.db.deleteFrom('sessions').where('token_hash', '=', hashSessionToken(token)).execute();
    expect((await me(token)).statusCode).toBe(401);
  });

  it('shows a removed link, a renamed customer and a changed service at once', async () => {
    const token = await signIn(testApp.app, 'novo@demo.com.br');
    expect((await me(token)).json()).toMatchObject({
      services_json: { '2': [1, 2, 8] },
      customers: [{ id: 2, name: 'Florestal Vale Verde' }],
    });
    const db = testApp.app.db;
    await db
      .insertInto('user_customers')
      .values({ user_id: 3, customer_id: 1, services_json: '[1]' })
      .execute();
    await db.updateTable('customers').set({ name: 'Vale Verde Renomeada' }).where('id', '=', 2).execute();
    try {
      expect((await me(token)).json()).toMatchObject({
        services_json: { '1': [1], '2': [1, 2, 8] },
        // Sorted by name: the renamed customer now comes after Serra Azul.
        customers: [
          { id: 1, name: 'Reflorestadora Serra Azul' },
          { id: 2, name: 'Vale Verde Renomeada' },
        ],
      });
      await db.deleteFrom('user_customers').where('user_id', '=', 3).where('customer_id', '=', 1).execute();
      expect((await me(token)).json()).toMatchObject({
        services_json: { '2': [1, 2, 8] },
        customers: [{ id: 2, name: 'Vale Verde Renomeada' }],
      });
    } finally {
      await db.updateTable('customers').set({ name: 'Florestal Vale Verde' }).where('id', '=', 2).execute();
    }
  });

  it('answers a user without any linked customer with empty lists', async () => {
    const token = await signIn(testApp.app, 'novo@demo.com.br');
    const db = testApp.app.db;
    const links = await db.selectFrom('user_customers').selectAll().where('user_id', '=', 3).execute();
    await db.deleteFrom('user_customers').where('user_id', '=', 3).execute();
    try {
      const response = await me(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ services_json: {}, customers: [], currentCustomerId: 2 });
    } finally {
      await db.insertInto('user_customers').values(links).execute();
    }
  });
});

describe('POST /api/auth/validateToken', () => {
  it('confirms a live token and tells until when it works', async () => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'cliente@demo.com.br', password: 'Dossel@2026' },
    });
    const { token, expiresAt } = login.json<{ token: string; expiresAt: string }>();

    const response = await validateToken(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ valid: true, expiresAt });
  });

  it('refuses an unknown or expired token with a 401', async () => {
    expect((await validateToken('forged')).json()).toEqual(sessionExpired);
    const token = await signIn(testApp.app, 'novo@demo.com.br');
    await expireSessions();
    const response = await validateToken(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(sessionExpired);
  });

  it('requires the token field', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/validateToken',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'token' },
    ]);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session, so the same token stops working', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const other = await signIn(testApp.app, 'cliente@demo.com.br');

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await me(token)).statusCode).toBe(401);
    expect((await validateToken(token)).statusCode).toBe(401);
    // Another device of the same user stays signed in.
    expect((await me(other)).statusCode).toBe(200);
  });

  it('asks to sign in when no token is sent', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });
});

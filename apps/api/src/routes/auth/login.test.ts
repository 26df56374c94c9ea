import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD, demoAccounts } from '../../db/seed';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { LOGIN_ATTEMPTS_PER_MINUTE } from './login-rate-limit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function login(payload: unknown, language?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: payload as Record<string, unknown>,
    headers: language ? { 'accept-language': language } : {},
  });
}

describe('POST /api/auth/login', () => {
  it.each(demoAccounts.map((account) => account.email))(
    'signs %s in with a token that lasts 12 hours',
    async (email) => {
      const before = Date.now();
      const response = await login({ email, password: DEMO_PASSWORD });

      expect(response.statusCode).toBe(200);
      const body = response.json<{ token: string; expiresAt: string }>();
      expect(Object.keys(body).sort()).toEqual(['expiresAt', 'token', 'user']);
      expect(body.token).toMatch(/^[\w-]{43}$/);
      const lifetime = Date.parse(body.expiresAt) - before;
      expect(lifetime).toBeGreaterThan(12 * 3600_000 - 5_000);
      expect(lifetime).toBeLessThanOrEqual(12 * 3600_000 + 5_000);
    },
  );

  it('answers the user as me shows it right after, so the portal needs no second round trip', async () => {
    const response = await login({ email: 'cliente@demo.com.br', password: DEMO_PASSWORD });
    const { token, user } = response.json<{ token: string; user: unknown }>();
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(user).toEqual(me.json());
    expect(user).toMatchObject({ email: 'cliente@demo.com.br', mainCustomerId: 1, currentCustomerId: 1 });
  });

  it('gives a new token at every sign-in', async () => {
    const first = await login({ email: 'cliente@demo.com.br', password: DEMO_PASSWORD });
    const second = await login({ email: 'cliente@demo.com.br', password: DEMO_PASSWORD });
    expect(first.json().token).not.toBe(second.json().token);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await login({ email: '  Admin@Dossel.com.BR ', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('records the time of the sign-in as the last login', async () => {
    const before = new Date().toISOString();
    await login({ email: 'novo@demo.com.br', password: DEMO_PASSWORD });
    const row = await testApp.app.db
      .selectFrom('users')
      .select('last_login')
      .where('email', '=', 'novo@demo.com.br')
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.last_login ?? '')).toBeGreaterThanOrEqual(Date.parse(before));
  });

  it.each([
    ['pt-BR', 'Usuário ou senha inválidos.'],
    ['en-US', 'Invalid user or password.'],
    ['es', 'Usuario o contraseña inválidos.'],
  ])('refuses a wrong password and an unknown e-mail alike, in %s', async (language, message) => {
    const wrongPassword = await login({ email: 'admin@dossel.com.br', password: 'Dossel@2025' }, language);
    const unknownEmail = await login({ email: 'ninguem@demo.com.br', password: DEMO_PASSWORD }, language);

    const expected = [{ message, code: 'auth.invalidCredentials', field: null }];
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(expected);
    expect(unknownEmail.statusCode).toBe(401);
    expect(unknownEmail.json()).toEqual(expected);
  });

  it('answers in pt-BR when the caller asks for a language we do not have', async () => {
    const response = await login({ email: 'admin@dossel.com.br', password: 'x' }, 'de-DE,fr;q=0.8');
    expect(response.json()[0].message).toBe('Usuário ou senha inválidos.');
  });

  it('lists each missing field of an empty body', async () => {
    const response = await login({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'email' },
      { message: 'Campo obrigatório', code: 'validation.required', field: 'password' },
    ]);
  });

  it('refuses an e-mail shorter than 5 characters', async () => {
    const response = await login({ email: 'a@b', password: DEMO_PASSWORD }, 'en-US');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'The e-mail must have at least 5 characters', code: 'validation.emailMin', field: 'email' },
    ]);
  });

  it('refuses an e-mail in a bad format, in Spanish when asked', async () => {
    const response = await login({ email: 'not-an-email', password: DEMO_PASSWORD }, 'es-AR,es;q=0.9');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Correo electrónico inválido', code: 'validation.email', field: 'email' },
    ]);
  });

  it('refuses a request without a body as an invalid value', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([{ message: 'Valor inválido', code: 'validation.invalid', field: null }]);
  });

  it(`stops an e-mail after ${LOGIN_ATTEMPTS_PER_MINUTE} attempts a minute, without blocking others`, async () => {
    const attempt = () => login({ email: 'alvo@demo.com.br', password: 'guess' }, 'en-US');
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i += 1) {
      expect((await attempt()).statusCode).toBe(401);
    }

    const blocked = await attempt();
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual([
      {
        message: 'Too many attempts. Wait a minute and try again.',
        code: 'auth.tooManyAttempts',
        field: null,
      },
    ]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login({ email: 'cliente@demo.com.br', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});

// Each failed attempt costs a real hash (~40 ms, more on a busy machine): dozens of them need more than 5 s.
describe('password spraying: one address trying many e-mails (issue 14)', { timeout: 30_000 }, () => {
  const attempt = (email: string, remoteAddress: string, password = 'Palpite@2026') =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'accept-language': 'en-US' },
      remoteAddress,
    });

  it('stops an address after AUTH_ADDRESS_LIMIT_PER_MINUTE failed sign-ins a minute, whatever the e-mails', async () => {
    const remoteAddress = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await attempt(`pessoa${i}@demo.com.br`, remoteAddress)).statusCode);
    }
    const cap = testApp.config.authAddressLimitPerMinute;
    expect(cap).toBeLessThan(40);
    expect(statuses.slice(0, cap)).toEqual(Array.from({ length: cap }, () => 401));
    expect(statuses.slice(cap)).toEqual(Array.from({ length: 40 - cap }, () => 429));

    // Refused as the per-e-mail limit refuses, the right password too: the address is out for the minute.
    const blocked = await attempt('cliente@demo.com.br', remoteAddress, DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual([
      {
        message: 'Too many attempts. Wait a minute and try again.',
        code: 'auth.tooManyAttempts',
        field: null,
      },
    ]);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Another address is not blocked.
    expect((await attempt('pessoa0@demo.com.br', '198.51.100.24')).statusCode).toBe(401);
    expect((await attempt('cliente@demo.com.br', '198.51.100.24', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('does not count sign-ins that succeed: an office behind one address signs in all morning', async () => {
    const remoteAddress = '198.51.100.30';
    const cap = testApp.config.authAddressLimitPerMinute;
    for (let i = 0; i < cap - 1; i += 1) {
      expect((await attempt(`outra${i}@demo.com.br`, remoteAddress)).statusCode).toBe(401);
    }
    for (const account of demoAccounts) {
      expect((await attempt(account.email, remoteAddress, DEMO_PASSWORD)).statusCode).toBe(200);
    }
    expect((await attempt('outra-ultima@demo.com.br', remoteAddress)).statusCode).toBe(401);
    expect((await attempt('outra-demais@demo.com.br', remoteAddress)).statusCode).toBe(429);
  });
});

describe('a burst of sign-ins (issue 14)', () => {
  let burstApp: TestApp;
  beforeAll(async () => {
    burstApp = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE_MAX: '2' });
  });
  afterAll(() => burstApp.close());

  it('hashes one at a time with a short queue, and turns the rest away with a translated 503', async () => {
    // Different e-mails and addresses, so that no rate limit answers before the hasher does.
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        burstApp.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `rajada${index}@demo.com.br`, password: DEMO_PASSWORD },
          headers: { 'accept-language': 'es' },
          remoteAddress: `192.0.2.${index + 1}`,
        }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    // One hashing and two waiting at most: of twelve arriving together, most are turned away at once.
    // (The bound itself is counted in security/passwords.test.ts; here, what the caller gets.)
    expect(statuses.every((status) => status === 401 || status === 503)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThanOrEqual(1);
    expect(statuses.filter((status) => status === 503).length).toBeGreaterThanOrEqual(1);
    const refused = responses.find((response) => response.statusCode === 503);
    expect(refused?.json()).toEqual([
      {
        message: 'El servidor está ocupado con otros accesos. Intente de nuevo en unos segundos.',
        code: 'auth.busy',
        field: null,
      },
    ]);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(burstApp.app.passwords.load()).toEqual({ running: 0, waiting: 0 });

    // Once the burst is over, sign-in works again.
    expect((await signIn(burstApp.app, 'cliente@demo.com.br')).length).toBeGreaterThan(0);
  });
});

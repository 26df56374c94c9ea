import { createHash } from 'node:crypto';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { DEMO_PASSWORD } from '../../db/seed';
import { createHandoffCodesRepository } from '../../repositories/handoff-codes';
import { createPasswordResetsRepository } from '../../repositories/password-resets';
import { hashSessionToken, newSessionToken } from '../../security/session-tokens';
import { DEMO_IDS } from '../../test/access-matrix';
import { createTestApp, getMe, signIn, type TestApp } from '../../test/test-app';
import { HANDOFF_REQUESTS_PER_MINUTE } from './handoff-rate-limit';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());
afterEach(() => {
  vi.useRealTimers();
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function issue(token: string | null, remoteAddress?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/handoff',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(remoteAddress && { remoteAddress }),
  });
}

async function issueCode(token: string): Promise<string> {
  const response = await issue(token);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ code: string }>().code;
}

function exchange(code: unknown, options: { language?: string; remoteAddress?: string } = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/handoff/exchange',
    payload: { code } as Record<string, unknown>,
    headers: options.language ? { 'accept-language': options.language } : {},
    ...(options.remoteAddress && { remoteAddress: options.remoteAddress }),
  });
}

const codeInvalid = (message: string) => [{ message, code: 'auth.handoffCodeInvalid', field: null }];
const CODE_INVALID_PT = 'Código de acesso inválido ou expirado. Entre novamente.';

describe('POST /api/auth/handoff', () => {
  it('issues a random code for 60 s and keeps only its hash', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const response = await issue(token);

    expect(response.statusCode).toBe(200);
    const body = response.json<{ code: string; expiresInSeconds: number }>();
    expect(Object.keys(body).sort()).toEqual(['code', 'expiresInSeconds']);
    expect(body.expiresInSeconds).toBe(60);
    // 32 random bytes in base64url: 256 bits, URL-safe as it is.
    expect(body.code).toMatch(/^[\w-]{43}$/);
    expect(await issueCode(token)).not.toBe(body.code);

    const row = await testApp.app.db
      .selectFrom('handoff_codes')
      .selectAll()
      .where('code_hash', '=', sha256(body.code))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: DEMO_IDS.users.cliente, used_at: null });
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60_000);
    const stored = await testApp.app.db.selectFrom('handoff_codes').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(body.code);
  });

  it('refuses a caller without a session or with a lapsed one', async () => {
    const anonymous = await issue(null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual([
      {
        message: 'Faça login no sistema para utilizar nossos recursos!',
        code: 'auth.unauthenticated',
        field: null,
      },
    ]);

    const token = await signIn(testApp.app, 'novo@demo.com.br');
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    const lapsed = await issue(token);
    expect(lapsed.statusCode).toBe(401);
    expect(lapsed.json()[0].code).toBe('auth.sessionExpired');
  });
});

describe('POST /api/auth/handoff/exchange', () => {
  it('turns a code into a new session of its user, once', async () => {
    const issuing = await signIn(testApp.app, 'admin@dossel.com.br');
    const code = await issueCode(issuing);

    const before = Date.now();
    const first = await exchange(code);
    expect(first.statusCode).toBe(200);
    const session = first.json<{ token: string; expiresAt: string }>();
    // Exactly the sign-in's answer: a token of its own, for 12 hours.
    expect(Object.keys(session).sort()).toEqual(['expiresAt', 'token', 'user']);
    expect(session.token).toMatch(/^[\w-]{43}$/);
    expect(session.token).not.toBe(issuing);
    expect(Date.parse(session.expiresAt) - before).toBeGreaterThan(12 * 3600_000 - 5_000);
    const me = await getMe(testApp.app, session.token);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@dossel.com.br', currentCustomerId: 1 });
    // The other site's session goes on: it was handed on, not moved.
    expect((await getMe(testApp.app, issuing)).statusCode).toBe(200);

    const second = await exchange(code);
    expect(second.statusCode).toBe(401);
    expect(second.json()).toEqual(codeInvalid(CODE_INVALID_PT));
  });

  it('works for 60 seconds and not a moment longer', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const issuedAt = new Date();
    vi.useFakeTimers({ toFake: ['Date'], now: issuedAt });
    const early = await issueCode(token);
    const late = await issueCode(token);

    vi.setSystemTime(issuedAt.getTime() + 59_999);
    expect((await exchange(early)).statusCode).toBe(200);

    vi.setSystemTime(issuedAt.getTime() + 60_000);
    const expired = await exchange(late, { language: 'en-US' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual(codeInvalid('Invalid or expired access code. Please sign in again.'));
  });

  it('gives one session only to codes exchanged at the same moment', async () => {
    const code = await issueCode(await signIn(testApp.app, 'cliente@demo.com.br'));
    const answers = await Promise.all(Array.from({ length: 8 }, () => exchange(code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 401, 401, 401, 401, 401, 401, 401,
    ]);
  });

  it.each([
    ['pt-BR', CODE_INVALID_PT],
    ['en-US', 'Invalid or expired access code. Please sign in again.'],
    ['es', 'Código de acceso no válido o expirado. Inicie sesión nuevamente.'],
  ])('refuses a code that was never issued, in %s', async (language, message) => {
    const response = await exchange('a'.repeat(43), { language });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(codeInvalid(message));
  });

  it('requires the code, and refuses one longer than any code', async () => {
    const missing = await exchange(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'code' },
    ]);
    const huge = await exchange('a'.repeat(201));
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toEqual([{ message: 'Valor inválido', code: 'validation.invalid', field: 'code' }]);
  });

  it('is not a sign-in: the last login stays the one before', async () => {
    const lastLogin = () =>
      testApp.app.db
        .selectFrom('users')
        .select(['last_login', 'previous_login'])
        .where('id', '=', DEMO_IDS.users.novo)
        .executeTakeFirstOrThrow();
    const code = await issueCode(await signIn(testApp.app, 'novo@demo.com.br'));
    const signedIn = await lastLogin();
    expect((await exchange(code)).statusCode).toBe(200);
    expect(await lastLogin()).toEqual(signedIn);
  });
});

describe('a password change (issue 14)', () => {
  const NEW_PASSWORD = 'Outra@Senha2026';
  const cliente = DEMO_IDS.users.cliente;
  let staff: string;
  beforeAll(async () => {
    staff = await signIn(testApp.app, 'admin@dossel.com.br');
  });
  afterEach(async () => {
    expect((await changePassword(staff, cliente, DEMO_PASSWORD)).statusCode).toBe(204);
  });

  function changePassword(token: string, userId: number, password: string) {
    return testApp.app.inject({
      method: 'PUT',
      url: `/api/register/users/changePassword/${userId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { password },
    });
  }

  async function changeThroughResetLink(): Promise<number> {
    const token = newSessionToken();
    const now = new Date();
    await createPasswordResetsRepository(testApp.app.db).create({
      userId: cliente,
      tokenHash: hashSessionToken(token),
      purpose: 'reset',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/auth/changePasswordViaEmail/${token}`,
      payload: { password: NEW_PASSWORD },
    });
    return response.statusCode;
  }

  /** Each way a password is set, by whoever may set it; `session` is the user's own. */
  const changes: [string, (session: string) => Promise<number>][] = [
    [
      'the user on the change-password page',
      async (session) => (await changePassword(session, cliente, NEW_PASSWORD)).statusCode,
    ],
    ['staff for the user', async () => (await changePassword(staff, cliente, NEW_PASSWORD)).statusCode],
    ['a reset link', changeThroughResetLink],
  ];

  it.each(changes)('by %s makes every code issued before it stop working', async (_by, change) => {
    const session = await signIn(testApp.app, 'cliente@demo.com.br');
    const code = await issueCode(session);
    const staffCode = await issueCode(staff);

    expect(await change(session)).toBe(204);

    expect((await exchange(code)).json()).toEqual(codeInvalid(CODE_INVALID_PT));
    // Codes of other users are not touched.
    expect((await exchange(staffCode)).statusCode).toBe(200);
  });

  it('leaves the session that changed its own password free to issue new codes', async () => {
    const session = await signIn(testApp.app, 'cliente@demo.com.br');
    expect((await changePassword(session, cliente, NEW_PASSWORD)).statusCode).toBe(204);
    expect((await exchange(await issueCode(session))).statusCode).toBe(200);
  });

  it('stores no code for a session that ended after it was checked', async () => {
    const now = new Date();
    const stored = await createHandoffCodesRepository(testApp.app.db).create({
      sessionId: 987_654,
      codeHash: sha256('orphan'),
      createdAt: now,
      expiresAt: new Date(now.getTime() + 60_000),
    });
    expect(stored).toBe(false);
    const rows = await testApp.app.db
      .selectFrom('handoff_codes')
      .select('id')
      .where('code_hash', '=', sha256('orphan'))
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('hand-off rate limits', () => {
  it('stops an address after AUTH_ADDRESS_LIMIT_PER_MINUTE exchanges a minute, without blocking others', async () => {
    const remoteAddress = '203.0.113.7';
    expect(testApp.config.authAddressLimitPerMinute).toBe(30);
    for (let i = 0; i < testApp.config.authAddressLimitPerMinute; i += 1) {
      expect((await exchange('guess', { remoteAddress })).statusCode).toBe(401);
    }
    const blocked = await exchange('guess', { remoteAddress, language: 'es' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual([
      {
        message: 'Demasiados intentos. Espere un minuto e intente de nuevo.',
        code: 'auth.tooManyAttempts',
        field: null,
      },
    ]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const code = await issueCode(await signIn(testApp.app, 'cliente@demo.com.br'));
    expect((await exchange(code, { remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it(`stops an address after ${HANDOFF_REQUESTS_PER_MINUTE} codes a minute`, async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const remoteAddress = '198.51.100.4';
    for (let i = 0; i < HANDOFF_REQUESTS_PER_MINUTE; i += 1) {
      expect((await issue(token, remoteAddress)).statusCode).toBe(200);
    }
    expect((await issue(token, remoteAddress)).statusCode).toBe(429);
  });
});

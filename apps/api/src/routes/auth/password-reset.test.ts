import { createHash } from 'node:crypto';

import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../db/seed';
import { startTestSmtpServer, type TestSmtpServer } from '../../mail/test-smtp-server';
import { createTestApp, getMe, postLogin, signIn, type TestApp } from '../../test/test-app';

const PUBLIC_URL = 'https://portal.dossel.test';
const NEW_PASSWORD = 'Nova@Senha2026';

let smtp: TestSmtpServer;
let testApp: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  testApp = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL });
});
afterAll(async () => {
  await testApp.close();
  await smtp.close();
});

function forgotPassword(email: unknown, language = 'pt-BR') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/forgotPassword',
    payload: { email } as Record<string, unknown>,
    headers: { 'accept-language': language },
  });
}

function verify(token: string, language = 'pt-BR') {
  return testApp.app.inject({
    method: 'GET',
    url: `/api/auth/verifyResetToken/${token}`,
    headers: { 'accept-language': language },
  });
}

function changeViaEmail(token: string, password: unknown, language = 'pt-BR') {
  return testApp.app.inject({
    method: 'PUT',
    url: `/api/auth/changePasswordViaEmail/${token}`,
    payload: { password } as Record<string, unknown>,
    headers: { 'accept-language': language },
  });
}

const login = (email: string, password: string) => postLogin(testApp.app, email, password);
const me = (token: string) => getMe(testApp.app, token);

/** The token of the link in a received message, read from the text as a user's mail client shows it. */
function tokenOf(mail: ParsedMail): string {
  const match = new RegExp(`${PUBLIC_URL}/reset/([\\w-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link in: ${mail.text}`);
  return match[1];
}

async function requestLink(email: string, language = 'pt-BR'): Promise<{ mail: ParsedMail; token: string }> {
  expect((await forgotPassword(email, language)).statusCode).toBe(200);
  const mail = await smtp.nextMail();
  return { mail, token: tokenOf(mail) };
}

const linkInvalid = (message: string) => [{ message, code: 'auth.resetLinkInvalid', field: null }];
const LINK_INVALID_PT = 'Link inválido ou expirado. Solicite uma nova recuperação de senha.';

describe('the reset link, from the e-mail to a new password', () => {
  it('mails a link that sets a new password once and ends every session', async () => {
    const oldSession = await signIn(testApp.app, 'cliente@demo.com.br');

    const answer = await forgotPassword('Cliente@Demo.com.br');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ sent: true });

    const mail = await smtp.nextMail();
    expect(mail.to).toMatchObject({ text: 'cliente@demo.com.br' });
    expect(mail.from?.text).toContain('nao-responda@dossel.com.br');
    expect(mail.subject).toBe('Recuperação de senha — Dossel');
    expect(mail.text).toContain('Olá, Cliente Demonstração.');
    expect(mail.text).toContain('O link vale por 60 minutos e só pode ser usado uma vez.');
    const token = tokenOf(mail);
    expect(mail.html).toContain(`href="${PUBLIC_URL}/reset/${token}"`);

    // Only the token's hash is kept.
    const stored = await testApp.app.db.selectFrom('password_reset_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);

    const check = await verify(token);
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ valid: true, email: 'cliente@demo.com.br', purpose: 'reset' });

    const change = await changeViaEmail(token, NEW_PASSWORD);
    expect(change.statusCode).toBe(204);

    expect((await me(oldSession)).statusCode).toBe(401);
    expect((await login('cliente@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await login('cliente@demo.com.br', NEW_PASSWORD)).statusCode).toBe(200);

    // Single use: the same link neither verifies nor changes the password again.
    expect((await verify(token)).statusCode).toBe(400);
    expect((await verify(token)).json()).toEqual(linkInvalid(LINK_INVALID_PT));
    const again = await changeViaEmail(token, 'Outra@Senha1');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(linkInvalid(LINK_INVALID_PT));
    expect((await login('cliente@demo.com.br', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['en-US', 'Password recovery — Dossel', 'The link works for 60 minutes and only once.'],
    ['es-AR,es;q=0.9', 'Recuperación de contraseña — Dossel', 'El enlace es válido por 60 minutos'],
  ])('writes the e-mail in the language of the request (%s)', async (language, subject, validity) => {
    const { mail } = await requestLink('admin@dossel.com.br', language);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    await testApp.app.jobs.idle();
    const before = smtp.received.length;
    const unknown = await forgotPassword('ninguem@demo.com.br');
    await testApp.app.jobs.idle();

    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ sent: true });
    expect(smtp.received.length).toBe(before);
  });

  it('keeps only the newest link of a user', async () => {
    const first = await requestLink('novo@demo.com.br');
    const second = await requestLink('novo@demo.com.br');
    expect((await verify(first.token)).statusCode).toBe(400);
    expect((await verify(second.token)).statusCode).toBe(200);
  });

  it('refuses a link older than 60 minutes, in the caller language', async () => {
    const { token } = await requestLink('novo@demo.com.br');
    const row = await testApp.app.db
      .selectFrom('password_reset_tokens')
      .select(['created_at', 'expires_at'])
      .where('token_hash', '=', createHash('sha256').update(token).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(60 * 60_000);

    // An hour later, as far as the link is concerned.
    await testApp.app.db
      .updateTable('password_reset_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();

    expect((await verify(token, 'en-US')).json()).toEqual(
      linkInvalid('Invalid or expired link. Request a new password recovery.'),
    );
    const change = await changeViaEmail(token, NEW_PASSWORD, 'es');
    expect(change.statusCode).toBe(400);
    expect(change.json()).toEqual(
      linkInvalid('Enlace no válido o expirado. Solicite una nueva recuperación de contraseña.'),
    );
    expect((await login('novo@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a token that was never issued', async () => {
    const response = await verify('a'.repeat(43));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(linkInvalid(LINK_INVALID_PT));
  });
});

describe('the password policy on the reset link (spec section 5)', () => {
  it.each([
    ['pt-BR', 'Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.'],
    [
      'en-US',
      'The password must have at least 8 characters, with 1 uppercase letter, 1 lowercase letter, 1 number and a symbol.',
    ],
    [
      'es',
      'La contraseña debe tener al menos 8 caracteres, con 1 letra mayúscula, 1 letra minúscula, 1 número y un símbolo.',
    ],
  ])('refuses weak passwords and keeps the link usable (%s)', async (language, message) => {
    const { token } = await requestLink('admin@dossel.com.br', language);
    for (const weak of ['Ab1@', 'semmaiuscula1@', 'SEMMINUSCULA1@', 'SemNumero@', 'SemSimbolo1']) {
      const response = await changeViaEmail(token, weak, language);
      expect(response.statusCode, weak).toBe(400);
      expect(response.json()).toEqual([{ message, code: 'validation.passwordPolicy', field: 'password' }]);
    }
    expect((await verify(token)).statusCode).toBe(200);
    expect((await login('admin@dossel.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('requires the password', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/auth/changePasswordViaEmail/whatever',
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'password' },
    ]);
  });
});

describe('POST /api/auth/forgotPassword input', () => {
  it('requires an e-mail of at least 5 characters in a valid format', async () => {
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'email' },
    ]);
    expect((await forgotPassword('a@b')).json()[0].code).toBe('validation.emailMin');
    expect((await forgotPassword('sem-arroba', 'es')).json()).toEqual([
      { message: 'Correo electrónico inválido', code: 'validation.email', field: 'email' },
    ]);
  });
});

describe('POST /api/auth/forgotPassword from one address (issue 14)', () => {
  it('stops an address after AUTH_ADDRESS_LIMIT_PER_MINUTE requests a minute, whatever the e-mails', async () => {
    const ask = (email: string, remoteAddress: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email },
        headers: { 'accept-language': 'en-US' },
        remoteAddress,
      });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      statuses.push((await ask(`pessoa${i}@demo.com.br`, '198.51.100.40')).statusCode);
    }
    const cap = testApp.config.authAddressLimitPerMinute;
    expect(cap).toBeLessThan(40);
    expect(statuses.indexOf(429)).toBe(cap);
    expect(statuses.slice(cap).every((status) => status === 429)).toBe(true);

    const blocked = await ask('cliente@demo.com.br', '198.51.100.40');
    expect(blocked.json()).toEqual([
      {
        message: 'Too many attempts. Wait a minute and try again.',
        code: 'auth.tooManyAttempts',
        field: null,
      },
    ]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await ask('pessoa0@demo.com.br', '198.51.100.41')).statusCode).toBe(200);
  });
});

describe('a slow mail server', () => {
  let slowSmtp: TestSmtpServer;
  let slowApp: TestApp;
  beforeAll(async () => {
    slowSmtp = await startTestSmtpServer({ delayMs: 1_500 });
    slowApp = await createTestApp({ SMTP_URL: slowSmtp.url, PUBLIC_URL });
  });
  afterAll(async () => {
    await slowApp.close();
    await slowSmtp.close();
  });

  it('does not make the answer for a known e-mail wait, so it takes the time of an unknown one', async () => {
    const ask = async (email: string) => {
      const started = performance.now();
      const response = await slowApp.app.inject({
        method: 'POST',
        url: '/api/auth/forgotPassword',
        payload: { email },
      });
      return { response, ms: performance.now() - started };
    };
    const known = await ask('cliente@demo.com.br');
    const unknown = await ask('ninguem@demo.com.br');

    expect(known.response.body).toBe(unknown.response.body);
    expect(known.ms).toBeLessThan(500);
    expect(unknown.ms).toBeLessThan(500);
    // The mail still arrives, after the answer.
    const mail = await slowSmtp.nextMail(10_000);
    expect(mail.to).toMatchObject({ text: 'cliente@demo.com.br' });
  });
});

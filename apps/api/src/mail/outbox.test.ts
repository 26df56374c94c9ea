import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../test/test-app';

// No SMTP_URL: every message lands as an .eml file in DATA_DIR/outbox.
let testApp: TestApp;
let staff: string;
beforeAll(async () => {
  testApp = await createTestApp({ PUBLIC_URL: 'http://localhost:5173' });
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
});
afterAll(() => testApp.close());

async function outbox(): Promise<string[]> {
  return (await readdir(testApp.config.outboxDir).catch(() => [] as string[])).sort();
}

async function readMail(file: string): Promise<ParsedMail> {
  return simpleParser(await readFile(join(testApp.config.outboxDir, file)));
}

/** The token of the link to a portal page (`reset` or `first-access`) in a received message. */
function tokenOf(mail: ParsedMail, page: 'reset' | 'first-access'): string {
  const match = new RegExp(`http://localhost:5173/${page}/([\\w-]+)`).exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${page} link in: ${mail.text}`);
  return match[1];
}

describe('the outbox folder, without SMTP_URL', () => {
  it('holds the reset e-mail as an .eml file under DATA_DIR/outbox', async () => {
    expect(testApp.config.outboxDir).toBe(join(testApp.config.dataDir, 'outbox'));
    const before = await outbox();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'novo@demo.com.br' },
      headers: { 'accept-language': 'en-US' },
    });
    expect(response.statusCode).toBe(200);
    await testApp.app.jobs.idle();

    const added = (await outbox()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/\.eml$/);
    const mail = await readMail(added[0] as string);
    expect(mail.to).toMatchObject({ text: 'novo@demo.com.br' });
    expect(mail.subject).toBe('Password recovery — Dossel');
    expect(tokenOf(mail, 'reset')).toMatch(/^[\w-]{43}$/);
  });

  it('writes nothing for an unknown e-mail', async () => {
    const before = await outbox();
    await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/forgotPassword',
      payload: { email: 'ninguem@demo.com.br' },
    });
    await testApp.app.jobs.idle();
    expect(await outbox()).toEqual(before);
  });
});

describe('first access of a user created by staff', () => {
  it('mails a create-your-password link that works once and lets the user sign in', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/users',
      headers: { authorization: `Bearer ${staff}` },
      payload: { name: 'Bruna Lima', email: 'bruna@valeverde.com.br', mainCustomerId: 2 },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();

    const before = await outbox();
    const sent = await testApp.app.inject({
      method: 'POST',
      url: `/api/register/users/${id}/sendFirstAccess`,
      headers: { authorization: `Bearer ${staff}`, 'accept-language': 'pt-BR' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ sent: true });

    const added = (await outbox()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(1);
    const mail = await readMail(added[0] as string);
    expect(mail.to).toMatchObject({ text: 'bruna@valeverde.com.br' });
    expect(mail.subject).toBe('Crie sua senha — Dossel');
    expect(mail.text).toContain('Olá, Bruna Lima.');
    expect(mail.text).toContain('O link vale por 72 horas e só pode ser usado uma vez.');
    // The first-access page of the portal greets the new user; the reset page is for forgotten passwords.
    const token = tokenOf(mail, 'first-access');
    expect(mail.html).toContain(`href="http://localhost:5173/first-access/${token}"`);

    const check = await testApp.app.inject({ method: 'GET', url: `/api/auth/verifyResetToken/${token}` });
    expect(check.json()).toEqual({ valid: true, email: 'bruna@valeverde.com.br', purpose: 'firstAccess' });

    const change = await testApp.app.inject({
      method: 'PUT',
      url: `/api/auth/changePasswordViaEmail/${token}`,
      payload: { password: 'Bruna@2026', confirmation: 'Bruna@2026' },
    });
    expect(change.statusCode).toBe(204);
    expect(await signIn(testApp.app, 'bruna@valeverde.com.br', 'Bruna@2026')).toMatch(/^[\w-]{43}$/);

    const reuse = await testApp.app.inject({
      method: 'PUT',
      url: `/api/auth/changePasswordViaEmail/${token}`,
      payload: { password: 'Outra@2026' },
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('answers 404 for a user that does not exist, and sends nothing', async () => {
    const before = await outbox();
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/users/999/sendFirstAccess',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(response.statusCode).toBe(404);
    expect(await outbox()).toEqual(before);
  });
});

import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { BackgroundJob } from '@dossel/api-client';

import { DEMO_PASSWORD } from '../db/seed';
import { makeTestConfig, removeTestData } from '../test/test-app';
import { startInstance, type Instance } from '../test/instances';
import type { Config } from '../config';

/**
 * A mail server that holds the first message it is sent, never answering it (the instance sending it
 * is killed meanwhile), and takes every later one.
 */
async function holdingSmtpServer() {
  let firstArrived: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (firstArrived = resolve));
  let taken: (mail: ParsedMail) => void = () => undefined;
  const delivered = new Promise<ParsedMail>((resolve) => (taken = resolve));
  let messages = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      messages += 1;
      if (messages === 1) {
        stream.resume();
        firstArrived();
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          taken(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  // The killed instance's connection ends with a reset: expected here, not a failure of the test.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    firstHeld,
    delivered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let config: Config;
let smtp: Awaited<ReturnType<typeof holdingSmtpServer>>;
const started: Instance[] = [];
beforeAll(async () => {
  config = await makeTestConfig();
  smtp = await holdingSmtpServer();
});
afterAll(async () => {
  for (const instance of started) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await Promise.all(started.map((instance) => instance.exited));
  await smtp.close();
  await removeTestData(config);
});

// Waits: the lost run's time (3 SMTP timeouts of 2 s), then pg-boss's retry delay (10 to 20 s).
describe('a job whose instance dies mid-run (kill -9)', { timeout: 90_000 }, () => {
  it('is run again by another instance: the reset e-mail asked on A arrives, sent by B', async () => {
    const env = {
      DATABASE_URL: config.databaseUrl ?? '',
      SMTP_URL: smtp.url,
      SMTP_TIMEOUT_SECONDS: '2',
      JOBS_SUPERVISE_SECONDS: '1',
    };
    const first = await startInstance(env);
    started.push(first);
    const asked = await fetch(`${first.url}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
      body: JSON.stringify({ email: 'novo@demo.com.br' }),
    });
    expect(asked.status).toBe(200);

    // A is sending the e-mail when it dies.
    await smtp.firstHeld;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = await startInstance(env);
    started.push(second);
    const mail = await smtp.delivered;
    expect(mail.to).toMatchObject({ text: 'novo@demo.com.br' });
    expect(mail.subject).toBe('Password recovery — Dossel');

    // Staff see the job done, on its second run.
    const signedIn = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@dossel.com.br', password: DEMO_PASSWORD }),
    });
    const { token } = (await signedIn.json()) as { token: string };
    const job = async () => {
      const response = await fetch(`${second.url}/api/register/background-jobs`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as BackgroundJob[])[0];
    };
    await expect.poll(async () => (await job())?.state).toBe('done');
    expect(await job()).toMatchObject({ subject: 'novo@demo.com.br', attempts: 2 });
  });
});

import { createServer, type AddressInfo } from 'node:net';

import { BACKGROUND_JOBS_LISTED, type BackgroundJob } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createBackgroundJobsRepository } from '../../repositories/background-jobs';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

interface StaffApp {
  app: TestApp['app'];
  staff: string;
}

/**
 * A describe's own app with a staff session, started in its beforeAll and closed after it: one app per
 * hook, so each start has the hook's whole time on a loaded machine.
 */
function staffApp(env: () => Promise<Record<string, string>> = async () => ({})) {
  const current = {} as StaffApp;
  let testApp: TestApp | undefined;
  beforeAll(async () => {
    testApp = await createTestApp(await env());
    Object.assign(current, { app: testApp.app, staff: await signIn(testApp.app, 'admin@dossel.com.br') });
  });
  afterAll(() => testApp?.close());
  return current;
}

/** A port nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const forgotPassword = (app: TestApp['app'], email: string) =>
  app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload: { email } });

async function listed(app: TestApp['app'], token: string): Promise<BackgroundJob[]> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/register/background-jobs',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackgroundJob[]>();
}

describe('GET /register/background-jobs', () => {
  const mailing = staffApp();

  it('lists the password-reset e-mails sent, newest first, each done once delivered', async () => {
    const { app, staff } = mailing;
    await forgotPassword(app, 'cliente@demo.com.br');
    await forgotPassword(app, 'novo@demo.com.br');
    await app.jobs.idle();

    const [newest, older] = await listed(app, staff);
    expect(newest).toMatchObject({
      kind: 'mail.password-reset',
      subject: 'novo@demo.com.br',
      state: 'done',
      attempts: 1,
      max_attempts: 6,
      progress_done: 1,
      progress_total: 1,
      error: null,
    });
    expect(older?.subject).toBe('cliente@demo.com.br');
    expect(Date.parse(newest?.queued_at ?? '')).toBeGreaterThanOrEqual(Date.parse(older?.queued_at ?? ''));
  });

  it(`answers at most the ${BACKGROUND_JOBS_LISTED} newest jobs`, async () => {
    const { app, staff } = mailing;
    const records = createBackgroundJobsRepository(app.db);
    const ids: number[] = [];
    for (let index = 0; index <= BACKGROUND_JOBS_LISTED; index += 1) {
      const job = { kind: 'mail.password-reset', subject: `n${index}@demo.com.br`, maxAttempts: 1 } as const;
      ids.push(await records.queued(job, new Date()));
    }
    const jobs = await listed(app, staff);
    expect(jobs).toHaveLength(BACKGROUND_JOBS_LISTED);
    expect(jobs.map((job) => job.id)).toEqual(ids.slice(1).reverse());
  });
});

describe('GET /register/background-jobs with the mail server down', () => {
  const smtpDown = staffApp(async () => ({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` }));

  it('shows an e-mail the SMTP server refused as waiting for a retry, with the reason', async () => {
    const { app, staff } = smtpDown;
    await forgotPassword(app, 'cliente@demo.com.br');
    await expect.poll(async () => (await listed(app, staff))[0]?.state, { timeout: 10_000 }).toBe('retrying');
    const [job] = await listed(app, staff);
    expect(job).toMatchObject({ subject: 'cliente@demo.com.br', attempts: 1, finished_at: null });
    expect(job?.error).toMatch(/ECONNREFUSED/);
  });
});

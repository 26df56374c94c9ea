import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createBackgroundJobsRepository } from '../repositories/background-jobs';
import { createTestApp, type TestApp } from '../test/test-app';
import { createInProcessQueue } from './in-process-queue';
import { createTrackedJobs, INTERRUPTED, type BackgroundJobs, type ListedJobKind } from './tracked-jobs';

const log = Fastify({ logger: false }).log;

/** A listed kind with short waits, so retries happen within a test. */
const kind: ListedJobKind<string> = {
  name: 'mail.password-reset',
  retryLimit: 2,
  retryDelaySeconds: 0.02,
  runSeconds: 5,
};

let testApp: TestApp;
let queues: BackgroundJobs[] = [];
beforeAll(async () => {
  testApp = await createTestApp();
});
afterEach(async () => {
  // A job a test left hanging is cut short at once.
  for (const queue of queues) await queue.stop(10);
  queues = [];
});
afterAll(() => testApp.close());

const records = () => createBackgroundJobsRepository(testApp.app.db);
const record = async (id: number) => (await records().list(1000)).find((job) => job.id === id);

/** A queue as the app builds it on the embedded default, on the test app's database. */
function trackedQueue(now?: () => Date): BackgroundJobs {
  const queue = createTrackedJobs(createInProcessQueue(log), records(), log, {
    failUnfinishedAtStart: true,
    now,
  });
  queues.push(queue);
  return queue;
}

describe('background jobs as staff see them', () => {
  it('records a job from queued through its progress to done', async () => {
    const queue = trackedQueue();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let reported = () => {};
    const halfway = new Promise<void>((resolve) => (reported = resolve));
    queue.handle(kind, async (_data, run) => {
      await run.progress(2, 5);
      reported();
      await released;
      await run.progress(5, 5);
    });
    await queue.start();
    const id = await queue.send(kind, 'olá', 'ana@demo.com.br');

    expect(await record(id)).toMatchObject({
      state: 'queued',
      attempts: 0,
      max_attempts: 3,
      started_at: null,
    });
    await halfway;
    expect(await record(id)).toMatchObject({
      kind: 'mail.password-reset',
      subject: 'ana@demo.com.br',
      state: 'running',
      attempts: 1,
      progress_done: 2,
      progress_total: 5,
      finished_at: null,
    });
    release();
    await queue.idle();
    const done = await record(id);
    expect(done).toMatchObject({
      state: 'done',
      attempts: 1,
      progress_done: 5,
      progress_total: 5,
      error: null,
    });
    expect(Date.parse(done?.finished_at ?? '')).toBeGreaterThanOrEqual(Date.parse(done?.started_at ?? ''));
  });

  it('counts a job that never told its steps as one step done', async () => {
    const queue = trackedQueue();
    queue.handle(kind, async () => {});
    await queue.start();
    const id = await queue.send(kind, 'x');
    await queue.idle();
    expect(await record(id)).toMatchObject({
      state: 'done',
      subject: null,
      progress_done: 1,
      progress_total: 1,
    });
  });

  it('shows a failed run as retrying with its reason, then done once a retry succeeds', async () => {
    const queue = trackedQueue();
    let failures = 1;
    let resumeRetry = () => {};
    // A wait before the retry long enough to see the job waiting.
    const slowRetry = { ...kind, retryDelaySeconds: 0.5 };
    queue.handle(slowRetry, async () => {
      if (failures-- > 0) throw new Error('SMTP down');
      await new Promise<void>((resolve) => (resumeRetry = resolve));
    });
    await queue.start();
    const id = await queue.send(slowRetry, 'x');
    await expect.poll(async () => (await record(id))?.state).toBe('retrying');
    expect((await record(id))?.error).toBe('SMTP down');
    await expect.poll(async () => (await record(id))?.state).toBe('running');
    expect((await record(id))?.attempts).toBe(2);
    resumeRetry();
    await queue.idle();
    expect(await record(id)).toMatchObject({ state: 'done', attempts: 2, error: null });
  });

  it('keeps the reason of a job that failed on every attempt, and says so', async () => {
    const queue = trackedQueue();
    queue.handle(kind, async () => {
      throw new Error('SMTP down');
    });
    await queue.start();
    const id = await queue.send(kind, 'x');
    await queue.idle();
    const failed = await record(id);
    expect(failed).toMatchObject({ state: 'failed', attempts: 3, max_attempts: 3, error: 'SMTP down' });
    expect(failed?.finished_at).not.toBeNull();
  });

  it('marks jobs cut short by the last stop as failed when the embedded server starts again', async () => {
    const before = trackedQueue();
    let reported = () => {};
    const running = new Promise<void>((resolve) => (reported = resolve));
    before.handle(kind, async () => {
      reported();
      await new Promise(() => {});
    });
    await before.start();
    const id = await before.send(kind, 'x');
    await running;
    await before.stop(10);

    const after = trackedQueue();
    after.handle(kind, async () => {});
    expect((await record(id))?.state).toBe('running');
    await after.start();
    expect(await record(id)).toMatchObject({ state: 'failed', error: INTERRUPTED });
  });

  it('drops jobs finished more than 30 days ago when a new one is sent', async () => {
    const start = Date.parse('2026-01-01T12:00:00.000Z');
    let clock = start;
    const queue = trackedQueue(() => new Date(clock));
    queue.handle(kind, async () => {});
    await queue.start();
    const old = await queue.send(kind, 'old');
    await queue.idle();
    clock = start + 30 * 24 * 3600 * 1000;
    const recent = await queue.send(kind, 'recent');
    await queue.idle();
    expect(await record(old)).toBeDefined();
    clock += 1000;
    await queue.send(kind, 'newest');
    await queue.idle();
    expect(await record(old)).toBeUndefined();
    expect(await record(recent)).toBeDefined();
  });
});

import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { createInProcessQueue } from './in-process-queue';
import type { JobKind } from './job-queue';

const log = Fastify({ logger: false }).log;

/** A kind with short waits, so retries happen within a test. */
const kind = (overrides: Partial<JobKind<string>> = {}): JobKind<string> => ({
  name: 'test.kind',
  retryLimit: 2,
  retryDelaySeconds: 0.02,
  runSeconds: 5,
  ...overrides,
});

describe('the in-process job queue (SQLite, one process)', () => {
  it('runs a job after the call that queued it has returned, with its data', async () => {
    const queue = createInProcessQueue(log);
    const seen: string[] = [];
    queue.handle(kind(), async (data) => {
      seen.push(data);
    });
    await queue.start();
    await queue.send(kind(), 'olá');
    expect(seen).toEqual([]);
    await queue.idle();
    expect(seen).toEqual(['olá']);
  });

  it('retries a failing job with back-off, then gives up after its retry limit', async () => {
    const queue = createInProcessQueue(log);
    const runs: number[] = [];
    queue.handle(kind(), async () => {
      runs.push(performance.now());
      throw new Error('SMTP down');
    });
    await queue.start();
    await queue.send(kind(), 'x');
    await queue.idle();
    expect(runs).toHaveLength(3);
    const [first = 0, second = 0, third = 0] = runs;
    // 20 ms before the first retry, 40 before the second: each wait at least the one due.
    expect(second - first).toBeGreaterThanOrEqual(19);
    expect(third - second).toBeGreaterThanOrEqual(39);
  });

  it('ends a job that succeeds on a retry', async () => {
    const queue = createInProcessQueue(log);
    let attempts = 0;
    queue.handle(kind(), async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('once');
    });
    await queue.start();
    await queue.send(kind(), 'x');
    await queue.idle();
    expect(attempts).toBe(2);
  });

  it('lets a running job end when stopping, and takes no job after', async () => {
    const queue = createInProcessQueue(log);
    let ended = false;
    queue.handle(kind(), async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ended = true;
    });
    await queue.start();
    await queue.send(kind(), 'x');
    await new Promise((resolve) => setTimeout(resolve, 10));
    await queue.stop(5_000);
    expect(ended).toBe(true);
    await expect(queue.send(kind(), 'y')).rejects.toThrow('the job queue is stopped');
  });

  it('refuses a job of a kind nobody handles', async () => {
    const queue = createInProcessQueue(log);
    await queue.start();
    await expect(queue.send(kind({ name: 'nobody' }), 'x')).rejects.toThrow('no handler for the job nobody');
  });
});

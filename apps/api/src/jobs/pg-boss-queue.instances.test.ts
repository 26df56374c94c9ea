import Fastify from 'fastify';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../config';
import { makeTestConfig, removeTestData } from '../test/test-app';
import type { JobKind, JobQueue } from './job-queue';
import { createPgBossQueue } from './pg-boss-queue';

const log = Fastify({ logger: false }).log;

// Two queues on one new PostgreSQL database: two instances' job queues, as behind a load balancer.
let config: Config;
beforeAll(async () => {
  config = await makeTestConfig();
});
afterAll(() => removeTestData(config));

/** An instance's queue, looking for lost runs every second. */
function queue(): JobQueue {
  if (!config.databaseUrl) throw new Error('on PostgreSQL only');
  return createPgBossQueue({ connectionString: config.databaseUrl, superviseSeconds: 1 }, log);
}

const kind = (name: string, overrides: Partial<JobKind<number>> = {}): JobKind<number> => ({
  name,
  retryLimit: 2,
  retryDelaySeconds: 1,
  runSeconds: 60,
  ...overrides,
});

describe('jobs on pg-boss, shared by two instances', { timeout: 60_000 }, () => {
  it('runs each job once, on whichever instance takes it', async () => {
    const runs: { job: number; on: string }[] = [];
    const instances = [queue(), queue()];
    const jobs = kind('test.once');
    instances.forEach((instance, index) =>
      instance.handle(jobs, async (job) => {
        runs.push({ job, on: `instance ${index}` });
      }),
    );
    await Promise.all(instances.map((instance) => instance.start()));
    try {
      for (let job = 0; job < 20; job += 1) await instances[job % 2]?.send(jobs, job);
      await instances[0]?.idle();
      expect(runs.map((run) => run.job).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 20 }, (_, job) => job),
      );
    } finally {
      await Promise.all(instances.map((instance) => instance.stop(1_000)));
    }
  });

  it('retries a failing job with back-off until it succeeds', async () => {
    const instance = queue();
    const runs: number[] = [];
    const flaky = kind('test.flaky');
    instance.handle(flaky, async () => {
      runs.push(Date.now());
      if (runs.length < 3) throw new Error('SMTP down');
    });
    await instance.start();
    try {
      await instance.send(flaky, 1);
      await instance.idle();
      expect(runs).toHaveLength(3);
      // pg-boss waits the delay, doubled each retry, plus up to as much again at random: 1 s, then 2 s.
      const [first = 0, second = 0, third = 0] = runs;
      expect(second - first).toBeGreaterThanOrEqual(1_000);
      expect(third - second).toBeGreaterThanOrEqual(2_000);
    } finally {
      await instance.stop(1_000);
    }
  });
  it('runs jobs taken together side by side, and retries only the one that failed', async () => {
    const batch: JobKind<{ job: number }> = {
      name: 'test.batch',
      retryLimit: 2,
      retryDelaySeconds: 1,
      runSeconds: 60,
    };
    // Five jobs already waiting when the instance starts: its first fetch takes them together.
    const sender = new PgBoss({ connectionString: config.databaseUrl ?? '', schema: 'pgboss' });
    await sender.start();
    await sender.createQueue(batch.name, { name: batch.name, retryLimit: 2, retryDelay: 1 });
    for (let job = 1; job <= 5; job += 1) await sender.send(batch.name, { job });
    await sender.stop({ graceful: false });

    const runs: number[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const instance = queue();
    instance.handle(batch, async ({ job }) => {
      runs.push(job);
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      await new Promise((resolve) => setTimeout(resolve, 200));
      running -= 1;
      if (job === 3 && runs.filter((run) => run === 3).length === 1) throw new Error('SMTP down');
    });
    await instance.start();
    try {
      await instance.idle();
      expect(mostAtOnce).toBe(5);
      expect(runs.sort((a, b) => a - b)).toEqual([1, 2, 3, 3, 4, 5]);
    } finally {
      await instance.stop(1_000);
    }
  });

  // A job whose instance dies mid-run: lost-job.instances.test.ts, with a real kill -9.
});

import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { LOGIN_ATTEMPTS_PER_MINUTE } from '../routes/auth/login-rate-limit';
import { makeTestConfig, removeTestData, startApp } from '../test/test-app';
import type { Config } from '../config';

// Each test starts app instances of its own (a new database on PostgreSQL): generous time caps.
const APPS_TIMEOUT_MS = 30_000;

// A real Redis (here at redis://127.0.0.1:6379; TEST_REDIS_URL points elsewhere).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

let redis: Redis;
beforeAll(async () => {
  redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect().catch((error: unknown) => {
    throw new Error(`these tests need a Redis server at ${redisUrl} (set TEST_REDIS_URL): ${String(error)}`);
  });
});
afterAll(() => redis.quit());

/** Two instances of the API on one database and one Redis, as behind a load balancer. */
async function twoInstances(env: Record<string, string>, namespace: string) {
  const config = await makeTestConfig(env);
  const first = await startApp(config, { rateLimitNamespace: namespace });
  const second = await startApp(config, { rateLimitNamespace: namespace });
  return {
    config,
    instances: [first, second] as const,
    close: async () => {
      await first.close();
      await second.close();
      await removeTestData(config);
    },
  };
}

function attempt(app: FastifyInstance, email: string, password = 'guess') {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { 'accept-language': 'en-US' },
    payload: { email, password },
  });
}

async function keysUnder(namespace: string): Promise<string[]> {
  return redis.keys(`${namespace}*`);
}

describe('sign-in attempts counted in Redis (REDIS_URL)', () => {
  let setup: Awaited<ReturnType<typeof twoInstances>>;
  let config: Config;
  const namespace = `dossel-test:${randomUUID()}:`;
  beforeAll(async () => {
    setup = await twoInstances({ REDIS_URL: redisUrl }, namespace);
    config = setup.config;
  }, APPS_TIMEOUT_MS);
  afterAll(async () => {
    await setup.close();
    const keys = await keysUnder(namespace);
    if (keys.length) await redis.del(...keys);
  });

  it('shares the count between instances: attempts spread over both still stop at the limit', async () => {
    expect(config.redisUrl).toBe(redisUrl);
    const [first, second] = setup.instances;
    for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i += 1) {
      const response = await attempt(i % 2 === 0 ? first : second, 'alvo@demo.com.br');
      expect(response.statusCode).toBe(401);
    }
    for (const app of [first, second]) {
      const blocked = await attempt(app, 'alvo@demo.com.br');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual([
        {
          message: 'Too many attempts. Wait a minute and try again.',
          code: 'auth.tooManyAttempts',
          field: null,
        },
      ]);
    }
    // The counter lives in Redis, under this deployment's prefix, and expires with its window (the
    // address's count of failed sign-ins, issue 14, is a key of its own).
    const keys = (await keysUnder(namespace)).filter((key) => key.includes('alvo@demo.com.br'));
    expect(keys).toHaveLength(1);
    const ttl = await redis.pttl(keys[0] ?? '');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('still counts each e-mail apart: another account signs in on either instance', async () => {
    for (const app of setup.instances) {
      expect((await attempt(app, 'cliente@demo.com.br', 'Dossel@2026')).statusCode).toBe(200);
    }
  });
});

describe('the cap per address across e-mails in Redis (issue 14)', () => {
  const namespace = `dossel-test:${randomUUID()}:`;
  afterAll(async () => {
    const keys = await keysUnder(namespace);
    if (keys.length) await redis.del(...keys);
  });

  it(
    'shares the count of failed sign-ins between instances: 40 e-mails over two instances stop at the cap',
    async () => {
      const setup = await twoInstances({ REDIS_URL: redisUrl }, namespace);
      try {
        const [first, second] = setup.instances;
        const cap = setup.config.authAddressLimitPerMinute;
        const statuses: number[] = [];
        for (let i = 0; i < 40; i += 1) {
          const app = i % 2 === 0 ? first : second;
          statuses.push((await attempt(app, `pessoa${i}@demo.com.br`)).statusCode);
        }
        expect(cap).toBeLessThan(40);
        expect(statuses.indexOf(429)).toBe(cap);
        expect(statuses.slice(cap).every((status) => status === 429)).toBe(true);
        // Either instance refuses the address now, even a right password.
        for (const app of setup.instances) {
          const blocked = await attempt(app, 'cliente@demo.com.br', 'Dossel@2026');
          expect(blocked.statusCode).toBe(429);
          expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        }
        const keys = (await keysUnder(namespace)).filter((key) => key.includes('address|login|'));
        expect(keys).toHaveLength(1);
        expect(Number(await redis.get(keys[0] ?? ''))).toBe(cap);
      } finally {
        await setup.close();
      }
    },
    APPS_TIMEOUT_MS,
  );
});

describe('instances with another prefix', () => {
  it(
    'do not share counters with the first deployment',
    async () => {
      const namespace = `dossel-test:${randomUUID()}:`;
      const setup = await twoInstances({ REDIS_URL: redisUrl }, namespace);
      try {
        const [first] = setup.instances;
        for (let i = 0; i < LOGIN_ATTEMPTS_PER_MINUTE; i += 1) await attempt(first, 'outro@demo.com.br');
        const other = await twoInstances({ REDIS_URL: redisUrl }, `dossel-test:${randomUUID()}:`);
        try {
          expect((await attempt(other.instances[0], 'outro@demo.com.br')).statusCode).toBe(401);
        } finally {
          await other.close();
        }
        expect((await attempt(first, 'outro@demo.com.br')).statusCode).toBe(429);
      } finally {
        await setup.close();
        const keys = await redis.keys('dossel-test:*outro@demo.com.br*');
        if (keys.length) await redis.del(...keys);
      }
    },
    APPS_TIMEOUT_MS,
  );
});

describe('with Redis unreachable', () => {
  it(
    'keeps sign-in working (counting resumes when Redis is back)',
    async () => {
      // Nothing listens on port 1.
      const setup = await twoInstances({ REDIS_URL: 'redis://127.0.0.1:1' }, `dossel-test:${randomUUID()}:`);
      try {
        const response = await attempt(setup.instances[0], 'cliente@demo.com.br', 'Dossel@2026');
        expect(response.statusCode).toBe(200);
      } finally {
        await setup.close();
      }
    },
    APPS_TIMEOUT_MS,
  );
});

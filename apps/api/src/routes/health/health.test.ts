import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

// Without REDIS_URL (as here) an instance needs no Redis: the probe says `off`. With one, see
// health-redis.test.ts.
describe('the probes of a load balancer', () => {
  it('ready (and /api/health, as before): ok after asking the database, for anyone, without a token', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'off', storage: 'ok' });
      expect(response.headers['x-request-id']).toBeTruthy();
    }
  });

  it('ready answers 503 with the database down, so the load balancer takes the instance out; live still answers', async () => {
    const broken = await createTestApp();
    try {
      // The connection pool is gone: the next query fails as it would with the server unreachable.
      await broken.app.db.destroy();
      for (const url of ['/api/health/ready', '/api/health']) {
        const response = await broken.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          status: 'degraded',
          database: 'down',
          redis: 'off',
          storage: 'ok',
        });
      }
      // The process itself is fine: an orchestrator has no reason to restart it.
      const live = await broken.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: 'ok' });
    } finally {
      await broken.close().catch(() => undefined);
    }
  }, 30_000); // A second app of its own: on PostgreSQL, a new database to migrate and seed.
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('GET /api/health', () => {
  it('answers ok after asking the database, for anyone, without a token', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('answers 503 with the database down, so the load balancer takes the instance out', async () => {
    const broken = await createTestApp();
    try {
      // The connection pool is gone: the next query fails as it would with the server unreachable.
      await broken.app.db.destroy();
      const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'down' });
    } finally {
      await broken.close().catch(() => undefined);
    }
  }, 30_000); // A second app of its own: on PostgreSQL, a new database to migrate and seed.
});

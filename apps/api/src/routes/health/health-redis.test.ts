import { createServer, type Server } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp } from '../../test/test-app';

// A real Redis (here at redis://127.0.0.1:6379; TEST_REDIS_URL points elsewhere).
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

// An address where nothing speaks Redis: a port this test holds, closing each connection at once.
let silent: Server;
let silentUrl: string;
beforeAll(async () => {
  silent = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  silentUrl = `redis://127.0.0.1:${address.port}`;
});
afterAll(() => new Promise<void>((resolve) => silent.close(() => resolve())));

// Each test starts an app of its own (a new database on PostgreSQL): a generous time cap.
describe('readiness with REDIS_URL', { timeout: 30_000 }, () => {
  it('is ok while Redis answers', async () => {
    const { app, close } = await createTestApp({ REDIS_URL: redisUrl });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', database: 'ok', redis: 'ok', storage: 'ok' });
    } finally {
      await close();
    }
  });

  it('is 503 while Redis does not answer: shared counters and sessions would be wrong', async () => {
    const { app, close } = await createTestApp({ REDIS_URL: silentUrl });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'degraded', database: 'ok', redis: 'down', storage: 'ok' });
      expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await close();
    }
  });
});

import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';

import { createTestApp } from '../test/test-app';

/** A failed sign-in (an unknown e-mail) as a proxy at 127.0.0.1 forwards it for `client`. */
function failedSignIn(app: FastifyInstance, client: string, attempt: number) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': client },
    payload: { email: `ninguem${attempt}@demo.com.br`, password: 'guess' },
  });
}

const CAP = 3;

// Each test starts an app of its own (a new database on PostgreSQL): a generous time cap.
describe('the client address behind a load balancer (TRUSTED_PROXIES)', { timeout: 30_000 }, () => {
  it('counts sign-in failures per client forwarded by a trusted proxy', async () => {
    const { app, close } = await createTestApp({
      TRUSTED_PROXIES: '127.0.0.1',
      AUTH_ADDRESS_LIMIT_PER_MINUTE: String(CAP),
    });
    try {
      for (let attempt = 0; attempt < CAP; attempt += 1) {
        expect((await failedSignIn(app, '203.0.113.7', attempt)).statusCode).toBe(401);
      }
      expect((await failedSignIn(app, '203.0.113.7', CAP)).statusCode).toBe(429);
      // Another client behind the same proxy is not held back by the first one's failures.
      expect((await failedSignIn(app, '198.51.100.2', CAP + 1)).statusCode).toBe(401);
    } finally {
      await close();
    }
  });

  it('ignores X-Forwarded-For from anyone not listed: a client cannot choose the address it is counted under', async () => {
    const { app, close } = await createTestApp({ AUTH_ADDRESS_LIMIT_PER_MINUTE: String(CAP) });
    try {
      for (let attempt = 0; attempt < CAP; attempt += 1) {
        expect((await failedSignIn(app, `203.0.113.${attempt}`, attempt)).statusCode).toBe(401);
      }
      expect((await failedSignIn(app, '198.51.100.2', CAP)).statusCode).toBe(429);
    } finally {
      await close();
    }
  });
});

import { PassThrough } from 'node:stream';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../db/seed';
import { createTestApp, type TestApp } from '../test/test-app';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { url?: string; headers?: unknown };
  [key: string]: unknown;
}

const logStream = new PassThrough();
let raw: string[] = [];
logStream.on('data', (chunk: Buffer) => raw.push(...chunk.toString().split('\n').filter(Boolean)));
const lines = () => raw.map((line) => JSON.parse(line) as LogLine);

const HANDOFF_CODE = 'one-time-code-in-the-portal-link';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ LOG_LEVEL: 'trace' }, { logStream });
});
afterAll(() => testApp.close());
beforeEach(() => {
  raw = [];
});

async function signInAndUse() {
  const login = await testApp.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: 'cliente@demo.com.br', password: DEMO_PASSWORD },
  });
  const { token } = login.json<{ token: string }>();
  const me = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}`, cookie: 'session=secret-cookie' },
  });
  await testApp.app.inject({ method: 'POST', url: '/api/auth/validateToken', payload: { token } });
  await testApp.app.inject({ method: 'GET', url: `/api/health?token=${token}&password=${DEMO_PASSWORD}` });
  // The portal's hand-off link, as the server that serves the portal receives it.
  await testApp.app.inject({ method: 'GET', url: `/handoff?code=${HANDOFF_CODE}` });
  return { token, requestIds: [login.headers['x-request-id'], me.headers['x-request-id']] };
}

describe('the logs', () => {
  it('are JSON lines, each line of a request carrying its id, the one the answer names', async () => {
    const { requestIds } = await signInAndUse();
    const logged = lines();
    expect(logged.length).toBeGreaterThan(0);
    const ofRequests = logged.filter((line) => line.req || line.res || line.responseTime !== undefined);
    expect(ofRequests.length).toBeGreaterThanOrEqual(8);
    for (const line of ofRequests) expect(line.reqId, JSON.stringify(line)).toEqual(expect.any(String));
    for (const id of requestIds) {
      expect(logged.some((line) => line.reqId === id && line.msg === 'incoming request')).toBe(true);
      expect(logged.some((line) => line.reqId === id && line.msg === 'request completed')).toBe(true);
    }
  });

  it('never hold a password, a token, a cookie or an Authorization header', async () => {
    const { token } = await signInAndUse();
    const text = raw.join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain('secret-cookie');
    expect(text).not.toMatch(/bearer/i);
    // The query string is logged with its secrets masked.
    expect(text).toContain('/api/health?token=[redacted]&password=[redacted]');
    expect(text).not.toContain(HANDOFF_CODE);
    expect(text).toContain('/handoff?code=[redacted]');
  });

  it('mask secrets that code puts in a log line itself', () => {
    testApp.app.log.info(
      {
        body: { email: 'cliente@demo.com.br', password: 'p4ss-in-body', token: 'tok-in-body' },
        headers: { authorization: 'Bearer tok-in-header' },
        user: { credentials: { password: 'deep-p4ss' } },
        token: 'tok-top',
      },
      'something happened',
    );
    const text = raw.join('\n');
    for (const secret of ['p4ss-in-body', 'tok-in-body', 'tok-in-header', 'deep-p4ss', 'tok-top']) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('cliente@demo.com.br');
    expect(text).toContain('[redacted]');
  });

  it('keep the request id a load balancer sends, and replace one that does not look like an id', async () => {
    const given = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-3f2a9c-0001' },
    });
    expect(given.headers['x-request-id']).toBe('lb-3f2a9c-0001');
    expect(lines().some((line) => line.reqId === 'lb-3f2a9c-0001')).toBe(true);

    const forged = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'evil\n{"level":60}' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('give every request its own id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
      ids.add(String(response.headers['x-request-id']));
    }
    expect(ids.size).toBe(5);
  });
});

import { afterEach, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

async function policyWith(env: Record<string, string> = {}): Promise<string> {
  testApp = await createTestApp(env);
  const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
  return String(response.headers['content-security-policy']);
}

// Each test builds a whole app on a fresh database (on PostgreSQL, a new database): on a loaded machine
// that alone can pass the default 5 s.
describe('content security policy of the maps', { timeout: 30_000 }, () => {
  it("lets MapLibre start its worker from our origin or a blob: URL, and fetch nothing else's", async () => {
    const policy = await policyWith();
    expect(policy).toContain("worker-src 'self' blob:");
    expect(policy).toContain("child-src 'self' blob:");
    expect(policy).toContain("connect-src 'self';");
  });

  it('lets the configured base-map tiles load, from their origin only', async () => {
    const policy = await policyWith({ VITE_MAP_TILES_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png' });
    expect(policy).toContain("img-src 'self' data: blob: https://tiles.example.com;");
    expect(policy).toContain("connect-src 'self' https://tiles.example.com;");
  });
});

describe('security headers', { timeout: 30_000 }, () => {
  it('are on every answer: a route, a signed-out refusal and an unknown path, again at each request', async () => {
    testApp = await createTestApp();
    for (const url of ['/api/health', '/api/auth/me', '/api/nada', '/api/health']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });
});

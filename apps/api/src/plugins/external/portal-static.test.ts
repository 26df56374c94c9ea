import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync } from 'node:zlib';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

const FIRST_SCREEN_SCRIPT = 'document.title = "Dossel";';
const INDEX_HTML = `<!doctype html><title>Dossel</title><div id="root"></div><script>${FIRST_SCREEN_SCRIPT}</script>`;
const SCRIPT = 'console.log("portal")';
// What the build writes beside each file (apps/portal/vite/precompress-plugin.ts).
const SCRIPT_BR = brotliCompressSync(SCRIPT);
// The module the API runs to paint a signed-in screen (routes/first-screen).
const SERVER_MODULE = 'export const renderFirstScreen = async () => null;';

let portalDist: string;
let testApp: TestApp;
beforeAll(async () => {
  portalDist = await mkdtemp(join(tmpdir(), 'dossel-portal-'));
  await mkdir(join(portalDist, 'assets'));
  await writeFile(join(portalDist, 'index.html'), INDEX_HTML);
  await writeFile(join(portalDist, 'assets', 'index-3f2a9c.js'), SCRIPT);
  await writeFile(join(portalDist, 'assets', 'index-3f2a9c.js.br'), SCRIPT_BR);
  await mkdir(join(portalDist, 'server'));
  await writeFile(join(portalDist, 'server', 'first-screen.js'), SERVER_MODULE);
  testApp = await createTestApp({ PORTAL_DIST: portalDist });
});
afterAll(async () => {
  await testApp.close();
  await rm(portalDist, { recursive: true, force: true });
});

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('serving the built portal', () => {
  it('serves index.html at the root, revalidated at every load', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(INDEX_HTML);
  });

  it('lets the portal router own its paths: a reload on /benchmarking/12 gets index.html', async () => {
    const response = await get('/benchmarking/12?tab=history');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toBe(INDEX_HTML);
  });

  it("keeps the release's modules for the server to itself", async () => {
    const response = await get('/server/first-screen.js');
    expect(response.body).not.toContain('renderFirstScreen');
    expect(response.headers['content-type']).not.toMatch(/javascript/);
  });

  it('lets browsers keep the hashed assets forever', async () => {
    const response = await get('/assets/index-3f2a9c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the brotli copy the build wrote to a browser that takes it, and the file itself otherwise', async () => {
    const compressed = await testApp.app.inject({
      method: 'GET',
      url: '/assets/index-3f2a9c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.equals(SCRIPT_BR)).toBe(true);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get('/assets/index-3f2a9c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends a content security policy that allows our scripts, index.html's one inline script and inline styles only", async () => {
    const csp = (await get('/')).headers['content-security-policy'];
    const hash = createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers unknown API paths with a JSON 404, never the portal page', async () => {
    for (const request of [
      { method: 'GET', url: '/api/unknown' },
      { method: 'POST', url: '/api/auth/unknown' },
    ] as const) {
      const response = await testApp.app.inject({ ...request, headers: { 'accept-language': 'en-US' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual([
        { message: 'Resource not found.', code: 'request.notFound', field: null },
      ]);
    }
  });
});

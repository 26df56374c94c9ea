import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';

/**
 * A stand-in for the portal's render module (`server/first-screen.js`, plain ESM as the build writes it):
 * it reads the user and the documents through the fetch it is given, as the real one reads a screen's
 * data, and paints them. A few addresses exercise the other answers: `/nothing` (nothing to paint),
 * `/broken` (the render throws) and `/refused` (what the fetch must not do).
 */
const RENDER = `
import { appendFile } from 'node:fs/promises';

const attempt = (promise) => promise.then((response) => 'fetched ' + response.status, (error) => error.message);

export async function renderFirstScreen({ fetch, ...query }) {
  const address = new URL(query.path, 'http://portal.invalid');
  if (address.pathname === '/nothing') return null;
  if (address.pathname === '/broken') throw new Error('the render broke');
  // Longer than the route waits; counted where the test sees it (the module runs in the API's render
  // thread): a line in a file in the portal's folder.
  if (address.pathname === '/slow') {
    await appendFile(new URL('../slow-renders-started', import.meta.url), 'started\\n');
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    return { html: '<p>too late</p>', state: null };
  }
  if (address.pathname === '/refused') {
    const refusals = await Promise.all([
      attempt(fetch('/api/auth/me', { method: 'POST' })),
      attempt(fetch(new Request('http://portal.invalid/api/auth/logout', { method: 'POST' }))),
      attempt(fetch('/api/first-screen?path=%2F&language=pt-BR&desktop=1')),
      attempt(fetch('/api/first%2Dscreen?path=%2F&language=pt-BR&desktop=1')),
      attempt(fetch('/index.html')),
    ]);
    return { html: refusals.join('\\n'), state: null };
  }
  // An absolute address, a relative one and a Request, as a client may give them.
  const user = await (await fetch('http://portal.invalid/api/auth/me')).json();
  const customer = address.searchParams.get('customer');
  const list = await fetch(
    new Request('http://portal.invalid/api/register/documents' + (customer ? '?customerId=' + customer : '')),
  );
  const documents = await list.json();
  const shown = list.ok ? documents.map((document) => document.name).join(', ') : documents[0].message;
  return {
    html: '<p>' + user.email + ': ' + shown + '</p>',
    state: { query, documents: list.status, contentType: list.headers.get('content-type') },
  };
}
`;

/** Its warm-up, counted where the test sees it (the module runs in the API's render thread). */
const RENDERER = `${RENDER}
export async function warmUpFirstScreens() {
  await appendFile(new URL('../warm-ups', import.meta.url), 'warmed up\\n');
}
`;

const logStream = new PassThrough();
const logLines: string[] = [];
logStream.on('data', (chunk: Buffer) => logLines.push(...chunk.toString().split('\n').filter(Boolean)));

let portalDist: string;
let testApp: TestApp;
const tokens: Record<'cliente' | 'novo' | 'admin', string> = { cliente: '', novo: '', admin: '' };

/** A built portal's folder: index.html (PORTAL_DIST must hold one) and, when given, the render module. */
async function portalFolder(renderer?: string): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'dossel-portal-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Dossel</title><div id="root"></div>');
  if (renderer !== undefined) {
    await mkdir(join(dist, 'server'));
    await writeFile(join(dist, 'server', 'first-screen.js'), renderer);
  }
  return dist;
}

beforeAll(async () => {
  portalDist = await portalFolder(RENDERER);
  testApp = await createTestApp({ PORTAL_DIST: portalDist, LOG_LEVEL: 'warn' }, { logStream });
  tokens.cliente = await signIn(testApp.app, 'cliente@demo.com.br');
  tokens.novo = await signIn(testApp.app, 'novo@demo.com.br');
  tokens.admin = await signIn(testApp.app, 'admin@dossel.com.br');
});
afterAll(async () => {
  await testApp.close();
  await rm(portalDist, { recursive: true, force: true });
});

interface Query {
  path: string;
  language?: string;
  desktop?: string;
  view?: string;
}

function firstScreen(app: TestApp['app'], token: string | null, query: Query, headers = {}) {
  return app.inject({
    method: 'GET',
    url: '/api/first-screen',
    query: { language: 'pt-BR', desktop: '1', ...query },
    headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }) },
  });
}

const screenOf = (response: { json: <T>() => T }) =>
  response.json<{ html: string; state: { query: Query; documents: number; contentType: string } }>();

/** The lines the stand-in's warm-up wrote into a portal folder. */
const warmUps = (dist: string) =>
  readFile(join(dist, 'warm-ups'), 'utf8').then(
    (text) => text.split('\n').filter(Boolean),
    () => [],
  );

describe('GET /api/first-screen', () => {
  it("runs the render module's warm-up once, when the API has loaded it", async () => {
    await vi.waitFor(async () => expect(await warmUps(portalDist)).toEqual(['warmed up']));
  });

  it('refuses a visitor without a session, as any screen data', async () => {
    const response = await firstScreen(testApp.app, null, { path: '/benchmarking' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual([expect.objectContaining({ code: 'auth.unauthenticated' })]);
  });

  it("paints a customer user's screen with their own user and documents only, never kept by a cache", async () => {
    const response = await firstScreen(testApp.app, tokens.cliente, { path: '/documents' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { html, state } = screenOf(response);
    expect(html).toMatch(/^<p>cliente@demo\.com\.br: /);
    expect(html).toContain('relatorio-trimestral-serra-azul-2025-T2.pdf');
    expect(html).toContain('talhoes-vale-verde.kml');
    expect(html).not.toContain('agro-cerrado');
    expect(state).toMatchObject({ documents: 200, contentType: expect.stringMatching(/^application\/json/) });
  });

  it("paints another customer's user their own documents and none of the first one's", async () => {
    const response = await firstScreen(testApp.app, tokens.novo, { path: '/documents' });
    expect(response.statusCode).toBe(200);
    const { html } = screenOf(response);
    expect(html).toMatch(/^<p>novo@demo\.com\.br: /);
    expect(html).toContain('talhoes-vale-verde.kml');
    expect(html).not.toMatch(/serra-azul|agro-cerrado|cliente@/);
  });

  it("runs the renderer's reads under the caller's access rules, in the page's language", async () => {
    // Serra Azul's documents, asked for by a user who is not linked to it.
    const response = await firstScreen(testApp.app, tokens.novo, {
      path: '/documents?customer=1',
      language: 'es',
    });
    expect(response.statusCode).toBe(200);
    const { html, state } = screenOf(response);
    expect(html).toBe('<p>novo@demo.com.br: No tiene acceso a este recurso.</p>');
    expect(state.documents).toBe(403);
  });

  it("paints staff's screen", async () => {
    const response = await firstScreen(testApp.app, tokens.admin, { path: '/documents' });
    expect(response.statusCode).toBe(200);
    const { html } = screenOf(response);
    expect(html).toMatch(/^<p>admin@dossel\.com\.br: /);
    expect(html).toContain('inventario-agro-cerrado-2024.csv');
  });

  it('gives the renderer the query as parsed', async () => {
    const query = {
      path: '/benchmarking?customer=3&tab=history',
      language: 'en-US',
      desktop: '0',
      view: '{"enlarged":true,"fullWidth":false,"navbarCollapsed":true}',
    };
    const response = await firstScreen(testApp.app, tokens.cliente, query);
    expect(response.statusCode).toBe(200);
    expect(screenOf(response).state.query).toEqual(query);

    const withoutView = await firstScreen(testApp.app, tokens.cliente, { path: '/', desktop: '1' });
    expect(screenOf(withoutView).state.query).toEqual({ path: '/', language: 'pt-BR', desktop: '1' });
  });

  it('refuses an invalid query with the translated validation errors', async () => {
    const english = { 'accept-language': 'en-US' };
    const relative = await firstScreen(testApp.app, tokens.cliente, { path: 'benchmarking' }, english);
    expect(relative.statusCode).toBe(400);
    expect(relative.json()).toEqual([
      { message: 'Invalid value', code: 'validation.invalid', field: 'path' },
    ]);

    const unknownLanguage = await firstScreen(testApp.app, tokens.cliente, { path: '/', language: 'fr' });
    expect(unknownLanguage.statusCode).toBe(400);
    expect(unknownLanguage.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'language' },
    ]);

    const long = await firstScreen(testApp.app, tokens.cliente, { path: `/${'a'.repeat(2048)}` }, english);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual([{ message: 'Text too long', code: 'validation.tooLong', field: 'path' }]);

    const noLayout = await testApp.app.inject({
      method: 'GET',
      url: '/api/first-screen?path=%2F&language=es',
      headers: { authorization: `Bearer ${tokens.cliente}` },
    });
    expect(noLayout.statusCode).toBe(400);
    expect(noLayout.json()).toEqual([
      expect.objectContaining({ code: 'validation.required', field: 'desktop' }),
    ]);
  });

  it('answers 204 when the renderer has nothing to paint', async () => {
    const response = await firstScreen(testApp.app, tokens.cliente, { path: '/nothing' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 204 when the render fails, and logs a warning with the request', async () => {
    const response = await firstScreen(testApp.app, tokens.cliente, { path: '/broken' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const logged = logLines.map(
      (line) => JSON.parse(line) as { level: number; reqId?: string; err?: object },
    );
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 40,
        reqId: response.headers['x-request-id'],
        err: expect.objectContaining({ message: 'the render broke' }),
      }),
    );
  });

  it('answers 204 to a render that takes over 2.5 s, and paints nothing for a page beyond 4 renders at once', async () => {
    const slow = [1, 2, 3, 4].map(() =>
      Promise.resolve(firstScreen(testApp.app, tokens.cliente, { path: '/slow' })),
    );
    await vi.waitFor(async () => {
      const started = await readFile(join(portalDist, 'slow-renders-started'), 'utf8').catch(() => '');
      expect(started.split('\n').filter(Boolean)).toHaveLength(4);
    });
    // Four renders run: a fifth page is painted nothing, at once.
    const beyond = await firstScreen(testApp.app, tokens.cliente, { path: '/benchmarking' });
    expect(beyond.statusCode).toBe(204);
    for (const response of await Promise.all(slow)) expect(response.statusCode).toBe(204);
    // Once those renders have ended, a page is painted again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const after = await firstScreen(testApp.app, tokens.cliente, { path: '/benchmarking' });
    expect(after.statusCode).toBe(200);
  }, 15_000);

  it("refuses the renderer's writes, addresses outside the API and the first screen itself", async () => {
    const response = await firstScreen(testApp.app, tokens.cliente, { path: '/refused' });
    expect(response.statusCode).toBe(200);
    expect(screenOf(response).html.split('\n')).toEqual([
      'first screen: only GET is run in-process, not POST',
      'first screen: only GET is run in-process, not POST',
      'first screen: a render cannot ask for a render',
      'first screen: a render cannot ask for a render',
      'first screen: /index.html is not an API route',
    ]);
  });
});

describe('GET /api/first-screen with a warm-up that fails', () => {
  let failingDist: string;
  let failing: TestApp;
  const failingLog = new PassThrough();
  const failingLines: string[] = [];
  failingLog.on('data', (chunk: Buffer) =>
    failingLines.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  beforeAll(async () => {
    failingDist = await portalFolder(
      `${RENDER}\nexport async function warmUpFirstScreens() { throw new Error('no sample for /benchmarking'); }`,
    );
    failing = await createTestApp({ PORTAL_DIST: failingDist, LOG_LEVEL: 'warn' }, { logStream: failingLog });
  });
  afterAll(async () => {
    await failing.close();
    await rm(failingDist, { recursive: true, force: true });
  });

  it('logs the failure as an error, and paints as before', async () => {
    await vi.waitFor(() => {
      const logged = failingLines.map(
        (line) => JSON.parse(line) as { level: number; msg: string; err?: object },
      );
      expect(logged).toContainEqual(
        expect.objectContaining({
          level: 50,
          msg: 'first screen: the warm-up render failed',
          err: expect.objectContaining({ message: 'no sample for /benchmarking' }),
        }),
      );
    });
    const token = await signIn(failing.app, 'cliente@demo.com.br');
    const response = await firstScreen(failing.app, token, { path: '/documents' });
    expect(response.statusCode).toBe(200);
    expect(screenOf(response).html).toMatch(/^<p>cliente@demo\.com\.br: /);
  });
});

describe('GET /api/first-screen without a render module', () => {
  const apps: TestApp[] = [];
  let bareDist: string;
  beforeAll(async () => {
    bareDist = await portalFolder();
    apps.push(await createTestApp(), await createTestApp({ PORTAL_DIST: bareDist }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await rm(bareDist, { recursive: true, force: true });
  });

  it('answers 204 when no portal is served, or its build has no render module', async () => {
    for (const { app } of apps) {
      const token = await signIn(app, 'cliente@demo.com.br');
      const response = await firstScreen(app, token, { path: '/benchmarking' });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });
});

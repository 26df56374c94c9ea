import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';

const SITE = 'https://www.dossel.com.br';
const PARTNER = 'http://parceiro.example:8443';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ CORS_ORIGINS: ` ${SITE} ,${PARTNER}` });
});
afterAll(() => testApp.close());

function send(options: InjectOptions) {
  return testApp.app.inject(options);
}

const preflight = (origin: string, url = '/api/auth/handoff') =>
  send({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type',
    },
  });

/** The CORS headers of an answer, by name. */
function corsHeaders(headers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.startsWith('access-control-')));
}

describe('CORS on /api with CORS_ORIGINS set', () => {
  it('lets an allowed site read the answers, without credentials', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: PARTNER },
      payload: { email: 'cliente@demo.com.br', password: 'Dossel@2026' },
    });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response.headers)).toEqual({
      'access-control-allow-origin': PARTNER,
      'access-control-expose-headers': 'X-Request-Id, Retry-After',
    });
    // The answer differs by origin, so caches keep one per origin.
    expect(response.headers.vary).toMatch(/\bOrigin\b/);
  });

  it('answers an allowed site preflight with the methods and headers the API takes', async () => {
    const response = await preflight(SITE);
    expect(response.statusCode).toBe(204);
    expect(corsHeaders(response.headers)).toEqual({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'GET, HEAD, POST, PUT, PATCH, DELETE',
      'access-control-allow-headers': 'Authorization, Content-Type, Accept-Language, X-Request-Id',
      'access-control-expose-headers': 'X-Request-Id, Retry-After',
      'access-control-max-age': '600',
    });
  });

  it('keeps the headers on a refusal, so the site can show its message', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/auth/handoff/exchange',
      headers: { origin: SITE, 'accept-language': 'en-US' },
      payload: { code: 'not-a-handoff-code' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['access-control-allow-origin']).toBe(SITE);
    expect(response.json()[0].message).toBe('Invalid or expired access code. Please sign in again.');
  });

  it('hands a session over from an allowed site, as the login box does', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const issued = await send({
      method: 'POST',
      url: '/api/auth/handoff',
      headers: { origin: SITE, authorization: `Bearer ${token}` },
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.headers['access-control-allow-origin']).toBe(SITE);
  });

  it.each([
    ['an unknown site', { origin: 'https://evil.example' }],
    ['an allowed host on another scheme', { origin: 'http://www.dossel.com.br' }],
    ['a request without an origin', {}],
  ])('gives %s no CORS header at all', async (_, headers: Record<string, string>) => {
    const response = await send({ method: 'GET', url: '/api/health', headers });
    expect(response.statusCode).toBe(200);
    expect(corsHeaders(response.headers)).toEqual({});
  });

  it('does not answer the preflight of an unknown site', async () => {
    const response = await preflight('https://evil.example');
    expect(response.statusCode).toBe(404);
    expect(corsHeaders(response.headers)).toEqual({});
    expect(response.json()[0].code).toBe('request.notFound');
  });

  it('leaves everything outside /api same-origin', async () => {
    const page = await send({ method: 'GET', url: '/some/portal/page', headers: { origin: SITE } });
    expect(corsHeaders(page.headers)).toEqual({});
    const outside = await preflight(SITE, '/some/portal/page');
    expect(outside.statusCode).toBe(404);
    expect(corsHeaders(outside.headers)).toEqual({});
  });
});

describe('CORS on /api without CORS_ORIGINS', () => {
  let sameOriginOnly: TestApp;
  beforeAll(async () => {
    sameOriginOnly = await createTestApp();
  });
  afterAll(() => sameOriginOnly.close());

  it('answers no other site', async () => {
    const simple = await sameOriginOnly.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: SITE },
    });
    expect(simple.statusCode).toBe(200);
    expect(corsHeaders(simple.headers)).toEqual({});
    const asked = await sameOriginOnly.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: { origin: SITE, 'access-control-request-method': 'POST' },
    });
    expect(asked.statusCode).toBe(404);
    expect(corsHeaders(asked.headers)).toEqual({});
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

interface Operation {
  tags?: string[];
  requestBody?: { required?: boolean; content: Record<string, { schema: JsonSchema }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
}
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  $ref?: string;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, unknown> };
  tags?: { name: string }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

async function openapiDocument(): Promise<OpenApiDocument> {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json<OpenApiDocument>();
}

/** Every `$ref` in the document, to check each points at something that exists. */
function refsOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsOf(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsOf(item, found);
    }
  }
  return found;
}

function resolvePointer(document: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
}

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document whose operations all have responses and an area tag', async () => {
    const document = await openapiDocument();
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Dossel API', version: expect.any(String) });
    const tagNames = new Set(document.tags?.map((tag) => tag.name));

    expect(Object.keys(document.paths).length).toBeGreaterThan(0);
    for (const [path, item] of Object.entries(document.paths)) {
      expect(path, 'paths are absolute, under /api, with {params}').toMatch(/^\/api\/[^:]*$/);
      for (const [method, operation] of Object.entries(item)) {
        expect(METHODS, `${path}: ${method}`).toContain(method);
        expect(Object.keys(operation.responses).length, `${method} ${path}`).toBeGreaterThan(0);
        for (const response of Object.values(operation.responses)) {
          expect(typeof response.description).toBe('string');
        }
        expect(operation.tags?.length, `${method} ${path} has a tag`).toBe(1);
        expect(tagNames.has(operation.tags?.[0] ?? ''), `${method} ${path}: declared tag`).toBe(true);
        for (const parameter of operation.parameters ?? []) {
          expect(['path', 'query', 'header', 'cookie']).toContain(parameter.in);
          if (parameter.in === 'path') expect(path).toContain(`{${parameter.name}}`);
        }
        for (const requirement of operation.security ?? []) {
          for (const scheme of Object.keys(requirement)) {
            expect(document.components?.securitySchemes).toHaveProperty(scheme);
          }
        }
      }
    }
    for (const ref of refsOf(document)) {
      expect(resolvePointer(document, ref), `${ref} resolves`).toBeDefined();
    }
  });

  it('documents every API route the server has, and only those', async () => {
    const document = await openapiDocument();
    // A route at its module's root answers with and without the trailing slash: one entry either way.
    const unique = (routes: string[]) =>
      [...new Set(routes.map((route) => route.replace(/(.)\/$/, '$1')))].sort();
    const documented = unique(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      ),
    );
    // The document and its page describe the API; they are not part of it.
    const served = unique(
      testApp.app.apiRoutes.filter((route) => !/ \/api\/(openapi\.json|docs)/.test(route)),
    );
    expect(documented).toEqual(served);
  });

  it('shows the sign-in body as the api-client schema says: e-mail and password, both required', async () => {
    const login = (await openapiDocument()).paths['/api/auth/login']?.post;
    expect(login?.tags).toEqual(['auth']);
    const body = login?.requestBody?.content['application/json']?.schema;
    expect(body).toMatchObject({
      type: 'object',
      properties: { email: { type: 'string', minLength: 5 }, password: { type: 'string', minLength: 1 } },
    });
    expect(body?.required?.sort()).toEqual(['email', 'password']);
    expect(login?.responses['200']?.content?.['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { token: { type: 'string' }, expiresAt: { type: 'string', format: 'date-time' } },
    });
    // Every 4xx is the error list of spec section 8.
    expect(login?.responses['4XX']?.content?.['application/json']?.schema).toMatchObject({
      type: 'array',
      items: { type: 'object', required: ['message', 'code', 'field'] },
    });
    expect(login?.security).toBeUndefined();
  });

  it('marks the routes behind sign-in with the bearer token', async () => {
    const document = await openapiDocument();
    expect(document.paths['/api/auth/me']?.get?.security).toEqual([{ bearerAuth: [] }]);
    // Issue 14: every route but those a visitor uses marks it (the field-operation routes did not).
    const open = [
      'GET /api/health',
      'GET /api/health/live',
      'GET /api/health/ready',
      'POST /api/auth/login',
      'POST /api/auth/validateToken',
      'POST /api/auth/forgotPassword',
      'GET /api/auth/verifyResetToken/{token}',
      'PUT /api/auth/changePasswordViaEmail/{token}',
      'POST /api/auth/handoff/exchange',
    ];
    const marked = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations ?? {}).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        security: (operation as { security?: unknown }).security,
      })),
    );
    expect(marked.length).toBeGreaterThan(80);
    // A script may call the imports with an API key (issue 15), and nothing else.
    const takesApiKey = (route: string) => / \/api\/register\/imports(\/|$)/.test(route);
    expect(marked.filter(({ route }) => takesApiKey(route)).length).toBeGreaterThan(5);
    for (const { route, security } of marked) {
      const signedIn = takesApiKey(route) ? [{ bearerAuth: [] }, { apiKeyAuth: [] }] : [{ bearerAuth: [] }];
      expect(security, route).toEqual(open.includes(route) ? undefined : signedIn);
    }
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});

describe('GET /api/docs', () => {
  it('is a browsable HTML page whose scripts all come from our origin', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="swagger-ui"></div>');
    const scripts = [...response.body.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/src="\/api\/docs\/static\/[\w.-]+\.js"/);
    // No inline script, so the page works under our policy (script-src 'self').
    expect(response.body).not.toMatch(/<script\b[^>]*>[^<\s]/);
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves Swagger UI from the package, pointed at our document', async () => {
    for (const asset of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      const response = await testApp.app.inject({ method: 'GET', url: `/api/docs/static/${asset}` });
      expect(response.statusCode, asset).toBe(200);
    }
    const spec = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(spec.json()).toEqual(await openapiDocument());
  });
});

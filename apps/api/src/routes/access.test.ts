import { allEndpoints } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApiKeysRepository } from '../repositories/api-keys';
import { CALLERS, expectAccess, tokensFor, type AccessCase, type Caller } from '../test/access-matrix';
import { createTestApp, type TestApp } from '../test/test-app';
import { fastifyRouteOf } from './endpoint-route';
import { authAccessCases } from './auth/access-cases';
import { downloadAppAccessCases } from './download-app/access-cases';
import { fieldOperationsAccessCases } from './field-operations/access-cases';
import { firstScreenAccessCases } from './first-screen/access-cases';
import { healthAccessCases } from './health/access-cases';
import { monitoringAccessCases } from './monitoring/access-cases';
import { registersAccessCases } from './registers/access-cases';
import { usersAccessCases } from './users/access-cases';

// Issue 3: every route is walked as anonymous, a customer user, a user of another customer and staff.
const areas: Record<string, AccessCase[]> = {
  health: healthAccessCases,
  auth: authAccessCases,
  users: usersAccessCases,
  'download-app': downloadAppAccessCases,
  registers: registersAccessCases,
  'field-operations': fieldOperationsAccessCases,
  monitoring: monitoringAccessCases,
  'first-screen': firstScreenAccessCases,
};

describe('every API route has an access case', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(() => testApp.close());

  it('lists each registered route in some area', () => {
    const covered = new Set(Object.values(areas).flatMap((cases) => cases.map((c) => c.route)));
    const missing = testApp.app.apiRoutes.filter((route) => !covered.has(route));
    expect(missing).toEqual([]);
  });

  // Issue 17: the routes are the declarations' (api-client), and each declaration is walked.
  it('walks every declared endpoint', () => {
    const covered = new Set(Object.values(areas).flatMap((cases) => cases.map((c) => c.route)));
    const missing = Object.entries(allEndpoints)
      .filter(([, endpoint]) => !covered.has(fastifyRouteOf(endpoint)))
      .map(([name]) => name);
    expect(missing).toEqual([]);
  });

  it('registers a route for every declared endpoint, and no API route without one but the documentation', () => {
    const declared = Object.values(allEndpoints).map(fastifyRouteOf);
    const registered = testApp.app.apiRoutes;
    expect(declared.filter((route) => !registered.includes(route))).toEqual([]);
    const undeclared = registered.filter(
      (route) => !declared.includes(route) && !/^GET \/api\/(openapi\.json|docs)/.test(route),
    );
    expect(undeclared).toEqual([]);
  });

  it('names only routes that exist', () => {
    const registered = new Set(testApp.app.apiRoutes);
    const unknown = Object.values(areas)
      .flatMap((cases) => cases.map((c) => c.route))
      .filter((route) => !registered.has(route));
    expect(unknown).toEqual([]);
  });
});

for (const [area, cases] of Object.entries(areas)) {
  if (cases.length === 0) continue;
  // One app per area: writes of one area's cases cannot disturb another's.
  describe(`access to ${area} routes`, () => {
    let testApp: TestApp;
    let tokens: Record<Caller, string | null>;
    beforeAll(async () => {
      testApp = await createTestApp();
      tokens = await tokensFor(testApp.app);
    });
    afterAll(() => testApp.close());

    for (const accessCase of cases) {
      it(`${accessCase.method} ${accessCase.url}`, async () => {
        for (const caller of CALLERS) await expectAccess(testApp.app, tokens, accessCase, caller);
      });
    }
  });
}

// Issue 15: an API key is no session. Where a route takes one (the imports) it passes the sign-in check;
// everywhere else behind sign-in it is refused 403 before anything else, whatever the key may do.
describe('an API key on every route behind sign-in', () => {
  let testApp: TestApp;
  let key: string;
  beforeAll(async () => {
    testApp = await createTestApp();
    const keys = createApiKeysRepository(testApp.app.db);
    const input = {
      name: 'Chave de acesso',
      scopes: ['imports'] as const,
      customerId: null,
      expiresAt: null,
    };
    key = (await keys.create({ ...input, createdByName: 'Teste' }, new Date())).key;
  });
  afterAll(() => testApp.close());

  const takesKey = (route: string) => / \/api\/register\/imports(\/|$)/.test(route);
  const signedIn = Object.values(areas)
    .flat()
    // Routes that refuse a missing token and take staff's (sign-in's own checks read a token in the body).
    .filter((accessCase) => accessCase.expect.anonymous === 401 && accessCase.expect.staff !== 401);

  it('covers the imports and the routes that refuse a key', () => {
    expect(signedIn.some((accessCase) => takesKey(accessCase.route))).toBe(true);
    expect(signedIn.filter((accessCase) => !takesKey(accessCase.route)).length).toBeGreaterThan(80);
  });

  for (const accessCase of signedIn) {
    const takes = takesKey(accessCase.route);
    it(`${accessCase.method} ${accessCase.url} ${takes ? 'takes' : 'refuses'} the key`, async () => {
      const response = await testApp.app.inject({
        method: accessCase.method,
        url: accessCase.url,
        payload: accessCase.payload,
        headers: { ...accessCase.headers, authorization: `Bearer ${key}` },
      });
      const what = `${accessCase.method} ${accessCase.url}: ${response.body.slice(0, 200)}`;
      if (takes) expect([401, 403], what).not.toContain(response.statusCode);
      else {
        expect(response.statusCode, what).toBe(403);
        expect(response.json<{ code: string }[]>()[0]?.code, what).toBe('apiKeys.scope');
      }
    });
  }
});

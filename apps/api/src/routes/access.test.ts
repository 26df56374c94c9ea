import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CALLERS, expectAccess, tokensFor, type AccessCase, type Caller } from '../test/access-matrix';
import { createTestApp, type TestApp } from '../test/test-app';
import { authAccessCases } from './auth/access-cases';
import { downloadAppAccessCases } from './download-app/access-cases';
import { fieldOperationsAccessCases } from './field-operations/access-cases';
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

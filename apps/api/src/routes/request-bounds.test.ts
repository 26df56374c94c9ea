// Issue 14: every value a route takes in has a domain bound. api-client's own test walks the schemas it
// exports by their names; this one walks what the API really parses, route by route, whatever the names.
import { unboundedParts } from '@dossel/api-client/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $ZodType } from 'zod/v4/core';

import { createTestApp, type TestApp } from '../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('what every route takes in is bounded (issue 14)', () => {
  it('walks the body, query and params of every API route', () => {
    const routes = [...testApp.app.apiRequestSchemas];
    expect(routes.length).toBeGreaterThan(80);
    const unbounded = routes.flatMap(([route, parts]) =>
      Object.entries(parts).flatMap(([part, schema]) =>
        schema instanceof $ZodType ? unboundedParts(schema, part).map((where) => `${route} ${where}`) : [],
      ),
    );
    expect(unbounded).toEqual([]);
    // The walk sees the schemas: the operations' body is one of them.
    expect(testApp.app.apiRequestSchemas.get('POST /api/register/gas/operacoes')?.body).toBeInstanceOf(
      $ZodType,
    );
  });
});

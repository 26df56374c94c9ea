import { describe, expect, it } from 'vitest';

import { fillPath, matchPath, pathParamNames, routeKey } from './endpoint';
import { allEndpoints } from './endpoints';

const declared = Object.entries(allEndpoints);

// Issue 17: each endpoint is declared once; a path written twice is a second way to the same route.
describe('the declarations', () => {
  it('declare no (method, path) twice', () => {
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const [name, endpoint] of declared) {
      // `{id}` and `{groupId}` in the same place are the same route to a server.
      const key = routeKey(endpoint).replace(/\{\w+\}/g, '{}');
      const first = seen.get(key);
      if (first) repeated.push(`${name} repeats ${first}: ${key}`);
      else seen.set(key, name);
    }
    expect(repeated).toEqual([]);
  });

  it('write paths from the API base, with {parameters} only where the params schema names them', () => {
    for (const [name, endpoint] of declared) {
      expect(endpoint.path, name).toMatch(/^\/[\w./{}-]*$/);
      expect(endpoint.path, name).not.toMatch(/\/$/);
      const names = pathParamNames(endpoint.path);
      const shape = (endpoint.params as { shape?: object } | undefined)?.shape;
      // A lazy schema (auth's) is checked by the server's tests.
      if (shape) expect(names.toSorted(), name).toEqual(Object.keys(shape).toSorted());
      else if (!endpoint.params) expect(names, `${name} has {parameters} but no params schema`).toEqual([]);
    }
  });

  it('send nothing but a GET without a body, and a DELETE without an answer', () => {
    for (const [name, endpoint] of declared) {
      if (endpoint.method === 'GET') expect(endpoint.body, name).toBeUndefined();
      if (endpoint.method === 'DELETE') expect(endpoint.response, name).toBeUndefined();
    }
  });
});

describe('fillPath and matchPath', () => {
  it('fill a declared path with encoded values and read them back', () => {
    const path = '/auth/verifyResetToken/{token}';
    expect(fillPath(path, { token: 'a/b c' })).toBe('/auth/verifyResetToken/a%2Fb%20c');
    expect(matchPath(path, '/auth/verifyResetToken/a%2Fb%20c')).toEqual({ token: 'a/b c' });
  });

  it('refuse a path with a value missing, and match no other path', () => {
    expect(() => fillPath('/register/users/{id}', {})).toThrow('{id}');
    expect(matchPath('/register/users/{id}', '/register/users/2/alertEmails')).toBeNull();
    expect(matchPath('/reports/plots.geojson', '/reports/plotsXgeojson')).toBeNull();
  });
});

import { healthEndpoints } from '@dossel/api-client';

import { at, type AccessCase } from '../../test/access-matrix';

const PUBLIC = { anonymous: 200, customer: 200, outsider: 200, staff: 200 };

const publicGet = (route: string, url = route): AccessCase => ({
  route: `GET ${route}`,
  method: 'GET',
  url,
  expect: PUBLIC,
});

/**
 * Every route of the platform, as each kind of caller must see it (routes/access.test.ts walks them):
 * the health probes, the OpenAPI document and its browsable page are public.
 */
export const healthAccessCases: AccessCase[] = [
  ...Object.values(healthEndpoints).map((endpoint) => ({ ...at(endpoint), expect: PUBLIC })),
  // The document and its page: served by the OpenAPI plugin, no endpoint of the contract.
  publicGet('/api/openapi.json'),
  publicGet('/api/docs'),
  publicGet('/api/docs', '/api/docs/'),
  publicGet('/api/docs/json'),
  publicGet('/api/docs/yaml'),
  publicGet('/api/docs/static/swagger-initializer.js'),
  publicGet('/api/docs/static/*', '/api/docs/static/swagger-ui.css'),
  {
    route: 'GET /api/docs/static/index.html',
    method: 'GET',
    url: '/api/docs/static/index.html',
    // Swagger UI sends its old address to the page.
    expect: { anonymous: 302, customer: 302, outsider: 302, staff: 302 },
  },
];

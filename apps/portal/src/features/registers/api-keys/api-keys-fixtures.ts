// Fixtures of the API keys' stories: keys in each state, and a fake server that creates and revokes them.
import { apiKeysEndpoints, customersEndpoints, routeKey } from '@dossel/api-client';
import type { ApiKey, ApiKeyInput, CreatedApiKey, CustomerOption } from '@dossel/api-client';
import type { FakeRoutes } from '@dossel/api-client/testing';

export const API_KEYS_API = apiKeysEndpoints.list.path;

/** The plain key the fake server hands out: shown once, in the "key shown" story. */
export const FAKE_NEW_KEY = 'dsk_q7Vd2LwXo9RkT3bN8sJ1mYcE5aZfH0uGiP4tKxWvBnM';

export const apiKeyCustomers: CustomerOption[] = [
  { label: 'Florestal Vale Verde', value: 2, groupId: 1 },
  { label: 'Reflorestadora Serra Azul', value: 1, groupId: 1 },
];

/** The provider's nightly pipeline: every customer, used this morning, no expiry. */
export const pipelineKey: ApiKey = {
  id: 3,
  name: 'Pipeline noturno',
  prefix: 'dsk_8fK2pQzL',
  scopes: ['imports'],
  customer_id: null,
  customer_name: null,
  created_by_name: 'Administrador Dossel',
  created_at: '2026-11-02T13:20:00.000Z',
  last_used_at: '2026-11-27T05:12:00.000Z',
  expires_at: null,
  revoked_at: null,
};

/** An analyst's script for one customer, with an expiry, never used yet. */
export const analystKey: ApiKey = {
  id: 2,
  name: 'Script da Marina',
  prefix: 'dsk_Wm3xR0aT',
  scopes: ['imports'],
  customer_id: 1,
  customer_name: 'Reflorestadora Serra Azul',
  created_by_name: 'Marina Costa',
  created_at: '2026-11-20T17:45:00.000Z',
  last_used_at: null,
  expires_at: '2027-03-01T00:00:00.000Z',
  revoked_at: null,
};

/** A key revoked after a laptop was lost. */
export const revokedKey: ApiKey = {
  id: 1,
  name: 'Notebook antigo',
  prefix: 'dsk_b1YtE6cN',
  scopes: ['imports'],
  customer_id: 2,
  customer_name: 'Florestal Vale Verde',
  created_by_name: 'Administrador Dossel',
  created_at: '2026-08-11T12:00:00.000Z',
  last_used_at: '2026-10-30T21:03:00.000Z',
  expires_at: null,
  revoked_at: '2026-10-31T09:15:00.000Z',
};

export const fakeApiKeys: ApiKey[] = [pipelineKey, analystKey, revokedKey];

/**
 * A server holding `keys`: it lists them newest first, creates one (answering `FAKE_NEW_KEY` once) and
 * revokes one; `created` holds the bodies it was sent.
 */
export function fakeApiKeysServer(keys: ApiKey[] = fakeApiKeys) {
  let rows = keys.map((key) => ({ ...key }));
  const created: ApiKeyInput[] = [];
  const routes: FakeRoutes = {
    [routeKey(apiKeysEndpoints.list)]: () => rows.map((key) => ({ ...key })),
    [routeKey(customersEndpoints.options)]: () => apiKeyCustomers,
    [routeKey(apiKeysEndpoints.create)]: ({ body }) => {
      const input = body as ApiKeyInput;
      created.push(input);
      const customer = apiKeyCustomers.find((option) => option.value === Number(input.customer_id));
      const key: CreatedApiKey = {
        id: Math.max(0, ...rows.map((row) => row.id)) + 1,
        name: input.name,
        prefix: FAKE_NEW_KEY.slice(0, 12),
        scopes: ['imports'],
        customer_id: customer?.value ?? null,
        customer_name: customer?.label ?? null,
        created_by_name: 'Administrador Dossel',
        created_at: '2026-11-27T12:00:00.000Z',
        last_used_at: null,
        expires_at: input.expires_at ? `${String(input.expires_at).slice(0, 10)}T00:00:00.000Z` : null,
        revoked_at: null,
        key: FAKE_NEW_KEY,
      };
      const { key: _shown, ...stored } = key;
      rows = [stored, ...rows];
      return key;
    },
  };
  for (const key of rows) {
    routes[routeKey(apiKeysEndpoints.revoke, { id: key.id })] = () => {
      rows = rows.map((row) =>
        row.id === key.id ? { ...row, revoked_at: row.revoked_at ?? '2026-11-27T12:05:00.000Z' } : row,
      );
      return rows.find((row) => row.id === key.id);
    };
  }
  return { routes, created };
}

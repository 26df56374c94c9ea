import { hash } from 'node:crypto';

import type { ApiKey, AuditEntry, CreatedApiKey } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../../app';
import { prepareDatabase } from '../../db/prepare';
import { actorOf, assertApiKeyCustomer } from '../../plugins/app/authentication';
import { createApiKeysRepository, LAST_USED_PRECISION_MS } from '../../repositories/api-keys';
import { DEMO_IDS } from '../../test/access-matrix';
import { makeTestConfig, removeTestData, signIn } from '../../test/test-app';

/**
 * The app with one more route, `GET /api/test/imports?customer_id=`, behind `requireStaffOrApiKey('imports')`
 * as the imports' routes are: it answers who acted, after checking a customer-scoped key's customer.
 */
async function appWithKeyRoute() {
  const config = await makeTestConfig();
  const app = await buildApp(config);
  await app.register(async (scope) => {
    scope.get('/api/test/imports', { onRequest: scope.requireStaffOrApiKey('imports') }, async (request) => {
      const { customer_id: customerId } = z
        .object({ customer_id: z.optional(z.coerce.number()) })
        .parse(request.query);
      if (customerId !== undefined) assertApiKeyCustomer(request, customerId);
      return actorOf(request);
    });
  });
  await app.ready();
  await prepareDatabase(app.db, { ...config, storage: app.documentStorage });
  await app.jobs.start();
  return {
    app,
    close: async () => {
      await app.close();
      await removeTestData(config);
    },
  };
}

let app: FastifyInstance;
let close: () => Promise<void>;
let staff: string;
let customer: string;

beforeAll(async () => {
  ({ app, close } = await appWithKeyRoute());
  staff = await signIn(app, 'admin@dossel.com.br');
  customer = await signIn(app, 'cliente@demo.com.br');
});
afterAll(() => close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({ method, url: `/api/register${url}`, payload, headers: bearer(token) });
}

async function createKey(body: object = {}): Promise<CreatedApiKey> {
  const response = await call(staff, 'POST', '/api-keys', {
    name: 'Pipeline noturno',
    scopes: ['imports'],
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CreatedApiKey>();
}

const withKey = (key: string, query = '') =>
  app.inject({ method: 'GET', url: `/api/test/imports${query}`, headers: bearer(key) });

/** The codes of a refusal's items. */
const codes = (body: string) =>
  (JSON.parse(body) as { code: string; field: string | null }[]).map((item) => [item.code, item.field]);

describe('POST /register/api-keys', () => {
  it('answers the key once, and stores only its sha256', async () => {
    const created = await createKey({ customer_id: DEMO_IDS.customers.serraAzul });
    expect(created.key).toMatch(/^dsk_[\w-]{43}$/);
    expect(created).toMatchObject({
      name: 'Pipeline noturno',
      prefix: created.key.slice(0, 12),
      scopes: ['imports'],
      customer_id: DEMO_IDS.customers.serraAzul,
      customer_name: 'Reflorestadora Serra Azul',
      created_by_name: 'Administrador Dossel',
      last_used_at: null,
      expires_at: null,
      revoked_at: null,
    });

    const row = await app.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(hash('sha256', created.key, 'hex'));
    expect(Object.values(row)).not.toContain(created.key);

    const list = await call(staff, 'GET', '/api-keys');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.key);
    const listed = list.json<ApiKey[]>().find((key) => key.id === created.id);
    expect(listed).toEqual(Object.fromEntries(Object.entries(created).filter(([field]) => field !== 'key')));
  });

  it('gives every key of its own, for all customers unless one is named, newest first', async () => {
    const first = await createKey({ name: 'Primeira' });
    const second = await createKey({
      name: 'Segunda',
      customer_id: null,
      expires_at: '2099-01-01T00:00:00Z',
    });
    expect(first.key).not.toBe(second.key);
    expect(first.customer_id).toBeNull();
    expect(second.expires_at).toBe('2099-01-01T00:00:00.000Z');
    // A form's date alone: the key works through that day; its '' customer is every customer.
    const dated = await createKey({ name: 'Até o fim do dia', customer_id: '', expires_at: '2099-03-31' });
    expect(dated).toMatchObject({ customer_id: null, expires_at: '2099-04-01T00:00:00.000Z' });
    const ids = (await call(staff, 'GET', '/api-keys')).json<ApiKey[]>().map((key) => key.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
  });

  it('refuses a key without a name or scope, with an unknown scope, a past expiry or an unknown customer', async () => {
    const post = (body: object) => call(staff, 'POST', '/api-keys', body);
    expect(codes((await post({ name: ' ', scopes: ['imports'] })).body)).toEqual([
      ['validation.required', 'name'],
    ]);
    expect(codes((await post({ name: 'Sem escopo', scopes: [] })).body)).toEqual([
      ['validation.required', 'scopes'],
    ]);
    const unknownScope = await post({ name: 'Tudo', scopes: ['admin'] });
    expect(unknownScope.statusCode).toBe(400);
    expect(codes(unknownScope.body)[0]).toEqual(['validation.invalid', 'scopes.0']);
    const past = await post({ name: 'Vencida', scopes: ['imports'], expires_at: '2020-01-01T00:00:00Z' });
    expect(codes(past.body)).toEqual([['validation.pastExpiry', 'expires_at']]);
    const unknown = await post({ name: 'Ninguém', scopes: ['imports'], customer_id: 999_999 });
    expect(unknown.statusCode).toBe(400);
    expect(codes(unknown.body)).toEqual([['apiKeys.unknownCustomer', 'customer_id']]);
  });
});

describe('POST /register/api-keys/:id/revoke', () => {
  it('revokes a key for good, keeping when it was first revoked; 404 for no key', async () => {
    const created = await createKey();
    const revoked = await call(staff, 'POST', `/api-keys/${created.id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    const at = revoked.json<ApiKey>().revoked_at;
    expect(at).not.toBeNull();
    const again = await call(staff, 'POST', `/api-keys/${created.id}/revoke`);
    expect(again.json<ApiKey>().revoked_at).toBe(at);
    expect((await withKey(created.key)).statusCode).toBe(401);
    expect((await call(staff, 'POST', '/api-keys/999999/revoke')).statusCode).toBe(404);
  });

  it('is in the audit trail with its creation, never with the key', async () => {
    const created = await createKey({ name: 'Auditada', customer_id: DEMO_IDS.customers.valeVerde });
    await call(staff, 'POST', `/api-keys/${created.id}/revoke`);
    const response = await call(staff, 'GET', `/audit?entity=apiKeys&record_id=${created.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(created.key);
    const [revoke, create] = response.json<AuditEntry[]>();
    expect(create).toMatchObject({
      action: 'create',
      user_name: 'Administrador Dossel',
      changes: {
        name: 'Auditada',
        prefix: created.prefix,
        scopes: 'imports',
        customer: 'Florestal Vale Verde',
      },
    });
    expect(revoke).toMatchObject({ action: 'update', changes: { revokedAt: { from: null } } });
  });
});

describe('a route that takes an API key (requireStaffOrApiKey)', () => {
  it('takes a live key with its scope, named as the actor', async () => {
    const created = await createKey({ name: 'Script do analista' });
    const response = await withKey(created.key);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ name: 'Script do analista', userId: null, apiKeyId: created.id });
  });

  it('takes a staff session as before, named as the person', async () => {
    const response = await withKey(staff);
    expect(response.json()).toEqual({
      name: 'Administrador Dossel',
      userId: DEMO_IDS.users.admin,
      apiKeyId: null,
    });
  });

  it("refuses a customer's user 403 and no credentials 401", async () => {
    expect((await withKey(customer)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/test/imports' })).statusCode).toBe(401);
  });

  it('refuses an unknown, expired or revoked key 401 and a key without the scope 403', async () => {
    const unknown = await withKey(`dsk_${'A'.repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(codes(unknown.body)).toEqual([['apiKeys.invalid', null]]);

    const expired = await createKey({ expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect((await withKey(expired.key)).statusCode).toBe(200);
    await app.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    expect((await withKey(expired.key)).statusCode).toBe(401);

    const unscoped = await createKey();
    await app.db.updateTable('api_keys').set({ scopes: '[]' }).where('id', '=', unscoped.id).execute();
    const refused = await withKey(unscoped.key);
    expect(refused.statusCode).toBe(403);
    expect(codes(refused.body)).toEqual([['apiKeys.scope', null]]);
  });

  it('lets a key scoped to a customer act for that customer only; staff and an all-customers key for any', async () => {
    const { serraAzul, valeVerde } = DEMO_IDS.customers;
    const scoped = await createKey({ customer_id: serraAzul });
    expect((await withKey(scoped.key, `?customer_id=${serraAzul}`)).statusCode).toBe(200);
    const other = await withKey(scoped.key, `?customer_id=${valeVerde}`);
    expect(other.statusCode).toBe(403);
    expect(codes(other.body)).toEqual([['apiKeys.customer', null]]);
    const all = await createKey();
    expect((await withKey(all.key, `?customer_id=${valeVerde}`)).statusCode).toBe(200);
    expect((await withKey(staff, `?customer_id=${valeVerde}`)).statusCode).toBe(200);
  });

  it('works on no other route: a key is refused 403 where only sessions go', async () => {
    const { key } = await createKey();
    const elsewhere = [
      ['GET', '/api/auth/me'],
      ['POST', '/api/auth/logout'],
      ['GET', '/api/register/api-keys'],
      ['GET', '/api/register/customers'],
      ['GET', '/api/register/audit?entity=apiKeys&record_id=1'],
    ] as const;
    for (const [method, url] of elsewhere) {
      const response = await app.inject({ method, url, headers: bearer(key) });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(codes(response.body), `${method} ${url}`).toEqual([['apiKeys.scope', null]]);
    }
  });
});

describe('GET /register/imports/customers', () => {
  const customers = (token: string, query = '') =>
    app.inject({ url: `/api/register/imports/customers${query}`, headers: bearer(token) });

  it("finds a customer by its code for staff and keys, within a scoped key's customer only", async () => {
    const { serraAzul, valeVerde } = DEMO_IDS.customers;
    // The demo seed's codes: SA-0001 for Serra Azul, VV-0002 for Vale Verde.
    const serra = { id: serraAzul, name: 'Reflorestadora Serra Azul', code: 'SA-0001' };

    expect((await customers(staff, '?code=SA-0001')).json()).toEqual([serra]);
    const all = await createKey();
    expect((await customers(all.key, '?code=%20sa-0001%20')).json()).toEqual([serra]);
    expect((await customers(all.key, '?code=XX-99')).json()).toEqual([]);
    expect((await customers(all.key)).json<unknown[]>().length).toBeGreaterThanOrEqual(3);

    const other = await createKey({ customer_id: valeVerde });
    expect((await customers(other.key, '?code=SA-0001')).json()).toEqual([]);
    expect((await customers(other.key)).json()).toEqual([
      { id: valeVerde, name: 'Florestal Vale Verde', code: 'VV-0002' },
    ]);
    expect((await customers(customer, '?code=SA-0001')).statusCode).toBe(403);
  });
});

describe('the OpenAPI document', () => {
  it('declares the API key scheme, on the routes that take a key only', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    }>();
    expect(document.components.securitySchemes.apiKeyAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'dsk_…',
    });
    expect(document.paths['/api/test/imports']?.get?.security).toEqual([
      { bearerAuth: [] },
      { apiKeyAuth: [] },
    ]);
    expect(document.paths['/api/register/api-keys']?.post?.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('the API keys repository', () => {
  it('notes when a key was last used, at most once a minute', async () => {
    const keys = createApiKeysRepository(app.db);
    const start = new Date('2030-01-01T10:00:00.000Z');
    const { key, id } = await keys.create(
      { name: 'Uso', scopes: ['imports'], customerId: null, expiresAt: null, createdByName: 'Teste' },
      start,
    );
    const lastUsed = async () => (await keys.find(id))?.last_used_at;
    expect(await lastUsed()).toBeNull();
    await keys.verify(key, start);
    expect(await lastUsed()).toBe(start.toISOString());
    await keys.verify(key, new Date(start.getTime() + LAST_USED_PRECISION_MS - 1));
    expect(await lastUsed()).toBe(start.toISOString());
    const later = new Date(start.getTime() + LAST_USED_PRECISION_MS);
    expect(await keys.verify(key, later)).toMatchObject({ id, scopes: ['imports'], customerId: null });
    expect(await lastUsed()).toBe(later.toISOString());
  });

  it('refuses a key once its expiry has come', async () => {
    const keys = createApiKeysRepository(app.db);
    const now = new Date('2030-01-01T10:00:00.000Z');
    const expiresAt = '2030-01-02T00:00:00.000Z';
    const { key } = await keys.create(
      { name: 'Prazo', scopes: ['imports'], customerId: null, expiresAt, createdByName: 'Teste' },
      now,
    );
    expect(await keys.verify(key, new Date('2030-01-01T23:59:59.999Z'))).toBeDefined();
    expect(await keys.verify(key, new Date(expiresAt))).toBeUndefined();
  });
});

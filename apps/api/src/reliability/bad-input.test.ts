import { createHash } from 'node:crypto';

import type { InjectOptions } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database } from '../db/schema';
import { createTestApp, signIn, type TestApp } from '../test/test-app';

/**
 * Hostile or broken input, one row each: the API must answer a clear 4xx `[{ message, code, field }]`
 * and store nothing. Rows for the other areas' routes go in this table as those routes land.
 */
interface BadInput {
  name: string;
  method: NonNullable<InjectOptions['method']>;
  url: string;
  /** An object is sent as JSON; a string is sent as is (with `content-type` from headers). */
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Send the customer user's token. */
  signedIn?: boolean;
  status: number;
  /** `[code, field]` of each reason, when the row pins them down. */
  errors?: [code: string, field: string | null][];
}

const MB = 1024 * 1024;
const json = { 'content-type': 'application/json' };

// One row a line reads as a table.
// prettier-ignore
const rows: BadInput[] = [
  // Malformed JSON
  { name: 'a truncated JSON body', method: 'POST', url: '/api/auth/login', payload: '{"email":', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'NaN, which JSON does not have', method: 'POST', url: '/api/auth/validateToken', payload: '{"token": NaN}', headers: json, status: 400, errors: [['request.invalid', null]] },
  { name: 'an empty JSON body', method: 'POST', url: '/api/auth/login', payload: '', headers: json, status: 400 },
  { name: 'a JSON array instead of an object', method: 'POST', url: '/api/auth/login', payload: '[]', headers: json, status: 400, errors: [['validation.invalid', null]] },
  { name: 'a bare JSON string', method: 'POST', url: '/api/auth/login', payload: '"cliente@demo.com.br"', headers: json, status: 400 },
  { name: 'a __proto__ key (prototype poisoning)', method: 'POST', url: '/api/auth/login', payload: '{"email":"cliente@demo.com.br","password":"Dossel@2026","__proto__":{"servicesAdmin":true}}', headers: json, status: 400 },
  { name: 'a constructor.prototype key', method: 'POST', url: '/api/auth/login', payload: '{"email":"cliente@demo.com.br","password":"x","constructor":{"prototype":{"servicesAdmin":true}}}', headers: json, status: 400 },
  // Wrong types
  { name: 'numbers where texts go', method: 'POST', url: '/api/auth/login', payload: { email: 123, password: 456 }, status: 400, errors: [['validation.required', 'email'], ['validation.required', 'password']] },
  { name: 'objects and arrays where texts go', method: 'POST', url: '/api/auth/login', payload: { email: { $ne: null }, password: ['Dossel@2026'] }, status: 400 },
  { name: 'null fields', method: 'POST', url: '/api/auth/login', payload: { email: null, password: null }, status: 400, errors: [['validation.required', 'email'], ['validation.required', 'password']] },
  { name: 'a boolean token', method: 'POST', url: '/api/auth/validateToken', payload: { token: true }, status: 400, errors: [['validation.required', 'token']] },
  // Negative and odd numbers
  { name: 'a negative number as the token', method: 'POST', url: '/api/auth/validateToken', payload: { token: -1 }, status: 400, errors: [['validation.required', 'token']] },
  { name: 'a huge exponent as the token', method: 'POST', url: '/api/auth/validateToken', payload: '{"token": 1e999}', headers: json, status: 400 },
  // Huge strings
  { name: 'a 1 MB password (the body passes the limit)', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.com.br', password: 'x'.repeat(MB) }, status: 413, errors: [['request.tooLarge', null]] },
  // The contract sets no maximum for an e-mail: a long one is simply nobody's.
  { name: 'a 500 KB e-mail', method: 'POST', url: '/api/auth/login', payload: { email: `${'a'.repeat(500_000)}@demo.com.br`, password: 'x' }, status: 401, errors: [['auth.invalidCredentials', null]] },
  { name: 'a 500 KB token', method: 'POST', url: '/api/auth/validateToken', payload: { token: 't'.repeat(500_000) }, status: 401, errors: [['auth.sessionExpired', null]] },
  { name: 'control characters in the e-mail', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente\u0000@demo.com.br', password: 'Dossel@2026' }, status: 400, errors: [['validation.email', 'email']] },
  // Unknown fields change nothing
  { name: 'unknown fields beside wrong credentials', method: 'POST', url: '/api/auth/login', payload: { email: 'cliente@demo.com.br', password: 'wrong', servicesAdmin: true, id: 1 }, status: 401, errors: [['auth.invalidCredentials', null]] },
  // Path traversal
  { name: 'a traversal in a token path parameter', method: 'GET', url: '/api/auth/verifyResetToken/..%2F..%2F..%2Fetc%2Fpasswd', status: 400 },
  { name: 'a traversal as the session token', method: 'POST', url: '/api/auth/validateToken', payload: { token: '../../../etc/passwd' }, status: 401, errors: [['auth.sessionExpired', null]] },
  { name: 'a traversal as the bearer token', method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer ../../../../etc/passwd' }, status: 401, errors: [['auth.sessionExpired', null]] },
  { name: 'dot segments out of the docs assets', method: 'GET', url: '/api/docs/static/../../../package.json', status: 404 },
  { name: 'encoded dot segments out of the docs assets', method: 'GET', url: '/api/docs/static/..%2F..%2F..%2Fpackage.json', status: 404 },
  { name: 'double-encoded dot segments', method: 'GET', url: '/api/docs/static/%252e%252e%252fpackage.json', status: 404 },
  { name: 'a traversal into the API path', method: 'GET', url: '/api/../../etc/passwd', status: 404 },
];

/** Row counts of every table, and a hash of the rows of the small ones: what "nothing stored" means. */
async function fingerprint(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = await db.introspection.getTables();
  const result: Record<string, string> = {};
  for (const table of tables) {
    const { n } = (
      await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(db)
    ).rows[0] ?? { n: 0 };
    let digest = '';
    if (Number(n) <= 5000) {
      const rows = (await sql`select * from ${sql.table(table.name)}`.execute(db)).rows;
      const lines = rows.map((row) => JSON.stringify(row)).sort();
      digest = createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16);
    }
    result[table.name] = `${Number(n)}:${digest}`;
  }
  return result;
}

let testApp: TestApp;
let token: string;
beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app, 'cliente@demo.com.br');
});
afterAll(() => testApp.close());

describe('bad input', () => {
  it.each(rows.map((row) => [row.name, row] as const))('%s: a clear 4xx, nothing stored', async (_, row) => {
    const before = await fingerprint(testApp.app.db);
    const response = await testApp.app.inject({
      method: row.method,
      url: row.url,
      payload: row.payload,
      headers: {
        'accept-language': 'en-US',
        ...row.headers,
        ...(row.signedIn && { authorization: `Bearer ${token}` }),
      },
    });

    expect(response.statusCode, response.body.slice(0, 300)).toBe(row.status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json<{ message: string; code: string; field: string | null }[]>();
    expect(body.length).toBeGreaterThan(0);
    for (const reason of body) {
      expect(Object.keys(reason).sort()).toEqual(['code', 'field', 'message']);
      expect(reason.message.length).toBeGreaterThan(0);
      expect(reason.message.length).toBeLessThan(200);
    }
    if (row.errors) expect(body.map((reason) => [reason.code, reason.field])).toEqual(row.errors);
    // Nothing of the inside leaks: no stack, no SQL, no file, no echo of the input.
    expect(response.body).not.toMatch(/\bat \w|\.ts\b|sqlite|select |node_modules|etc\/passwd|"name":/i);
    expect(response.body.length).toBeLessThan(2000);

    expect(await fingerprint(testApp.app.db)).toEqual(before);
  });

  it('still answers normally afterwards', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
  });

  it('ignores unknown fields of a good sign-in: they grant nothing', async () => {
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'novo@demo.com.br', password: 'Dossel@2026', servicesAdmin: true, mainCustomerId: 1 },
    });
    expect(login.statusCode).toBe(200);
    const me = await testApp.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${login.json<{ token: string }>().token}` },
    });
    expect(me.json()).toMatchObject({ servicesAdmin: false, mainCustomerId: 2 });
  });
});

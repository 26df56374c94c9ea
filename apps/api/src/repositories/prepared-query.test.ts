import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import { executePrepared, preparedQuery } from './prepared-query';

// On SQLite, and on PostgreSQL (TEST_DATABASE_URL), where these run as named prepared statements.
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('preparedQuery', () => {
  it('answers what the built query answers, for each new set of values', async () => {
    const { db } = testApp.app;
    const byEmailOrName = preparedQuery(db, (email: string, name: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email'])
        .where((eb) => eb.or([eb('email', '=', email), eb('name', '=', name)]))
        .orderBy('id'),
    );
    // Run more often than PostgreSQL's plan cache needs to settle on a generic plan.
    for (let round = 0; round < 7; round += 1) {
      expect(await byEmailOrName('admin@dossel.com.br', '-')).toEqual([
        { id: 1, email: 'admin@dossel.com.br' },
      ]);
      expect(await byEmailOrName('cliente@demo.com.br', 'Novo Usuário')).toEqual([
        { id: 2, email: 'cliente@demo.com.br' },
        { id: 3, email: 'novo@demo.com.br' },
      ]);
      expect(await byEmailOrName('nobody@x.y', '-')).toEqual([]);
    }
  });

  it('refuses a placeholder that does not reach the query as a value (here it became a number)', () => {
    const { db } = testApp.app;
    expect(() =>
      preparedQuery(db, (admin: string) =>
        db.selectFrom('users').select('id').where('services_admin', '=', Number(admin)),
      ),
    ).toThrow(/value 0 is not a parameter/);
  });
});

describe('executePrepared', () => {
  it('answers what the query answers, text after text', async () => {
    const { db } = testApp.app;
    for (const email of ['admin@dossel.com.br', 'novo@demo.com.br', 'admin@dossel.com.br', 'nobody@x.y']) {
      const query = db.selectFrom('users').select('email').where('email', '=', email);
      expect(await executePrepared(db, query)).toEqual(await query.execute());
    }
  });
});

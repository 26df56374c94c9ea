import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, type TestApp } from '../test/test-app';
import { preparedQuery, preparedShapes } from './prepared-query';

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

describe('preparedShapes', () => {
  interface Filters {
    email?: string;
    admin?: number;
    limit: number;
  }
  const build = (db: TestApp['app']['db'], { email, admin, limit }: Filters) => {
    let query = db.selectFrom('users').select('email').orderBy('id').limit(limit);
    if (email !== undefined) query = query.where('email', '=', email);
    if (admin !== undefined) query = query.where('services_admin', '=', admin);
    return query;
  };

  it('answers what the built query answers, whichever values are set, run after run', async () => {
    const { db } = testApp.app;
    const users = preparedShapes(db, (filters: Filters) => build(db, filters));
    const cases: Filters[] = [
      { limit: 10 },
      { email: 'novo@demo.com.br', limit: 10 },
      { admin: 1, limit: 10 },
      { email: 'admin@dossel.com.br', admin: 1, limit: 10 },
      { email: 'admin@dossel.com.br', admin: 0, limit: 10 },
      { admin: 0, limit: 1 },
    ];
    // Each shape more often than PostgreSQL's plan cache needs to settle on a generic plan.
    for (let round = 0; round < 7; round += 1) {
      for (const filters of cases) expect(await users(filters)).toEqual(await build(db, filters).execute());
    }
  });

  it('refuses a value that does not reach the query as a value (here it became a number)', async () => {
    const { db } = testApp.app;
    const users = preparedShapes(db, ({ admin }: { admin?: string }) =>
      db.selectFrom('users').select('id').where('services_admin', '=', Number(admin)),
    );
    await expect(users({ admin: '1' })).rejects.toThrow(/value 0 is not a parameter/);
  });
});

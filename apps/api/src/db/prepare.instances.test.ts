import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../config';
import { makeTestConfig, removeTestData, startApp } from '../test/test-app';
import { createMigrator } from './migrate';
import { demoAccounts } from './seed';

let config: Config;
beforeAll(async () => {
  config = await makeTestConfig();
});
afterAll(() => removeTestData(config));

const INSTANCES = 3;

// Several instances behind a load balancer are started together by a deployment (issue 16): here each
// is an app with a connection pool of its own, on one new PostgreSQL database.
describe('instances started at the same moment on one new database', { timeout: 60_000 }, () => {
  it('all come up, having migrated the database once and seeded the demo data once', async () => {
    const started = await Promise.allSettled(Array.from({ length: INSTANCES }, () => startApp(config)));
    const apps = started.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
    try {
      const failures = started.flatMap((start) =>
        start.status === 'rejected' ? [String(start.reason)] : [],
      );
      expect(failures).toEqual([]);
      const [first] = apps;
      if (!first) throw new Error('no instance started');
      const known = (await createMigrator(first.db).getMigrations()).map((migration) => migration.name);
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
        first.db,
      );
      expect(rows.map((row) => row.name)).toEqual(known);

      const users = await first.db.selectFrom('users').select('email').orderBy('id').execute();
      expect(users.map((user) => user.email)).toEqual(demoAccounts.map((account) => account.email));
      const customers = await first.db.selectFrom('customers').select('name').execute();
      expect(new Set(customers.map((customer) => customer.name)).size).toBe(customers.length);

      for (const app of apps) {
        const health = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(health.statusCode).toBe(200);
      }
    } finally {
      await Promise.all(apps.map((app) => app.close()));
    }
  });
});

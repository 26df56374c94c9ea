import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../config';
import { verifyPassword } from '../security/passwords';
import { makeTestConfig, removeTestData, startApp } from '../test/test-app';
import { DEMO_PASSWORD, demoAccounts } from './seed';

let config: Config;
beforeAll(async () => {
  config = await makeTestConfig();
});
afterAll(() => removeTestData(config));

// Its first test starts the whole server twice on a fresh database (on PostgreSQL, a new one): on a
// loaded machine that alone can pass the default 5 s.
describe('the demo data', { timeout: 30_000 }, () => {
  it('is seeded on the first start only: a later start keeps what users changed', async () => {
    const first = await startApp(config);
    await first.db
      .updateTable('users')
      .set({ name: 'Nome Alterado' })
      .where('email', '=', 'novo@demo.com.br')
      .execute();
    await first.close();

    const second = await startApp(config);
    const users = await second.db.selectFrom('users').select(['email', 'name']).orderBy('id').execute();
    await second.close();

    expect(users).toEqual([
      { email: 'admin@dossel.com.br', name: 'Administrador Dossel' },
      { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' },
      { email: 'novo@demo.com.br', name: 'Nome Alterado' },
    ]);
  });

  it('gives each demo account a salt and hash of its own, each opening with the demo password', async () => {
    const app = await startApp(config);
    const users = await app.db.selectFrom('users').select(['email', 'password_hash']).execute();
    await app.close();

    expect(users).toHaveLength(demoAccounts.length);
    const salts = users.map((user) => user.password_hash.split('$')[4]);
    expect(new Set(salts).size).toBe(users.length);
    expect(new Set(users.map((user) => user.password_hash)).size).toBe(users.length);
    for (const user of users) expect(await verifyPassword(DEMO_PASSWORD, user.password_hash)).toBe(true);
  });

  it('has the three customers, and links "Agro Cerrado" to nobody', async () => {
    const app = await startApp(config);
    const customers = await app.db
      .selectFrom('customers')
      .leftJoin('user_customers', 'user_customers.customer_id', 'customers.id')
      .select(({ fn }) => ['customers.name', fn.count('user_customers.user_id').as('users')])
      .groupBy(['customers.id', 'customers.name'])
      .orderBy('customers.id')
      .execute();
    await app.close();

    // PostgreSQL counts in bigint, which pg hands over as a string.
    expect(customers.map(({ name, users }) => ({ name, users: Number(users) }))).toEqual([
      { name: 'Reflorestadora Serra Azul', users: 2 },
      { name: 'Florestal Vale Verde', users: 3 },
      { name: 'Agro Cerrado', users: 0 },
    ]);
  });

  it('is not seeded at all when SEED_DEMO is false', async () => {
    const empty = await makeTestConfig({ SEED_DEMO: 'false' });
    const app = await startApp(empty);
    const users = await app.db.selectFrom('users').select('id').execute();
    await app.close();
    await removeTestData(empty);

    expect(users).toEqual([]);
  });
});

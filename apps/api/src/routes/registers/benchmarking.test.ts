import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
  customer = await signIn(testApp.app, 'cliente@demo.com.br');
});
afterAll(() => testApp.close());

interface Entry {
  id: number;
  customer_id: number;
  customer_name: string;
  data: string;
  ima7: number | null;
  performance: number | null;
  impacto_clima: number | null;
}

function call(token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  return testApp.app.inject({
    method,
    url: `/api/register/benchmarking${url}`,
    payload,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('benchmarking history', () => {
  it('lists the seeded quarterly history with customer names', async () => {
    const response = await call(staff, 'GET', '');
    expect(response.statusCode).toBe(200);
    const entries = response.json<Entry[]>();
    expect(new Set(entries.map((e) => e.customer_name))).toEqual(
      new Set(['Agro Cerrado', 'Florestal Vale Verde', 'Reflorestadora Serra Azul']),
    );
    expect(entries.filter((e) => e.customer_id === 1).map((e) => e.data)).toContain('2024-06-30');
  });

  it('filters by customer, and by year, month or day', async () => {
    const byCustomer = (await call(staff, 'GET', '/filtros?customer_id=2')).json<Entry[]>();
    expect(byCustomer.length).toBe(19);
    expect(byCustomer.every((e) => e.customer_id === 2 && e.customer_name === 'Florestal Vale Verde')).toBe(
      true,
    );

    const year = (await call(staff, 'GET', '/filtros?customer_id=2&data=2024')).json<Entry[]>();
    expect(year.map((e) => e.data)).toEqual(['2024-12-31', '2024-09-30', '2024-06-30', '2024-03-31']);
    const day = (await call(staff, 'GET', '/filtros?customer_id=2&data=2024-06-30')).json<Entry[]>();
    expect(day.map((e) => e.data)).toEqual(['2024-06-30']);
    const none = (await call(staff, 'GET', '/filtros?customer_id=2&data=1999')).json<Entry[]>();
    expect(none).toEqual([]);
  });

  it('asks for the customer of the filter and refuses a malformed date', async () => {
    const missing = await call(staff, 'GET', '/filtros');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'customer_id' },
    ]);
    const badDate = await call(staff, 'GET', '/filtros?customer_id=1&data=ontem');
    expect(badDate.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'data' },
    ]);
  });

  it('creates an entry with empty numbers stored as null, updates and deletes it', async () => {
    const created = await call(staff, 'POST', '', {
      customer_id: 3,
      data: '2025-12-31',
      ima7: 31.25,
      performance: '',
      impacto_clima: null,
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json<Entry>();
    expect(entry).toMatchObject({
      customer_id: 3,
      customer_name: 'Agro Cerrado',
      data: '2025-12-31',
      ima7: 31.25,
      performance: null,
      impacto_clima: null,
    });

    const updated = await call(staff, 'PUT', `/${entry.id}`, {
      customer_id: 3,
      data: '2025-12-30',
      ima7: 30.5,
      performance: 97.4,
      impacto_clima: -4.75,
      version: 1,
    });
    expect(updated.json()).toMatchObject({
      data: '2025-12-30',
      ima7: 30.5,
      performance: 97.4,
      impacto_clima: -4.75,
    });
    expect((await call(staff, 'GET', `/${entry.id}`)).json()).toEqual(updated.json());

    expect((await call(staff, 'DELETE', `/${entry.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', `/${entry.id}`)).statusCode).toBe(404);
  });

  it('requires a customer and a date, and refuses numbers that are not numbers', async () => {
    const response = await call(staff, 'POST', '', { ima7: 'muito', performance: 90 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'customer_id' },
      { message: 'Campo obrigatório', code: 'validation.required', field: 'data' },
      { message: 'Valor inválido', code: 'validation.invalid', field: 'ima7' },
    ]);
    const unknownCustomer = await call(staff, 'POST', '', { customer_id: 999, data: '2025-01-01' });
    expect(unknownCustomer.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'customer_id' },
    ]);
  });

  it('is for staff only: a customer user can neither read nor change it', async () => {
    expect((await call(customer, 'GET', '')).statusCode).toBe(403);
    expect((await call(customer, 'GET', '/filtros?customer_id=1')).statusCode).toBe(403);
    const before = (await call(staff, 'GET', '/1')).json<Entry>();
    const write = await call(customer, 'PUT', '/1', { customer_id: 1, data: '2020-01-01', ima7: 1 });
    expect(write.statusCode).toBe(403);
    expect((await call(customer, 'DELETE', '/1')).statusCode).toBe(403);
    expect((await call(staff, 'GET', '/1')).json()).toEqual(before);
  });
});

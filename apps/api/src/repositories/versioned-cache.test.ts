import { gridCells, type MonitoringGrid, type OperationPage } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { validBodies } from '../routes/field-operations/test-fixtures';
import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { createVersionedCache, deepFreeze } from './versioned-cache';

// The operations list and the weed/anomaly grids are cached per data version (migration 0007): whatever
// writes to their tables, through the API or not, the next answer is the one the database gives.

let testApp: TestApp;
let app: FastifyInstance;
let operator: string;
let customer: string;
beforeAll(async () => {
  testApp = await createTestApp();
  app = testApp.app;
  // novo@demo.com.br works for Vale Verde (service 8); cliente@demo.com.br reads Serra Azul's grids.
  operator = await signIn(app, 'novo@demo.com.br');
  customer = await signIn(app, 'cliente@demo.com.br');
});
afterAll(() => testApp.close());

async function get<T>(token: string, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

const LIST = '/api/register/gas/operacoes?grupo=Plantio&pageSize=5';
const list = () => get<OperationPage>(operator, LIST);

describe('the cached operations list', () => {
  it('answers the same page twice, and a new record shows at once (total and page)', async () => {
    const before = await list();
    expect(await list()).toEqual(before);
    const created = await app.inject({
      method: 'POST',
      url: '/api/register/gas/operacoes',
      headers: { authorization: `Bearer ${operator}` },
      payload: { ...validBodies.operation, grupo: 'Plantio', data: '2099-12-31' },
    });
    expect(created.statusCode).toBe(201);
    const after = await list();
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]?.id).toBe(created.json<{ id: number }>().id);
  });

  it('sees writes that do not go through the API: a deleted record, a renamed item or third party', async () => {
    const before = await list();
    const first = before.items[0];
    if (!first) throw new Error('no record to work on');

    await app.db
      .updateTable('operational_items')
      .set({ item: 'Renomeado fora da API' })
      .where('id', '=', first.operacao_id)
      .execute();
    expect((await list()).items[0]?.operacao_item).toBe('Renomeado fora da API');

    if (first.prestador_id !== null) {
      await app.db
        .updateTable('third_parties')
        .set({ nome: 'Prestador renomeado' })
        .where('id', '=', first.prestador_id)
        .execute();
      expect((await list()).items[0]?.prestador_nome).toBe('Prestador renomeado');
    }

    await app.db.deleteFrom('operations').where('id', '=', first.id).execute();
    const after = await list();
    expect(after.total).toBe(before.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(first.id);
  });

  it('keeps pages and filters apart', async () => {
    const all = await get<OperationPage>(operator, '/api/register/gas/operacoes?pageSize=5');
    const second = await get<OperationPage>(operator, '/api/register/gas/operacoes?pageSize=5&page=2');
    const planting = await list();
    expect(second.page).toBe(2);
    expect(second.total).toBe(all.total);
    expect(second.items[0]?.id).not.toBe(all.items[0]?.id);
    expect(planting.total).toBeLessThan(all.total);
    expect(planting.items.every((item) => item.grupo === 'Plantio')).toBe(true);
  });

  it('checks a kept page against the data version read with the session: one statement in all', async () => {
    await list();
    const statements = vi.spyOn(app.db.getExecutor(), 'executeQuery');
    try {
      await list();
      expect(statements).toHaveBeenCalledTimes(1);
    } finally {
      statements.mockRestore();
    }
  });
});

describe('the cached grid', () => {
  const url = '/api/reports/weeds/grid?customer_id=1&plot_id=1';

  it('sees a changed cell and a removed grid, and still refuses another customer', async () => {
    const before = await get<MonitoringGrid>(customer, url);
    expect(gridCells(before).length).toBeGreaterThan(0);
    const grid = await app.db
      .selectFrom('monitoring_grids')
      .select('id')
      .where('plot_id', '=', 1)
      .where('kind', '=', 'weeds')
      .where('monitoring_date', '=', before.date ?? '')
      .executeTakeFirstOrThrow();
    const firstCell = await app.db
      .selectFrom('monitoring_cells')
      .select(['id', 'lon', 'lat'])
      .where('grid_id', '=', grid.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    // The compact grid lists cells by position: the changed one is found where it lies.
    const levelOfFirst = (answer: MonitoringGrid) =>
      gridCells(answer).find(
        (cell) => Math.abs(cell.lon - firstCell.lon) < 2e-6 && Math.abs(cell.lat - firstCell.lat) < 2e-6,
      )?.level;
    const level = levelOfFirst(before) === 3 ? 1 : 3;
    await app.db.updateTable('monitoring_cells').set({ level }).where('id', '=', firstCell.id).execute();
    expect(levelOfFirst(await get<MonitoringGrid>(customer, url))).toBe(level);

    await app.db.deleteFrom('monitoring_cells').where('grid_id', '=', grid.id).execute();
    await app.db.deleteFrom('monitoring_grids').where('id', '=', grid.id).execute();
    const after = await get<MonitoringGrid>(customer, url);
    expect(after.date).not.toBe(before.date);

    // The plot's owner is checked on every call, cached grid or not.
    const outsider = await signIn(app, 'novo@demo.com.br');
    const refused = await app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${outsider}` },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('createVersionedCache', () => {
  it('answers only at the version an entry was stored at, and drops the least recently used', () => {
    const cache = createVersionedCache<string>(2);
    cache.set('a', 1, 'A');
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('a', 2)).toBeUndefined();
    cache.set('b', 1, 'B');
    cache.get('a', 1);
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('c', 1)).toBe('C');
  });

  it('freezes a cached answer all the way down', () => {
    const value = deepFreeze({ items: [{ id: 1 }], total: 1 });
    expect(Object.isFrozen(value.items[0])).toBe(true);
    expect(() => {
      (value.items as { id: number }[]).push({ id: 2 });
    }).toThrow();
  });
});

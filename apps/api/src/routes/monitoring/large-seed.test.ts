import {
  gridCells,
  type MonitoringDates,
  type MonitoringGrid,
  type MonitoringGrids,
  type MonitoringSummary,
} from '@dossel/api-client';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from '../../test/access-matrix';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

// SEED_SCALE=large: the data set of the benchmarks (issue 3), at least 100,000 grid cells for one customer.
let testApp: TestApp;
let seedMs: number;
beforeAll(async () => {
  const started = performance.now();
  testApp = await createTestApp({ SEED_SCALE: 'large' });
  seedMs = performance.now() - started;
}, 120_000);
afterAll(() => testApp.close());

describe('the large seed', () => {
  it('holds over 100,000 weed cells for Serra Azul, and is made in well under two minutes', async () => {
    const { app } = testApp;
    const row = await app.db
      .selectFrom('monitoring_cells')
      .innerJoin('monitoring_grids', 'monitoring_grids.id', 'monitoring_cells.grid_id')
      .select(({ fn }) => fn.countAll().as('cells'))
      .where('monitoring_grids.customer_id', '=', DEMO_IDS.customers.serraAzul)
      .where('monitoring_grids.kind', '=', 'weeds')
      .executeTakeFirstOrThrow();
    expect(Number(row.cells)).toBeGreaterThanOrEqual(100_000);
    expect(seedMs).toBeLessThan(60_000);
  });

  it('answers a grid and a summary over every plot on it', async () => {
    const { app } = testApp;
    const token = await signIn(app, 'cliente@demo.com.br');
    const headers = { authorization: `Bearer ${token}` };
    const grid = await app.inject({ url: '/api/reports/weeds/grid?customer_id=1&plot_id=75', headers });
    expect(gridCells(grid.json<MonitoringGrid>()).length).toBeGreaterThan(30);
    const summary = await app.inject({ url: '/api/reports/weeds/summary?customer_id=1', headers });
    const body = summary.json<MonitoringSummary>();
    expect(body.totals.monitoredPlots).toBe(150);
    expect(body.totals.alerts).toBeGreaterThan(0);
  });

  it("answers every plot's grid of the latest date in one request, and again from its cache", async () => {
    const { app } = testApp;
    const headers = { authorization: `Bearer ${await signIn(app, 'cliente@demo.com.br')}` };
    const dates = await app.inject({ url: '/api/reports/weeds/dates?customer_id=1', headers });
    const latest = dates.json<MonitoringDates>().at(-1)?.date;
    const url = `/api/reports/weeds/grids?customer_id=1&date=${latest}`;
    const started = performance.now();
    const answer = await app.inject({ url, headers });
    const firstMs = performance.now() - started;
    const body = answer.json<MonitoringGrids>();
    expect(body.grids).toHaveLength(150);
    // The 100,000+ cells are spread over the monitoring dates; one date still holds thousands.
    const cells = body.grids.reduce((sum, grid) => sum + gridCells(grid).length, 0);
    expect(cells).toBeGreaterThan(10_000);
    // Compact on the wire (issue 13): about 1.4 bytes a cell plus each grid's place and dates, some
    // 3.6 bytes a cell in all, where cell objects took 60.
    expect(answer.body.length).toBeLessThan(cells * 5);
    // Read, checked and serialised at most once per data version: the second answer comes from the cache.
    const again = performance.now();
    expect((await app.inject({ url, headers })).body).toBe(answer.body);
    expect(performance.now() - again).toBeLessThan(firstMs);
  });

  it("leaves SQLite's planner its indexes' row counts and no value samples, which would recompile statements", async () => {
    const { db } = testApp.app;
    if (db.getExecutor().adapter instanceof PostgresAdapter) return;
    const count = async (table: string) =>
      Number(
        (await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]?.n,
      );
    expect(await count('sqlite_stat1')).toBeGreaterThan(0);
    expect(await count('sqlite_stat4')).toBe(0);
  });
});

import {
  decodeGridLevels,
  gridCells,
  type GridRaster,
  type MonitoringDates,
  type MonitoringGrid,
  type MonitoringGrids,
} from '@dossel/api-client';
import { describe, expect, it } from 'vitest';

import { DEMO_IDS } from '../../test/access-matrix';
import { reportsTestApp } from '../../test/reports-test-app';

const { serraAzul, valeVerde } = DEMO_IDS.customers;

const { app, tokens, get } = reportsTestApp();

async function latestDate(customerId: number, kind = 'weeds'): Promise<string> {
  const { body } = await get<MonitoringDates>(`/${kind}/dates?customer_id=${customerId}`);
  return body.at(-1)?.date ?? '';
}

describe("a customer's grids of one date", () => {
  it('gives every plot monitored on the date, each grid as the per-plot route gives it', async () => {
    const date = await latestDate(serraAzul);
    const { status, body } = await get<MonitoringGrids>(`/weeds/grids?customer_id=${serraAzul}&date=${date}`);
    expect(status).toBe(200);
    expect(body.kind).toBe('weeds');
    expect(body.date).toBe(date);
    // The demo seed monitors 10 of Serra Azul's plots on each date.
    expect(body.grids).toHaveLength(10);
    for (const grid of body.grids) {
      const single = await get<MonitoringGrid>(
        `/weeds/grid?customer_id=${serraAzul}&plot_id=${grid.plotId}&date=${date}`,
      );
      expect(grid).toEqual(single.body);
    }
  });

  it('gives the anomaly grids apart from the weed grids', async () => {
    const date = await latestDate(serraAzul, 'anomalies');
    const weeds = await get<MonitoringGrids>(`/weeds/grids?customer_id=${serraAzul}&date=${date}`);
    const anomalies = await get<MonitoringGrids>(`/anomalies/grids?customer_id=${serraAzul}&date=${date}`);
    expect(anomalies.body.kind).toBe('anomalies');
    expect(anomalies.body.grids.length).toBeGreaterThan(0);
    expect(anomalies.body.grids.every((grid) => grid.kind === 'anomalies')).toBe(true);
    const levels = (answer: MonitoringGrids) =>
      answer.grids.flatMap((grid) => (grid.raster ? [...decodeGridLevels(grid.raster)] : []));
    expect(levels(anomalies.body)).not.toEqual(levels(weeds.body));
  });

  it("holds only the asked customer's plots", async () => {
    const plots = await get<Array<{ id: number }>>(`/plots?customer_id=${valeVerde}`);
    const valeVerdePlots = new Set(plots.body.map((plot) => plot.id));
    const date = await latestDate(valeVerde);
    const { body } = await get<MonitoringGrids>(`/weeds/grids?customer_id=${valeVerde}&date=${date}`);
    expect(body.grids.length).toBeGreaterThan(0);
    expect(body.grids.every((grid) => valeVerdePlots.has(grid.plotId))).toBe(true);
  });

  it('is empty on a date without monitoring', async () => {
    const { status, body } = await get<MonitoringGrids>(
      `/weeds/grids?customer_id=${serraAzul}&date=2001-01-01`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({ kind: 'weeds', date: '2001-01-01', grids: [] });
  });

  it('needs a valid date', async () => {
    expect((await get(`/weeds/grids?customer_id=${serraAzul}`)).status).toBe(400);
    expect((await get(`/weeds/grids?customer_id=${serraAzul}&date=15-12-2025`)).status).toBe(400);
  });

  it('refuses a user of another customer, and anyone not signed in', async () => {
    const date = await latestDate(serraAzul);
    expect((await get(`/weeds/grids?customer_id=${serraAzul}&date=${date}`, tokens.novo)).status).toBe(403);
    const anonymous = await app().inject({
      url: `/api/reports/weeds/grids?customer_id=${serraAzul}&date=${date}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a change to the cells at once, though answers are cached', async () => {
    const date = await latestDate(serraAzul);
    const url = `/weeds/grids?customer_id=${serraAzul}&date=${date}`;
    const before = await get<MonitoringGrids>(url);
    const first = before.body.grids[0] as MonitoringGrid;
    const grid = await app()
      .db.selectFrom('monitoring_grids')
      .select('id')
      .where('plot_id', '=', first.plotId)
      .where('kind', '=', 'weeds')
      .where('monitoring_date', '=', date)
      .executeTakeFirstOrThrow();
    // A cell one row north of the grid's north-west corner: on its lattice, so the raster grows a row.
    const raster = first.raster as GridRaster;
    const lon = raster.originLon;
    const lat = raster.originLat + raster.stepLat;
    await app()
      .db.insertInto('monitoring_cells')
      .values({ grid_id: grid.id, lon, lat, level: 3, area_ha: 0.25 })
      .execute();

    const after = await get<MonitoringGrids>(url);
    const changed = after.body.grids.find((each) => each.plotId === first.plotId);
    expect(changed?.raster).toMatchObject({ rows: raster.rows + 1, columns: raster.columns });
    const cells = gridCells(changed as MonitoringGrid);
    expect(cells).toHaveLength(gridCells(first).length + 1);
    expect(cells[0]?.level).toBe(3);
    expect(cells[0]?.lon).toBeCloseTo(lon, 9);
    expect(cells[0]?.lat).toBeCloseTo(lat, 9);
  });
});

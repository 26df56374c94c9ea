import {
  decodeGridLevels,
  gridCells,
  gridCellSchema,
  type GridRaster,
  type MonitoringDates,
  type MonitoringGrid,
  type MonitoringSummary,
  type Plot,
  type PlotFeatureCollection,
  type PlotListItem,
  type PlotMetrics,
  type PlotSoil,
  type QuarterlyReport,
  type VegetationPoint,
  type WeatherDaily,
  type WeatherLocation,
  type WeatherMonthly,
} from '@dossel/api-client';
import { beforeAll, describe, expect, it } from 'vitest';

import { DEMO_IDS } from '../../test/access-matrix';
import { reportsTestApp } from '../../test/reports-test-app';

const { serraAzul, valeVerde, agroCerrado } = DEMO_IDS.customers;
const LAST_YEAR = new Date().getUTCFullYear() - 1;

const { app, tokens, get } = reportsTestApp();

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 100) / 100;

describe('plots', () => {
  it('lists the few hundred plots of the customer, 10 to 60 ha each, on farms', async () => {
    const { status, body } = await get<PlotListItem[]>(`/plots?customer_id=${serraAzul}`);
    expect(status).toBe(200);
    expect(body).toHaveLength(150);
    expect(new Set(body.map((plot) => plot.customerId))).toEqual(new Set([serraAzul]));
    for (const plot of body) {
      expect(plot.areaHa).toBeGreaterThanOrEqual(10);
      expect(plot.areaHa).toBeLessThanOrEqual(60);
      expect(plot.gloc1).toMatch(/^Fazenda /);
      expect(plot.plantingDate <= plot.rotationStart).toBe(true);
    }
    expect(new Set(body.map((plot) => plot.gloc1)).size).toBe(6);
    expect(body[0]).not.toHaveProperty('geometry');
  });

  it('filters by gloc levels', async () => {
    const farm = encodeURIComponent('Fazenda Santa Rita');
    const { body } = await get<PlotListItem[]>(`/plots?customer_id=${serraAzul}&gloc1=${farm}`);
    expect(body).toHaveLength(25);
    expect(body.every((plot) => plot.gloc1 === 'Fazenda Santa Rita' && plot.gloc2 === 'Três Lagoas')).toBe(
      true,
    );
    const module = encodeURIComponent('Módulo 1');
    const narrower = await get<PlotListItem[]>(
      `/plots?customer_id=${serraAzul}&gloc1=${farm}&gloc5=${module}`,
    );
    expect(narrower.body.length).toBeGreaterThan(0);
    expect(narrower.body.length).toBeLessThan(25);
  });

  it('gives one plot with its outline: a closed WGS84 polygon near Três Lagoas (MS)', async () => {
    const { status, body } = await get<Plot>('/plots/1');
    expect(status).toBe(200);
    const ring = body.geometry.coordinates[0] ?? [];
    expect(body.geometry.type).toBe('Polygon');
    expect(ring.length).toBeGreaterThanOrEqual(5);
    expect(ring[0]).toEqual(ring[ring.length - 1]);
    for (const [lon, lat] of ring) {
      expect(lon).toBeGreaterThan(-52.2);
      expect(lon).toBeLessThan(-51.5);
      expect(lat).toBeGreaterThan(-21);
      expect(lat).toBeLessThan(-20.5);
    }
  });

  it('serves the plots as a GeoJSON FeatureCollection', async () => {
    const { body } = await get<PlotFeatureCollection>(`/plots.geojson?customer_id=${valeVerde}`);
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toHaveLength(120);
    expect(body.features[0]?.geometry.type).toBe('Polygon');
    expect(body.features[0]?.properties.customerId).toBe(valeVerde);
  });

  it('refuses a plot of a customer the user is not linked to, and an unknown one', async () => {
    expect((await get('/plots/1', tokens.novo)).status).toBe(403);
    expect((await get(`/plots?customer_id=${agroCerrado}`)).status).toBe(403);
    const unknown = await get<{ message: string }[]>('/plots/999999');
    expect(unknown.status).toBe(404);
  });

  it('asks for the customer, in the caller language', async () => {
    const { status, body } = await get<{ message: string; field: string }[]>('/plots');
    expect(status).toBe(400);
    expect(body).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'customer_id' },
    ]);
    const spanish = await get<{ message: string }[]>('/plots?customer_id=abc', tokens.cliente, 'es');
    expect(spanish.status).toBe(400);
    expect(spanish.body[0]?.message).toBe('Valor no válido');
  });

  it('answers 401 without a session', async () => {
    expect((await get(`/plots?customer_id=${serraAzul}`, null)).status).toBe(401);
  });
});

describe('plot metrics', () => {
  it('are plausible for eucalyptus by age', async () => {
    const { status, body } = await get<PlotMetrics[]>(`/metrics?customer_id=${serraAzul}`);
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(500);
    const mature = body.filter((row) => row.ageYears >= 6 && row.ageYears <= 8);
    expect(mature.length).toBeGreaterThan(10);
    for (const row of mature) {
      expect(row.imaTcc).toBeGreaterThanOrEqual(22);
      expect(row.imaTcc).toBeLessThanOrEqual(56);
      expect(row.dominantHeight).toBeGreaterThan(20);
      expect(row.meanHeight).toBeLessThan(row.dominantHeight);
      expect(row.vtccPessimistic).toBeLessThan(row.vtccLikely);
      expect(row.vtccLikely).toBeLessThan(row.vtccOptimistic);
      expect(row.vtccHistoricMin).toBeLessThan(row.vtccPessimistic);
      expect(row.vtccHistoricMax).toBeGreaterThan(row.vtccOptimistic);
    }
    // Damage estimates apply to forests older than 2 years.
    expect(body.filter((row) => row.ageYears <= 2).every((row) => row.damagePct === null)).toBe(true);
    expect(new Set(body.map((row) => row.contractStatus))).toEqual(new Set(['active', 'inactive']));
  });

  it('grow with age along one plot', async () => {
    const { body } = await get<PlotMetrics[]>(`/metrics?customer_id=${serraAzul}&plot_id=1`);
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((row) => row.plotId === 1)).toBe(true);
    const heights = body.map((row) => row.dominantHeight);
    expect(heights).toEqual([...heights].sort((a, b) => a - b));
  });
});

describe('weed competition and canopy anomaly grids', () => {
  it('have monthly monitoring dates', async () => {
    const { body } = await get<MonitoringDates>(`/weeds/dates?customer_id=${serraAzul}`);
    expect(body.map((entry) => entry.date)).toEqual([
      `${LAST_YEAR}-10-15`,
      `${LAST_YEAR}-11-15`,
      `${LAST_YEAR}-12-15`,
    ]);
    expect(body.every((entry) => entry.plots === 10)).toBe(true);
  });

  it("give a plot's cells, of levels 1 to 3, on its latest date or a chosen one", async () => {
    const latest = await get<MonitoringGrid>(`/weeds/grid?customer_id=${serraAzul}&plot_id=1`);
    expect(latest.status).toBe(200);
    expect(latest.body.date).toBe(`${LAST_YEAR}-12-15`);
    expect((latest.body.imageDate ?? '') < (latest.body.date ?? '')).toBe(true);
    const cells = gridCells(latest.body);
    expect(cells.length).toBeGreaterThan(30);
    for (const cell of cells) expect(gridCellSchema.parse(cell)).toEqual(cell);
    expect(new Set(cells.map((cell) => cell.areaHa))).toEqual(new Set([0.25]));

    const october = await get<MonitoringGrid>(
      `/weeds/grid?customer_id=${serraAzul}&plot_id=1&date=${LAST_YEAR}-10-15`,
    );
    expect(october.body.date).toBe(`${LAST_YEAR}-10-15`);
    expect(gridCells(october.body)).toHaveLength(cells.length);

    const none = await get<MonitoringGrid>(`/weeds/grid?customer_id=${serraAzul}&plot_id=1&date=2001-01-01`);
    expect(none.body).toMatchObject({ date: '2001-01-01', imageDate: null, raster: null });
  });

  it('answer a grid compact, one byte per cell, with every cell of the database in it', async () => {
    const { body, status } = await get<MonitoringGrid>(`/weeds/grid?customer_id=${serraAzul}&plot_id=1`);
    expect(status).toBe(200);
    const raster = body.raster;
    expect(raster).toMatchObject({ areasHa: 0.25 });
    expect(typeof raster?.levels).toBe('string');
    const stored = await app()
      .db.selectFrom('monitoring_cells')
      .innerJoin('monitoring_grids', 'monitoring_grids.id', 'monitoring_cells.grid_id')
      .select(['lon', 'lat', 'level', 'area_ha as areaHa'])
      .where('plot_id', '=', 1)
      .where('kind', '=', 'weeds')
      .where('monitoring_date', '=', body.date ?? '')
      .execute();
    const cells = gridCells(body);
    // The positions hold the cells and nothing else: as many as stored, each where a stored one is.
    expect(decodeGridLevels(raster as GridRaster).filter((level) => level > 0)).toHaveLength(stored.length);
    expect(cells).toHaveLength(stored.length);
    for (const cell of stored) {
      const found = cells.find(
        (each) => Math.abs(each.lon - cell.lon) < 2e-6 && Math.abs(each.lat - cell.lat) < 2e-6,
      );
      expect(found).toEqual({ ...cell, lon: found?.lon, lat: found?.lat });
    }
    // Some 1.4 bytes of JSON per position where a cell object took some 60.
    const text = JSON.stringify(body);
    expect(text.length).toBeLessThan(stored.length * 4 + 400);
  });

  it('describe the compact grid in the OpenAPI document', async () => {
    const response = await app().inject({ url: '/api/openapi.json' });
    const operation = response.json<{
      paths: Record<string, { get: { responses: Record<string, { content: Record<string, unknown> }> } }>;
    }>().paths['/api/reports/weeds/grid'];
    const schema = JSON.stringify(operation?.get.responses['200']?.content['application/json']);
    for (const field of ['raster', 'originLon', 'stepLat', 'columns', 'levels', 'areasHa'])
      expect(schema).toContain(`"${field}"`);
    expect(schema).not.toContain('"cells"');
  });

  it("does not show another customer's plot under this customer", async () => {
    const valeVerdePlots = await get<PlotListItem[]>(`/plots?customer_id=${valeVerde}`);
    const theirs = valeVerdePlots.body[0]?.id;
    const { status } = await get(`/weeds/grid?customer_id=${serraAzul}&plot_id=${theirs}`);
    expect(status).toBe(404);
  });

  it('summarises the infested area as the hand count of levels 2 and 3 of each grid', async () => {
    const { body } = await get<MonitoringSummary>(`/weeds/summary?customer_id=${serraAzul}`);
    expect(body.date).toBe(`${LAST_YEAR}-12-15`);
    expect(body.plots).toHaveLength(150);
    expect(body.totals.monitoredPlots).toBe(10);
    const monitored = body.plots.filter((plot) => plot.monitored);
    for (const plot of monitored.slice(0, 3)) {
      const grid = await get<MonitoringGrid>(`/weeds/grid?customer_id=${serraAzul}&plot_id=${plot.plotId}`);
      const cells = gridCells(grid.body);
      const infested = cells.filter((cell) => cell.level >= 2).map((cell) => cell.areaHa);
      expect(plot.flaggedAreaHa).toBe(sum(infested));
      expect(plot.monitoredAreaHa).toBe(sum(cells.map((cell) => cell.areaHa)));
      expect(plot.previousDate).toBe(`${LAST_YEAR}-11-15`);
    }
    const notMonitored = body.plots.find((plot) => !plot.monitored);
    expect(notMonitored).toMatchObject({
      monitoredAreaHa: 0,
      flaggedAreaHa: 0,
      changeHa: null,
      alert: false,
    });
  });

  it('summarises the affected area of anomalies as level 3 only', async () => {
    const { body } = await get<MonitoringSummary>(`/anomalies/summary?customer_id=${serraAzul}`);
    const plot = body.plots.find((entry) => entry.plotId === 1);
    const grid = await get<MonitoringGrid>(`/anomalies/grid?customer_id=${serraAzul}&plot_id=1`);
    const affected = gridCells(grid.body).filter((c) => c.level === 3);
    expect(plot?.flaggedAreaHa).toBe(sum(affected.map((c) => c.areaHa)));
  });

  describe('on a small grid counted by hand', () => {
    const before = '2030-01-15';
    const after = '2030-02-15';
    let plotId: number;

    beforeAll(async () => {
      const plot = await app()
        .db.insertInto('plots')
        .values({
          customer_id: serraAzul,
          gloc1: 'Fazenda Teste',
          gloc2: 'Três Lagoas',
          gloc3: 'TST-001',
          gloc4: null,
          gloc5: null,
          code: 'TST-001',
          name: 'TST-001',
          retired_at: null,
          geometry_json: JSON.stringify({ type: 'Polygon', coordinates: [] }),
          centroid_lon: -51.7,
          centroid_lat: -20.79,
          area_ha: 4,
          planting_date: '2024-01-10',
          seed_year: 2023,
          rotation_start: '2024-01-10',
          clone: 'AEC 144',
          spacing: '3x2',
          arrangement: 'Retangular',
          cut_age_years: 7,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      plotId = plot.id;
      // Before: one cell at level 2 and one at 3 (0.5 ha infested, 0.25 ha affected) among 8.
      // After: six at level 2 and four at 3 (2.5 ha infested, 1 ha affected) among 16.
      const grids: [string, number[]][] = [
        [before, [1, 1, 1, 1, 2, 3, 1, 1]],
        [after, [1, 2, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 1]],
      ];
      for (const kind of ['weeds', 'anomalies']) {
        for (const [date, levels] of grids) {
          const grid = await app()
            .db.insertInto('monitoring_grids')
            .values({
              customer_id: serraAzul,
              plot_id: plotId,
              kind,
              monitoring_date: date,
              image_date: date,
              cell_size_m: 50,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await app()
            .db.insertInto('monitoring_cells')
            .values(
              levels.map((level, i) => ({
                grid_id: grid.id,
                lon: -51.7 + i * 0.0005,
                lat: -20.79,
                level,
                area_ha: 0.25,
              })),
            )
            .execute();
        }
      }
    });

    it('counts levels 2 and 3 as infested and raises the alert for a change of exactly 2 ha', async () => {
      const { body } = await get<MonitoringSummary>(`/weeds/summary?customer_id=${serraAzul}&date=${after}`);
      expect(body.date).toBe(after);
      expect(body.plots.find((plot) => plot.plotId === plotId)).toEqual({
        plotId,
        plotName: 'TST-001',
        gloc1: 'Fazenda Teste',
        plotAreaHa: 4,
        monitored: true,
        imageDate: after,
        monitoredAreaHa: 4,
        flaggedAreaHa: 2.5,
        flaggedPct: 62.5,
        previousDate: before,
        changeHa: 2,
        alert: true,
        // Written by hand, not published by an import: no loss was recorded.
        loss: null,
      });
      expect(body.totals).toMatchObject({ monitoredPlots: 1, flaggedAreaHa: 2.5, alerts: 1 });
    });

    it('counts only level 3 as affected, and a change of 0.75 ha raises no alert', async () => {
      const { body } = await get<MonitoringSummary>(
        `/anomalies/summary?customer_id=${serraAzul}&date=${after}`,
      );
      expect(body.plots.find((plot) => plot.plotId === plotId)).toMatchObject({
        flaggedAreaHa: 1,
        flaggedPct: 25,
        changeHa: 0.75,
        alert: false,
      });
    });

    it('has no change on the first monitoring', async () => {
      const { body } = await get<MonitoringSummary>(`/weeds/summary?customer_id=${serraAzul}&date=${before}`);
      expect(body.plots.find((plot) => plot.plotId === plotId)).toMatchObject({
        flaggedAreaHa: 0.5,
        previousDate: null,
        changeHa: null,
        alert: false,
      });
    });

    it('answers its grid as a raster of the levels counted by hand, west to east', async () => {
      const { body } = await get<MonitoringGrid>(
        `/weeds/grid?customer_id=${serraAzul}&plot_id=${plotId}&date=${after}`,
      );
      expect(body.raster).toMatchObject({ columns: 16, rows: 1, originLat: -20.79, areasHa: 0.25 });
      expect(body.raster?.originLon).toBeCloseTo(-51.7, 9);
      expect(body.raster?.stepLon).toBeCloseTo(0.0005, 9);
      expect([...decodeGridLevels(body.raster as GridRaster)]).toEqual([
        1, 2, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 1,
      ]);
    });
  });
});

describe('weather', () => {
  it('has a daily series per customer region from 1980 to the end of last year', async () => {
    const { body } = await get<WeatherLocation[]>(`/weather/locations?customer_id=${valeVerde}`, tokens.novo);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      customerId: valeVerde,
      firstDate: '1980-01-01',
      lastDate: `${LAST_YEAR}-12-31`,
    });
  });

  it('gives the last 365 days by default, and any range asked for', async () => {
    const daily = await get<WeatherDaily>(`/weather/daily?customer_id=${serraAzul}`);
    expect(daily.body.days).toHaveLength(365);
    expect(daily.body.days.at(-1)?.date).toBe(`${LAST_YEAR}-12-31`);
    const january = await get<WeatherDaily>(
      `/weather/daily?customer_id=${serraAzul}&from=2000-01-01&to=2000-01-31`,
    );
    expect(january.body.days).toHaveLength(31);
    for (const day of january.body.days) {
      expect(day.tempMinC).toBeLessThan(day.tempMaxC);
      expect(day.precipitationMm).toBeGreaterThanOrEqual(0);
      expect(day.et0Mm).toBeGreaterThan(0);
    }
  });

  it('adds months up from the days, with a wet summer and a dry winter', async () => {
    const year = await get<WeatherMonthly>(
      `/weather/monthly?customer_id=${serraAzul}&from=2000-01-01&to=2009-12-31`,
    );
    expect(year.body.months).toHaveLength(120);
    const january2000 = await get<WeatherDaily>(
      `/weather/daily?customer_id=${serraAzul}&from=2000-01-01&to=2000-01-31`,
    );
    const days = january2000.body.days;
    expect(year.body.months[0]).toMatchObject({
      month: '2000-01',
      days: 31,
      rainyDays: days.filter((day) => day.precipitationMm >= 1).length,
    });
    expect(year.body.months[0]?.precipitationMm).toBeCloseTo(sum(days.map((day) => day.precipitationMm)), 1);
    const rainOf = (month: string) =>
      sum(
        year.body.months.filter((entry) => entry.month.endsWith(month)).map((entry) => entry.precipitationMm),
      );
    expect(rainOf('-01')).toBeGreaterThan(5 * rainOf('-07'));
    const total = sum(year.body.months.map((entry) => entry.precipitationMm)) / 10;
    expect(total).toBeGreaterThan(1000);
    expect(total).toBeLessThan(1800);
  });

  it('refuses a place of another customer', async () => {
    const theirs = await get<WeatherLocation[]>(`/weather/locations?customer_id=${valeVerde}`);
    const { status } = await get(`/weather/daily?customer_id=${serraAzul}&location_id=${theirs.body[0]?.id}`);
    expect(status).toBe(404);
  });
});

describe('soil, vegetation and the quarterly report', () => {
  it('gives soil order, textural class, altitude and slope per plot', async () => {
    const { body } = await get<PlotSoil[]>(`/soil?customer_id=${valeVerde}`);
    expect(body).toHaveLength(120);
    expect(body.some((row) => row.slopePct > 20)).toBe(true);
    expect(new Set(body.map((row) => row.soilOrder)).size).toBeGreaterThan(2);
  });

  it('gives a monthly NDVI and EVI series of the last three years', async () => {
    const { body } = await get<VegetationPoint[]>(`/vegetation?customer_id=${serraAzul}&plot_id=1`);
    expect(body).toHaveLength(36);
    expect(body[0]?.date).toBe(`${LAST_YEAR - 2}-01-01`);
    for (const point of body) {
      expect(point.ndvi).toBeGreaterThan(0.1);
      expect(point.ndvi).toBeLessThan(0.93);
      expect(point.evi).toBeLessThan(point.ndvi);
    }
  });

  it('groups the stands by age class with stock, area and cut age', async () => {
    const { status, body } = await get<QuarterlyReport>(
      `/quarterly?customer_id=${serraAzul}&year=${LAST_YEAR}&quarter=4`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      year: LAST_YEAR,
      quarter: 4,
      from: `${LAST_YEAR}-10-01`,
      to: `${LAST_YEAR}-12-31`,
    });
    expect(body.ageClasses.map((entry) => entry.ageClass)).toEqual([
      '0-1',
      '1-2',
      '2-3',
      '3-4',
      '4-5',
      '5-6',
      '6-7',
      '7+',
    ]);
    const plots = await get<PlotListItem[]>(`/plots?customer_id=${serraAzul}`);
    expect(body.totals.plots).toBe(plots.body.length);
    expect(body.totals.areaHa).toBeCloseTo(sum(body.ageClasses.map((entry) => entry.areaHa)), 1);
    const perHa = (ageClass: string) => {
      const entry = body.ageClasses.find((e) => e.ageClass === ageClass);
      return entry && entry.areaHa > 0 ? entry.stockM3cc / entry.areaHa : 0;
    };
    expect(perHa('6-7')).toBeGreaterThan(perHa('1-2'));
    expect(perHa('1-2')).toBeGreaterThan(0);
    for (const entry of body.ageClasses.filter((e) => e.plots > 0)) {
      expect(entry.cutAgeYears).toBeGreaterThanOrEqual(6);
      expect(entry.cutAgeYears).toBeLessThanOrEqual(8);
    }
  });

  it('refuses a quarter outside 1 to 4', async () => {
    const { status, body } = await get<{ field: string; message: string }[]>(
      `/quarterly?customer_id=${serraAzul}&year=2024&quarter=5`,
    );
    expect(status).toBe(400);
    expect(body).toEqual([{ message: 'Valor inválido', code: 'validation.invalid', field: 'quarter' }]);
  });
});

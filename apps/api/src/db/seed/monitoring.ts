import type { Insertable } from 'kysely';

import type {
  MonitoringCellsTable,
  PlotMetricsTable,
  PlotsTable,
  VegetationIndicesTable,
} from '../schema-monitoring';
import type { SeedContext } from './context';
import type { Random } from './random';
import { insertInBatches } from './monitoring/batches';
import {
  centroid,
  gridCells,
  localProjection,
  plotOutline,
  polygonArea,
  type LonLat,
  type Xy,
} from './monitoring/geometry';
import { metricsAt, newStand } from './monitoring/growth';
import {
  agroCerradoForest,
  ARRANGEMENTS,
  CLONES,
  serraAzulForest,
  SPACINGS,
  valeVerdeForest,
  type CustomerForestSpec,
  type RegionSpec,
} from './monitoring/regions';
import { dailyWeather } from './monitoring/weather';

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
/** Grid cells are squares of 50 m: 0.25 ha each. */
const CELL_SIZE_M = 50;
const CELL_AREA_HA = (CELL_SIZE_M * CELL_SIZE_M) / 10_000;
/** Plots per customer with weed and anomaly grids in the demo (all of the first customer's, when large). */
const DEMO_MONITORED_PLOTS = 10;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

interface SeededPlot {
  id: number;
  ring: Xy[];
  origin: LonLat;
  region: RegionSpec;
  rotationStart: number;
  ageAtEnd: number;
  spacing: string;
  inactive: boolean;
}

/**
 * Demo data of the monitoring area, all from the seeded random: a few hundred plots on real-looking
 * farms, their metrics, soils and vegetation series, weed and anomaly grids on monthly dates, and daily
 * weather from 1980 to the end of last year. Everything is dated up to the end of last year, the last
 * complete year of the climate series (spec section 9). With `scale: 'large'` Serra Azul gets grids on
 * every plot for seven months (over 100,000 cells per kind) and every region its own weather series.
 */
export async function seedMonitoring(context: SeedContext): Promise<void> {
  const lastYear = new Date().getUTCFullYear() - 1;
  const end = Date.UTC(lastYear, 11, 31);
  const large = context.scale === 'large';
  const forests: [number, CustomerForestSpec][] = [
    [context.customers.serraAzul, serraAzulForest],
    [context.customers.valeVerde, valeVerdeForest],
    [context.customers.agroCerrado, agroCerradoForest],
  ];

  for (const [index, [customerId, forest]] of forests.entries()) {
    const plots = await seedPlots(context, customerId, forest, end);
    await seedPlotDetails(context, plots, end, lastYear);
    const everyPlot = large && index === 0;
    const monitored = everyPlot ? plots : plots.slice(0, DEMO_MONITORED_PLOTS);
    const months = everyPlot ? [5, 6, 7, 8, 9, 10, 11] : [9, 10, 11];
    const dates = months.map((month) => Date.UTC(lastYear, month, 15));
    await seedGrids(context, customerId, monitored, dates, 'weeds');
    await seedGrids(context, customerId, monitored, dates, 'anomalies');
    await seedWeather(context, customerId, forest, end, large);
  }
}

async function seedPlots(
  { trx, random }: SeedContext,
  customerId: number,
  forest: CustomerForestSpec,
  end: number,
): Promise<SeededPlot[]> {
  const rows: Insertable<PlotsTable>[] = [];
  const seeded: Omit<SeededPlot, 'id'>[] = [];
  for (const farm of forest.farms) {
    const origin: LonLat = [
      farm.region.lon + (farm.offsetKm[0] * 1000) / (111_320 * Math.cos((farm.region.lat * Math.PI) / 180)),
      farm.region.lat + (farm.offsetKm[1] * 1000) / 110_574,
    ];
    const projection = localProjection(origin);
    const widths = Array.from({ length: farm.columns }, () => random.between(480, 800));
    const heights = Array.from({ length: farm.rows }, () => random.between(400, 700));
    const farmSpacing = random.pick(SPACINGS);
    let number = 0;
    let y0 = 0;
    for (const [row, height] of heights.entries()) {
      let x0 = 0;
      const moduleClone = random.pick(CLONES);
      for (const width of widths) {
        number += 1;
        const ring = plotOutline(random, x0, y0, width, height);
        x0 += width + 25;
        const name = `${farm.code}-${String(number).padStart(3, '0')}`;
        const ageAtEnd = random.between(0.4, 9.6);
        const rotationStart = end - ageAtEnd * YEAR_MS;
        const coppice = random.next() < 0.2;
        const planting = coppice ? rotationStart - random.between(6.5, 8) * YEAR_MS : rotationStart;
        const plantingYear = new Date(planting).getUTCFullYear();
        const spacing = random.next() < 0.8 ? farmSpacing : random.pick(SPACINGS);
        const [cx, cy] = centroid(ring);
        const [lon, lat] = projection.toLonLat([cx, cy]);
        rows.push({
          customer_id: customerId,
          gloc1: farm.name,
          gloc2: farm.region.name,
          gloc3: name,
          gloc4: `Projeto ${new Date(rotationStart).getUTCFullYear()}`,
          gloc5: `Módulo ${Math.floor(row / 2) + 1}`,
          code: name,
          name,
          retired_at: null,
          geometry_json: JSON.stringify({
            type: 'Polygon',
            coordinates: [[...ring, ring[0] as Xy].map((point) => projection.toLonLat(point))],
          }),
          centroid_lon: lon,
          centroid_lat: lat,
          area_ha: Math.round(polygonArea(ring) / 100) / 100,
          planting_date: isoDay(planting),
          seed_year: random.next() < 0.3 ? plantingYear - 1 : plantingYear,
          rotation_start: isoDay(rotationStart),
          clone: random.next() < 0.75 ? moduleClone : random.pick(CLONES),
          spacing,
          arrangement: random.next() < 0.8 ? ARRANGEMENTS[0] : random.pick(ARRANGEMENTS),
          cut_age_years: random.pick([6, 6.5, 7, 7, 7, 7.5, 8]),
        });
        seeded.push({
          ring,
          origin,
          region: farm.region,
          rotationStart,
          ageAtEnd,
          spacing,
          inactive: random.next() < 0.08,
        });
      }
      y0 += height + 25;
    }
  }
  await insertInBatches(trx, 'plots', rows);
  // One statement numbers its rows in order on both engines: read the ids back in that order.
  const ids = await trx
    .selectFrom('plots')
    .select('id')
    .where('customer_id', '=', customerId)
    .orderBy('id')
    .execute();
  return seeded.map((plot, index) => ({ ...plot, id: ids[index]?.id ?? 0 }));
}

/** Soils and relief, metrics every half year of the last three, monthly vegetation indices. */
async function seedPlotDetails(
  { trx, random }: SeedContext,
  plots: SeededPlot[],
  end: number,
  lastYear: number,
): Promise<void> {
  const soils = plots.map((plot) => {
    const soil = pickWeighted(random, plot.region.soils);
    const [minAltitude, maxAltitude] = plot.region.altitudeM;
    const [minSlope, maxSlope] = plot.region.slopePct;
    return {
      plot_id: plot.id,
      soil_order: soil.order,
      textural_class: random.pick(soil.textures),
      altitude_m: Math.round(random.between(minAltitude, maxAltitude)),
      // Gentle slopes are the common case; steep ones the exception.
      slope_pct: Math.round((minSlope + (maxSlope - minSlope) * random.next() ** 1.8) * 10) / 10,
    };
  });
  await insertInBatches(trx, 'plot_soils', soils);

  const measurementDates = [0, 1, 2, 3, 4, 5].map((halfYears) =>
    Date.UTC(
      lastYear - Math.floor(halfYears / 2),
      halfYears % 2 === 0 ? 11 : 5,
      halfYears % 2 === 0 ? 31 : 30,
    ),
  );
  const metrics: Insertable<PlotMetricsTable>[] = [];
  for (const plot of plots) {
    const stand = newStand(random, plot.spacing, plot.inactive);
    for (const date of [...measurementDates].reverse()) {
      const age = plot.ageAtEnd - (end - date) / YEAR_MS;
      // Spec section 9: performance figures are for forests older than 3 months.
      if (age < 0.25) continue;
      metrics.push(metricsAt(random, stand, plot.id, isoDay(date), age));
    }
  }
  await insertInBatches(trx, 'plot_metrics', metrics);

  const vegetation: Insertable<VegetationIndicesTable>[] = [];
  for (const plot of plots) {
    for (let month = 0; month < 36; month++) {
      const date = Date.UTC(lastYear - 2, month, 1);
      const age = (date - plot.rotationStart) / YEAR_MS;
      const calendarMonth = month % 12;
      // The dry season (May to September) browns the canopy a little; young stands show soil.
      const dryness =
        Math.max(0, Math.sin(((calendarMonth - 4) / 5) * Math.PI)) *
        (calendarMonth >= 4 && calendarMonth <= 9 ? 1 : 0);
      const canopy = age < 0 ? random.between(0.18, 0.3) : 0.32 + 0.52 * (1 - Math.exp(-1.3 * age));
      const ndvi = clamp(canopy - 0.09 * dryness + random.between(-0.03, 0.03), 0.1, 0.92);
      vegetation.push({
        plot_id: plot.id,
        observed_on: isoDay(date),
        ndvi: Math.round(ndvi * 1000) / 1000,
        evi: Math.round(clamp(0.63 * ndvi - 0.04 + random.between(-0.02, 0.02), 0.05, 0.7) * 1000) / 1000,
      });
    }
  }
  await insertInBatches(trx, 'vegetation_indices', vegetation);
}

interface Hotspot {
  x: number;
  y: number;
  radius: number;
  intensity: number;
  growth: number;
  controlledAt: number | null;
}

/**
 * Grids of one kind on the given dates. Weeds grow out of a few patches month by month until a
 * control operation knocks them down; anomalies (wind, pests, drought) are rarer and more local. Each
 * cell keeps its own background noise across dates, so the maps change the way real ones do.
 */
async function seedGrids(
  { trx, random }: SeedContext,
  customerId: number,
  plots: SeededPlot[],
  dates: number[],
  kind: 'weeds' | 'anomalies',
): Promise<void> {
  const weeds = kind === 'weeds';
  const grids = [];
  const levels: { cells: Xy[]; origin: LonLat; levels: number[] }[] = [];
  for (const plot of plots) {
    const cells = gridCells(plot.ring, CELL_SIZE_M);
    const background = cells.map(() => random.between(0, weeds ? 0.3 : 0.2));
    const hotspotCount = weeds ? random.int(1, 3) : random.int(0, 2);
    const hotspots: Hotspot[] = Array.from({ length: hotspotCount }, () => {
      const [x, y] = cells.length > 0 ? random.pick(cells) : [0, 0];
      const fast = random.next() < 0.2;
      return {
        x,
        y,
        radius: random.between(weeds ? 70 : 40, weeds ? 190 : 110),
        intensity: random.between(weeds ? 0.15 : 0.4, weeds ? 0.7 : 1.2),
        growth: weeds ? random.between(0.04, fast ? 0.45 : 0.22) : random.between(0, 0.12),
        controlledAt: weeds && random.next() < 0.3 ? random.int(1, dates.length - 1) : null,
      };
    });
    for (const [step, date] of dates.entries()) {
      grids.push({
        customer_id: customerId,
        plot_id: plot.id,
        kind,
        monitoring_date: isoDay(date),
        image_date: isoDay(date - random.int(1, 12) * DAY_MS),
        cell_size_m: CELL_SIZE_M,
        level_areas_json: null,
      });
      levels.push({
        cells,
        origin: plot.origin,
        levels: cells.map(([x, y], index) => {
          let score = background[index] ?? 0;
          for (const spot of hotspots) {
            const controlled = spot.controlledAt !== null && step >= spot.controlledAt;
            const intensity = controlled
              ? 0.1 + spot.growth * (step - (spot.controlledAt ?? 0))
              : spot.intensity + spot.growth * step;
            const distance2 = (x - spot.x) ** 2 + (y - spot.y) ** 2;
            score += intensity * Math.exp(-distance2 / (2 * spot.radius ** 2));
          }
          return score > 0.8 ? 3 : score > 0.45 ? 2 : 1;
        }),
      });
    }
  }
  await insertInBatches(trx, 'monitoring_grids', grids);
  const ids = await trx
    .selectFrom('monitoring_grids')
    .select('id')
    .where('customer_id', '=', customerId)
    .where('kind', '=', kind)
    .orderBy('id')
    .execute();

  const rows: Insertable<MonitoringCellsTable>[] = [];
  for (const [index, grid] of levels.entries()) {
    const gridId = ids[index]?.id ?? 0;
    const projection = localProjection(grid.origin);
    for (const [cellIndex, cell] of grid.cells.entries()) {
      const [lon, lat] = projection.toLonLat(cell);
      rows.push({ grid_id: gridId, lon, lat, level: grid.levels[cellIndex] ?? 1, area_ha: CELL_AREA_HA });
    }
  }
  await insertInBatches(trx, 'monitoring_cells', rows);
}

/** One daily series per customer (its first region), or per region when large. */
async function seedWeather(
  { trx, random }: SeedContext,
  customerId: number,
  forest: CustomerForestSpec,
  end: number,
  large: boolean,
): Promise<void> {
  const regions = [...new Map(forest.farms.map((farm) => [farm.region.name, farm.region])).values()];
  for (const region of large ? regions : regions.slice(0, 1)) {
    const altitudeM = Math.round((region.altitudeM[0] + region.altitudeM[1]) / 2);
    const location = await trx
      .insertInto('weather_locations')
      .values({
        customer_id: customerId,
        name: region.name,
        lon: region.lon,
        lat: region.lat,
        altitude_m: altitudeM,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const days = dailyWeather(
      random,
      { lat: region.lat, altitudeM, rainFactor: region.rainFactor, tempOffsetC: region.tempOffsetC },
      isoDay(end),
    );
    await insertInBatches(
      trx,
      'weather_daily',
      days.map((day) => ({ location_id: location.id, ...day })),
    );
  }
}

function pickWeighted<T extends { weight: number }>(random: Random, items: readonly T[]): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let target = random.next() * total;
  for (const item of items) {
    target -= item.weight;
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

import {
  encodeGridRaster,
  monitoringSummaryOf,
  type AlertLossFigures,
  type LevelArea,
  type MonitoringDates,
  type MonitoringGrid,
  type MonitoringKind,
  type MonitoringSummary,
} from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { createVersionedCache, deepFreeze, readVersion, versionOf } from '../versioned-cache';

/** How many grids (a few hundred bytes each, compact: see grid-raster.ts) each repository keeps. */
const GRIDS_CACHED = 500;

/** Weed-competition and canopy-anomaly grids of a customer's plots; the area rules are api-client's. */
export function createGridsRepository(db: Kysely<Database>) {
  const grids = createVersionedCache<MonitoringGrid>(GRIDS_CACHED);

  /**
   * The loss of each plot's alert on a date (migration 0017), as recorded by the latest import of that
   * date still published: a rolled-back publication's alerts are gone with it.
   */
  async function lossesOn(
    customerId: number,
    kind: MonitoringKind,
    date: string,
  ): Promise<Map<number, AlertLossFigures>> {
    const rows = await db
      .selectFrom('monitoring_alerts')
      .innerJoin('imports', 'imports.id', 'monitoring_alerts.import_id')
      .select([
        'monitoring_alerts.import_id',
        'monitoring_alerts.plot_id',
        'monitoring_alerts.basis',
        'monitoring_alerts.ima_m3_ha_year',
        'monitoring_alerts.age_years',
        'monitoring_alerts.cut_age_years',
        'monitoring_alerts.age_factor',
        'monitoring_alerts.loss_m3',
        'monitoring_alerts.price_brl_per_m3',
        'monitoring_alerts.loss_brl',
      ])
      .where('monitoring_alerts.customer_id', '=', customerId)
      .where('monitoring_alerts.kind', '=', kind)
      .where('monitoring_alerts.monitoring_date', '=', date)
      .where('imports.status', '=', 'published')
      .execute();
    const latest = Math.max(0, ...rows.map((row) => row.import_id));
    return new Map(
      rows
        .filter((row) => row.import_id === latest)
        .map((row) => [
          row.plot_id,
          {
            basis: row.basis,
            imaM3HaYear: row.ima_m3_ha_year,
            ageYears: row.age_years,
            cutAgeYears: row.cut_age_years,
            ageFactor: row.age_factor,
            lossM3: row.loss_m3,
            priceBrlPerM3: row.price_brl_per_m3,
            lossBrl: row.loss_brl,
          },
        ]),
    );
  }

  async function latestDate(customerId: number, kind: MonitoringKind): Promise<string | null> {
    const row = await db
      .selectFrom('monitoring_grids')
      .select('monitoring_date')
      .where('customer_id', '=', customerId)
      .where('kind', '=', kind)
      .orderBy('monitoring_date', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.monitoring_date ?? null;
  }

  /** The grid of a plot on a date (its latest without one), from the database. */
  async function readGrid(plotId: number, kind: MonitoringKind, date?: string): Promise<MonitoringGrid> {
    let query = db
      .selectFrom('monitoring_grids')
      .select(['id', 'monitoring_date', 'image_date', 'cell_size_m'])
      .where('plot_id', '=', plotId)
      .where('kind', '=', kind);
    query = date ? query.where('monitoring_date', '=', date) : query.orderBy('monitoring_date', 'desc');
    const grid = await query.limit(1).executeTakeFirst();
    if (!grid) return { kind, plotId, date: date ?? null, imageDate: null, cellSizeM: null, raster: null };
    const cells = await db
      .selectFrom('monitoring_cells')
      .select(['lon', 'lat', 'level', 'area_ha as areaHa'])
      .where('grid_id', '=', grid.id)
      .orderBy('id')
      .execute();
    return {
      kind,
      plotId,
      date: grid.monitoring_date,
      imageDate: grid.image_date,
      cellSizeM: grid.cell_size_m,
      raster: encodeGridRaster(cells, grid.cell_size_m),
    };
  }

  return {
    /** The customer's monitoring dates, oldest first, with the number of plots of each. */
    async dates(customerId: number, kind: MonitoringKind): Promise<MonitoringDates> {
      const rows = await db
        .selectFrom('monitoring_grids')
        .select(({ fn }) => ['monitoring_date', fn.countAll().as('plots')])
        .where('customer_id', '=', customerId)
        .where('kind', '=', kind)
        .groupBy('monitoring_date')
        .orderBy('monitoring_date')
        .execute();
      // PostgreSQL counts in bigint, which pg hands over as a string.
      return rows.map((row) => ({ date: row.monitoring_date, plots: Number(row.plots) }));
    },

    /**
     * The cells of one of the customer's plots on a date, or on its latest one; undefined when the plot is
     * not the customer's. Grids are cached per data version (see versioned-cache.ts): any write to grids or
     * cells makes the next read go to the database again. The plot's owner is checked on every call.
     */
    async customerGrid(
      customerId: number,
      plotId: number,
      kind: MonitoringKind,
      date?: string,
    ): Promise<MonitoringGrid | undefined> {
      const plot = await db
        .selectFrom('plots')
        .select(versionOf('monitoring').as('version'))
        .where('id', '=', plotId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (!plot) return undefined;
      const version = readVersion(plot);
      const key = `${plotId}:${kind}:${date ?? ''}`;
      const cached = grids.get(key, version);
      if (cached) return cached;
      const result = deepFreeze(await readGrid(plotId, kind, date));
      grids.set(key, version, result);
      return result;
    },

    /**
     * Every plot of the customer on a monitoring date (the latest without one): monitored or not, its
     * flagged area (infested or affected) and the change since the plot's previous monitoring.
     */
    async summary(customerId: number, kind: MonitoringKind, date?: string): Promise<MonitoringSummary> {
      const on = date ?? (await latestDate(customerId, kind));
      const plots = await db
        .selectFrom('plots')
        .select(['id', 'name', 'gloc1', 'area_ha'])
        .where('customer_id', '=', customerId)
        .where('retired_at', 'is', null)
        .execute();
      const current = on
        ? await db
            .selectFrom('monitoring_grids')
            .select(['plot_id', 'image_date'])
            .where('customer_id', '=', customerId)
            .where('kind', '=', kind)
            .where('monitoring_date', '=', on)
            .execute()
        : [];
      const previous = on
        ? await db
            .selectFrom('monitoring_grids')
            .select(({ fn }) => ['plot_id', fn.max('monitoring_date').as('date')])
            .where('customer_id', '=', customerId)
            .where('kind', '=', kind)
            .where('monitoring_date', '<', on)
            .groupBy('plot_id')
            .execute()
        : [];
      const dates = [...new Set([on, ...previous.map((row) => row.date)])].filter((d): d is string => !!d);
      const sums =
        dates.length > 0
          ? await db
              .selectFrom('monitoring_grids')
              .innerJoin('monitoring_cells', 'monitoring_cells.grid_id', 'monitoring_grids.id')
              .select(({ fn }) => [
                'monitoring_grids.plot_id',
                'monitoring_grids.monitoring_date',
                'monitoring_cells.level',
                fn.sum<number>('monitoring_cells.area_ha').as('areaHa'),
              ])
              .where('monitoring_grids.customer_id', '=', customerId)
              .where('monitoring_grids.kind', '=', kind)
              .where('monitoring_grids.monitoring_date', 'in', dates)
              // Imported grids say their areas themselves (below); their cells are for the map.
              .where('monitoring_grids.level_areas_json', 'is', null)
              .groupBy([
                'monitoring_grids.plot_id',
                'monitoring_grids.monitoring_date',
                'monitoring_cells.level',
              ])
              .execute()
          : [];

      const measured =
        dates.length > 0
          ? await db
              .selectFrom('monitoring_grids')
              .select(['plot_id', 'monitoring_date', 'level_areas_json'])
              .where('customer_id', '=', customerId)
              .where('kind', '=', kind)
              .where('monitoring_date', 'in', dates)
              .where('level_areas_json', 'is not', null)
              .execute()
          : [];

      const levelsOf = new Map<string, LevelArea[]>();
      const add = (plotId: number, date: string, level: number, areaHa: number) => {
        const key = `${plotId}@${date}`;
        const list = levelsOf.get(key) ?? [];
        list.push({ level, areaHa });
        levelsOf.set(key, list);
      };
      for (const row of sums) add(row.plot_id, row.monitoring_date, row.level, Number(row.areaHa));
      for (const row of measured) {
        const areas = JSON.parse(row.level_areas_json ?? '{}') as Record<string, number>;
        for (const [level, areaHa] of Object.entries(areas))
          add(row.plot_id, row.monitoring_date, Number(level), areaHa);
      }
      const losses = on ? await lossesOn(customerId, kind, on) : new Map<number, AlertLossFigures>();
      const imageDates = new Map(current.map((row) => [row.plot_id, row.image_date]));
      const previousDates = new Map(previous.map((row) => [row.plot_id, row.date]));

      // The order, the change, the alert and the totals are api-client's rule (monitoring/summary.ts).
      return monitoringSummaryOf(
        kind,
        on,
        plots.map((plot) => {
          const previousDate = previousDates.get(plot.id);
          return {
            plotId: plot.id,
            plotName: plot.name,
            gloc1: plot.gloc1,
            plotAreaHa: plot.area_ha,
            current:
              on && imageDates.has(plot.id)
                ? {
                    imageDate: imageDates.get(plot.id) ?? null,
                    levels: levelsOf.get(`${plot.id}@${on}`) ?? [],
                  }
                : null,
            previous: previousDate
              ? { date: previousDate, levels: levelsOf.get(`${plot.id}@${previousDate}`) ?? [] }
              : null,
            loss: losses.get(plot.id) ?? null,
          };
        }),
      );
    },
  };
}
export type GridsRepository = ReturnType<typeof createGridsRepository>;

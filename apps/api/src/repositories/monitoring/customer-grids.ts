import {
  encodeGridRaster,
  type GridCell,
  type MonitoringGrid,
  type MonitoringGrids,
  type MonitoringKind,
} from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { createVersionedCache, deepFreeze } from '../versioned-cache';

/**
 * How many whole-customer answers are kept. The large seed's Serra Azul has some 17,000 cells on a date,
 * about 30 KB in the compact form, and a screen asks for a few dates at most: a handful covers the users.
 */
const ANSWERS_CACHED = 16;

/** The grids of a customer's plots monitored on `date`, read from the database (no cache). */
export async function readCustomerGrids(
  db: Kysely<Database>,
  customerId: number,
  kind: MonitoringKind,
  date: string,
): Promise<MonitoringGrids> {
  // Retired plots keep their grids (a rollback brings them back) but are drawn nowhere.
  const grids = await db
    .selectFrom('monitoring_grids')
    .innerJoin('plots', 'plots.id', 'monitoring_grids.plot_id')
    .select([
      'monitoring_grids.id',
      'monitoring_grids.plot_id',
      'monitoring_grids.image_date',
      'monitoring_grids.cell_size_m',
    ])
    .where('monitoring_grids.customer_id', '=', customerId)
    .where('monitoring_grids.kind', '=', kind)
    .where('monitoring_grids.monitoring_date', '=', date)
    .where('plots.retired_at', 'is', null)
    .orderBy('monitoring_grids.plot_id')
    .execute();
  const cells = new Map<number, GridCell[]>(grids.map((grid) => [grid.id, []]));
  if (grids.length > 0) {
    const rows = await db
      .selectFrom('monitoring_cells')
      .innerJoin('monitoring_grids', 'monitoring_grids.id', 'monitoring_cells.grid_id')
      .select([
        'monitoring_cells.grid_id',
        'monitoring_cells.lon',
        'monitoring_cells.lat',
        'monitoring_cells.level',
        'monitoring_cells.area_ha',
      ])
      .where('monitoring_grids.customer_id', '=', customerId)
      .where('monitoring_grids.kind', '=', kind)
      .where('monitoring_grids.monitoring_date', '=', date)
      // The order of the per-plot route, so both give a plot's cells alike.
      .orderBy('monitoring_cells.id')
      .execute();
    for (const row of rows)
      cells.get(row.grid_id)?.push({ lon: row.lon, lat: row.lat, level: row.level, areaHa: row.area_ha });
  }
  return {
    kind,
    date,
    grids: grids.map((grid): MonitoringGrid => ({
      kind,
      plotId: grid.plot_id,
      date,
      imageDate: grid.image_date,
      cellSizeM: grid.cell_size_m,
      raster: encodeGridRaster(cells.get(grid.id) ?? [], grid.cell_size_m),
    })),
  };
}

/**
 * Every plot's weed or anomaly grid of one monitoring date, for the map of all of a customer's plots: two
 * queries whatever the number of plots, where the per-plot route would take one request each.
 */
export function createCustomerGridsRepository(db: Kysely<Database>) {
  const answers = createVersionedCache<MonitoringGrids>(ANSWERS_CACHED);

  return {
    /**
     * The grids of the customer's plots monitored on `date` (none on a date without monitoring). Cached per
     * data version like the per-plot grids (versioned-cache.ts): any write to grids or cells is seen at once.
     * `version` is the monitoring data's, read before this call (with the session: see dataVersionOf).
     */
    async onDate(
      customerId: number,
      kind: MonitoringKind,
      date: string,
      version: number,
    ): Promise<MonitoringGrids> {
      const key = `${customerId}:${kind}:${date}`;
      const cached = answers.get(key, version);
      if (cached) return cached;
      const answer = deepFreeze(await readCustomerGrids(db, customerId, kind, date));
      answers.set(key, version, answer);
      return answer;
    },
  };
}
export type CustomerGridsRepository = ReturnType<typeof createCustomerGridsRepository>;

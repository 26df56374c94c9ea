import { gridCells, type MonitoringKind } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { StagedGrid } from '../read/read-grid-file';

/** A grid as written: its cells as [lon, lat, level, area] (compact in JSON), and its measured areas. */
export interface ReplacedGrid {
  plotId: number;
  imageDate: string;
  cellSizeM: number;
  levelAreasJson: string | null;
  cells: [number, number, number, number][];
}

/** Cells written per statement: SQLite allows 32,766 parameters, five a row. */
const CELLS_PER_INSERT = 2000;

/** Where a grid import writes: one customer's weeds or anomalies on one date. */
export interface GridScope {
  customerId: number;
  kind: MonitoringKind;
  date: string;
}

async function insertGrid(
  trx: Kysely<Database>,
  scope: GridScope,
  grid: Omit<ReplacedGrid, 'cells'>,
  cells: readonly [number, number, number, number][],
): Promise<void> {
  const { id } = await trx
    .insertInto('monitoring_grids')
    .values({
      customer_id: scope.customerId,
      plot_id: grid.plotId,
      kind: scope.kind,
      monitoring_date: scope.date,
      image_date: grid.imageDate,
      cell_size_m: grid.cellSizeM,
      level_areas_json: grid.levelAreasJson,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < cells.length; start += CELLS_PER_INSERT) {
    await trx
      .insertInto('monitoring_cells')
      .values(
        cells
          .slice(start, start + CELLS_PER_INSERT)
          .map(([lon, lat, level, areaHa]) => ({ grid_id: id, lon, lat, level, area_ha: areaHa })),
      )
      .execute();
  }
}

/** Removes the scope's grids and answers them as they were. */
async function takeGrids(trx: Kysely<Database>, scope: GridScope): Promise<ReplacedGrid[]> {
  const grids = await trx
    .selectFrom('monitoring_grids')
    .select(['id', 'plot_id', 'image_date', 'cell_size_m', 'level_areas_json'])
    .where('customer_id', '=', scope.customerId)
    .where('kind', '=', scope.kind)
    .where('monitoring_date', '=', scope.date)
    .orderBy('id')
    .execute();
  const taken: ReplacedGrid[] = [];
  for (const grid of grids) {
    const cells = await trx
      .selectFrom('monitoring_cells')
      .select(['lon', 'lat', 'level', 'area_ha'])
      .where('grid_id', '=', grid.id)
      .orderBy('id')
      .execute();
    taken.push({
      plotId: grid.plot_id,
      imageDate: grid.image_date,
      cellSizeM: grid.cell_size_m,
      levelAreasJson: grid.level_areas_json,
      cells: cells.map((cell) => [cell.lon, cell.lat, cell.level, cell.area_ha]),
    });
    await trx.deleteFrom('monitoring_cells').where('grid_id', '=', grid.id).execute();
    await trx.deleteFrom('monitoring_grids').where('id', '=', grid.id).execute();
  }
  return taken;
}

/**
 * Replaces the scope's grids by the staged ones (in the caller's transaction): the customer's screens see
 * the new date's data at once, whole. Answers the grids it replaced, for the rollback.
 */
export async function publishGrids(
  trx: Kysely<Database>,
  scope: GridScope,
  staged: readonly StagedGrid[],
): Promise<ReplacedGrid[]> {
  const replaced = await takeGrids(trx, scope);
  for (const grid of staged) {
    const cells = gridCells({ raster: grid.raster }).map((cell): [number, number, number, number] => [
      cell.lon,
      cell.lat,
      cell.level,
      cell.areaHa,
    ]);
    await insertGrid(
      trx,
      scope,
      {
        plotId: grid.plotId,
        imageDate: scope.date,
        cellSizeM: grid.cellSizeM,
        levelAreasJson: JSON.stringify(grid.areaHaByLevel),
      },
      cells,
    );
  }
  return replaced;
}

/** Puts back the grids a publication replaced (in the caller's transaction), removing the published ones. */
export async function restoreGrids(
  trx: Kysely<Database>,
  scope: GridScope,
  replaced: readonly ReplacedGrid[],
): Promise<void> {
  await takeGrids(trx, scope);
  for (const grid of replaced) await insertGrid(trx, scope, grid, grid.cells);
}

import {
  roundArea,
  type ImportPreview,
  type ImportPreviewPlot,
  type MonitoringGrid,
  type MonitoringKind,
} from '@dossel/api-client';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../db/schema';
import type { ImportsTable } from '../../db/schema-imports';
import type { PlotsTable } from '../../db/schema-monitoring';
import { readImportData } from '../../repositories/imports';
import { readCustomerGrids } from '../../repositories/monitoring/customer-grids';
import { createGridsRepository } from '../../repositories/monitoring/grids';
import { plotFeatureCollection, toPlot } from '../../repositories/monitoring/plots';
import type { StagedGrid } from '../read/read-grid-file';
import type { StagedPlot } from '../read/read-plots-file';
import type { PlotRow } from '../read/read-table-file';
import { flaggedHaOf } from '../run/import-runner';
import { comparePlots } from './publish-plots';
import { compareRows } from './publish-rows';

/**
 * What an import would change, for staff to look at before publishing: plots against the customer's live
 * ones, or the grids of the date as they are and as they would be, with both sides for the maps.
 */
export async function importPreview(
  db: Kysely<Database>,
  row: Selectable<ImportsTable>,
): Promise<ImportPreview> {
  const today = new Date().toISOString().slice(0, 10);
  const liveRows = await db
    .selectFrom('plots')
    .selectAll()
    .where('customer_id', '=', row.customer_id)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const live = liveRows.map((plot) => toPlot(plot, today));
  const before = plotFeatureCollection(live);

  if (row.kind === 'plots') {
    const staged = await readImportData<StagedPlot>(db, 'import_staged', row.id);
    const plots = await comparePlots(db, row.customer_id, staged);
    const idOfCode = new Map(liveRows.map((plot) => [plot.code, plot.id]));
    // New plots have no id yet: they are numbered after the customer's, only to tell them apart on the map.
    let nextId = Math.max(0, ...liveRows.map((plot) => plot.id));
    const after = staged.map((plot) => {
      const { geometry, ...fields } = plot;
      const asRow: Selectable<PlotsTable> = {
        ...fields,
        id: idOfCode.get(plot.code) ?? (nextId += 1),
        customer_id: row.customer_id,
        geometry_json: JSON.stringify(geometry),
        retired_at: null,
      };
      return toPlot(asRow, today);
    });
    return {
      plots,
      outlines: { before, after: plotFeatureCollection(after) },
      grids: { before: [], after: [] },
    };
  }

  // A weather series is about stations, not plots: its counts say what changes.
  if (row.kind === 'weather')
    return { plots: [], outlines: { before, after: before }, grids: { before: [], after: [] } };

  if (row.kind === 'plotMetrics' || row.kind === 'soilRelief' || row.kind === 'vegetation') {
    const staged = await readImportData<PlotRow>(db, 'import_staged', row.id);
    const changes = await compareRows(db, staged);
    // A plot shows once: added when all its rows are new, changed when any row changes, else unchanged.
    const byPlot = new Map<number, ImportPreviewPlot['change'][]>();
    staged.forEach((stagedRow, index) => {
      const list = byPlot.get(stagedRow.plot_id) ?? [];
      list.push(changes[index] ?? 'unchanged');
      byPlot.set(stagedRow.plot_id, list);
    });
    const plots: ImportPreviewPlot[] = liveRows
      .filter((plot) => byPlot.has(plot.id))
      .map((plot) => {
        const list = byPlot.get(plot.id) ?? [];
        const change = list.every((each) => each === 'added')
          ? 'added'
          : list.some((each) => each !== 'unchanged')
            ? 'changed'
            : 'unchanged';
        return {
          code: plot.code,
          name: plot.name,
          change,
          areaHaBefore: plot.area_ha,
          areaHaAfter: plot.area_ha,
          flaggedHaBefore: null,
          flaggedHaAfter: null,
        };
      });
    return { plots, outlines: { before, after: before }, grids: { before: [], after: [] } };
  }

  const kind = row.kind as MonitoringKind;
  const date = row.monitoring_date ?? today;
  const staged = await readImportData<StagedGrid>(db, 'import_staged', row.id);
  const current = (await readCustomerGrids(db, row.customer_id, kind, date)).grids;
  const after: MonitoringGrid[] = staged.map((grid) => ({
    kind,
    plotId: grid.plotId,
    date,
    imageDate: date,
    cellSizeM: grid.cellSizeM,
    raster: grid.raster,
  }));
  const currentOf = new Map(current.map((grid) => [grid.plotId, grid]));
  // The areas the screens show now: measured ones for imported grids, the cells' sums for the others.
  const shown = await createGridsRepository(db).summary(row.customer_id, kind, date);
  const flaggedNow = new Map(shown.plots.map((plot) => [plot.plotId, plot.flaggedAreaHa]));
  const stagedOf = new Map(staged.map((grid) => [grid.plotId, grid]));
  const plots: ImportPreviewPlot[] = [];
  for (const plot of liveRows) {
    const was = currentOf.get(plot.id);
    const will = stagedOf.get(plot.id);
    if (!was && !will) continue;
    const flaggedHaBefore = was ? (flaggedNow.get(plot.id) ?? 0) : null;
    const flaggedHaAfter = will ? roundArea(flaggedHaOf(kind, will)) : null;
    plots.push({
      code: plot.code,
      name: plot.name,
      change: !was
        ? 'added'
        : !will
          ? 'retired'
          : flaggedHaBefore === flaggedHaAfter
            ? 'unchanged'
            : 'changed',
      areaHaBefore: plot.area_ha,
      areaHaAfter: plot.area_ha,
      flaggedHaBefore,
      flaggedHaAfter,
    });
  }
  return { plots, outlines: { before, after: before }, grids: { before: current, after } };
}

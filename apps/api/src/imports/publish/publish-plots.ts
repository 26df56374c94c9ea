import type { ImportPreviewPlot } from '@dossel/api-client';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../db/schema';
import type { PlotsTable } from '../../db/schema-monitoring';
import type { StagedPlot } from '../read/read-plots-file';

/** What publishing did to one plot, kept so that a rollback undoes it. */
export type ReplacedPlot =
  | { op: 'added'; id: number }
  | { op: 'changed'; row: Selectable<PlotsTable> }
  | { op: 'retired'; id: number };

/** The plot's columns an import writes, from its staged form. */
function columnsOf(plot: StagedPlot) {
  const { geometry, ...fields } = plot;
  return { ...fields, geometry_json: JSON.stringify(geometry), retired_at: null };
}

/** Whether publishing would change a live plot: any field or the outline differs. */
function differs(live: Selectable<PlotsTable>, staged: StagedPlot): boolean {
  const next = columnsOf(staged);
  return (Object.keys(next) as (keyof typeof next)[]).some((key) => live[key] !== next[key]);
}

const livePlots = (db: Kysely<Database>, customerId: number) =>
  db.selectFrom('plots').selectAll().where('customer_id', '=', customerId).orderBy('id').execute();

/**
 * What a plots file would do against the customer's plots, matched by code: added, changed, unchanged,
 * and the live plots it leaves out retired (a plots file is the customer's whole list).
 */
export async function comparePlots(
  db: Kysely<Database>,
  customerId: number,
  staged: readonly StagedPlot[],
): Promise<ImportPreviewPlot[]> {
  const live = new Map((await livePlots(db, customerId)).map((row) => [row.code, row]));
  const rows: ImportPreviewPlot[] = staged.map((plot) => {
    const current = live.get(plot.code);
    const change =
      !current || current.retired_at !== null ? 'added' : differs(current, plot) ? 'changed' : 'unchanged';
    return {
      code: plot.code,
      name: plot.name,
      change,
      areaHaBefore: current && current.retired_at === null ? current.area_ha : null,
      areaHaAfter: plot.area_ha,
      flaggedHaBefore: null,
      flaggedHaAfter: null,
    };
  });
  const codes = new Set(staged.map((plot) => plot.code));
  for (const row of live.values()) {
    if (row.retired_at !== null || codes.has(row.code)) continue;
    rows.push({
      code: row.code,
      name: row.name,
      change: 'retired',
      areaHaBefore: row.area_ha,
      areaHaAfter: null,
      flaggedHaBefore: null,
      flaggedHaAfter: null,
    });
  }
  return rows;
}

/**
 * Writes the staged plots over the customer's (in the caller's transaction): same code → updated (and back
 * from retired), new code → inserted, a live code the file leaves out → retired. Answers what it replaced.
 */
export async function publishPlots(
  trx: Kysely<Database>,
  customerId: number,
  staged: readonly StagedPlot[],
  now: Date,
): Promise<ReplacedPlot[]> {
  const live = new Map((await livePlots(trx, customerId)).map((row) => [row.code, row]));
  const replaced: ReplacedPlot[] = [];
  for (const plot of staged) {
    const current = live.get(plot.code);
    if (!current) {
      const { id } = await trx
        .insertInto('plots')
        .values({ customer_id: customerId, ...columnsOf(plot) })
        .returning('id')
        .executeTakeFirstOrThrow();
      replaced.push({ op: 'added', id });
    } else if (current.retired_at !== null || differs(current, plot)) {
      await trx.updateTable('plots').set(columnsOf(plot)).where('id', '=', current.id).execute();
      replaced.push({ op: 'changed', row: current });
    }
  }
  const codes = new Set(staged.map((plot) => plot.code));
  const leftOut = [...live.values()].filter((row) => row.retired_at === null && !codes.has(row.code));
  for (const row of leftOut) {
    await trx.updateTable('plots').set({ retired_at: now.toISOString() }).where('id', '=', row.id).execute();
    replaced.push({ op: 'retired', id: row.id });
  }
  return replaced;
}

/**
 * Undoes a publication of plots (in the caller's transaction), last change first: added plots are retired
 * (never deleted: a later import may have given them grids), changed ones get their old row back, retired
 * ones return.
 */
export async function restorePlots(
  trx: Kysely<Database>,
  replaced: readonly ReplacedPlot[],
  now: Date,
): Promise<void> {
  for (const entry of [...replaced].reverse()) {
    if (entry.op === 'added') {
      await trx
        .updateTable('plots')
        .set({ retired_at: now.toISOString() })
        .where('id', '=', entry.id)
        .execute();
    } else if (entry.op === 'retired') {
      await trx.updateTable('plots').set({ retired_at: null }).where('id', '=', entry.id).execute();
    } else {
      const { id, ...row } = entry.row;
      await trx.updateTable('plots').set(row).where('id', '=', id).execute();
    }
  }
}

import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import type { PlotRow as StagedRow } from '../read/read-table-file';

/** What publishing did to one row of a plots' table, kept so that a rollback undoes it. */
export type ReplacedRow = { op: 'added'; row: StagedRow } | { op: 'changed'; row: StagedRow; was: StagedRow };

/** The live row a staged one would replace (same plot, and same date for vegetation), if any. */
async function liveRow(db: Kysely<Database>, row: StagedRow): Promise<StagedRow | undefined> {
  if (row.kind === 'soilRelief') {
    const live = await db
      .selectFrom('plot_soils')
      .selectAll()
      .where('plot_id', '=', row.plot_id)
      .executeTakeFirst();
    return live && { kind: 'soilRelief', ...live };
  }
  if (row.kind === 'plotMetrics') {
    const live = await db
      .selectFrom('plot_metrics')
      .selectAll()
      .where('plot_id', '=', row.plot_id)
      .where('measured_on', '=', row.measured_on)
      .executeTakeFirst();
    if (!live) return undefined;
    const { id: _id, contract_status: status, ...figures } = live;
    return { kind: 'plotMetrics', ...figures, contract_status: status as 'active' | 'inactive' };
  }
  const live = await db
    .selectFrom('vegetation_indices')
    .selectAll()
    .where('plot_id', '=', row.plot_id)
    .where('observed_on', '=', row.observed_on)
    .executeTakeFirst();
  return live && { kind: 'vegetation', ...live };
}

const same = (a: StagedRow, b: StagedRow) =>
  (Object.keys(a) as (keyof StagedRow)[]).every((key) => a[key] === b[key]);

/** Per staged row, whether publishing would add it, change the live one or leave it as it is. */
export async function compareRows(
  db: Kysely<Database>,
  staged: readonly StagedRow[],
): Promise<('added' | 'changed' | 'unchanged')[]> {
  const changes: ('added' | 'changed' | 'unchanged')[] = [];
  for (const row of staged) {
    const live = await liveRow(db, row);
    changes.push(!live ? 'added' : same(live, row) ? 'unchanged' : 'changed');
  }
  return changes;
}

async function write(trx: Kysely<Database>, row: StagedRow, existing: boolean): Promise<void> {
  if (row.kind === 'soilRelief') {
    const { kind: _kind, plot_id: plotId, ...values } = row;
    if (existing) await trx.updateTable('plot_soils').set(values).where('plot_id', '=', plotId).execute();
    else
      await trx
        .insertInto('plot_soils')
        .values({ plot_id: plotId, ...values })
        .execute();
    return;
  }
  if (row.kind === 'plotMetrics') {
    const { kind: _kind, plot_id: plotId, measured_on: measuredOn, ...values } = row;
    if (existing)
      await trx
        .updateTable('plot_metrics')
        .set(values)
        .where('plot_id', '=', plotId)
        .where('measured_on', '=', measuredOn)
        .execute();
    else
      await trx
        .insertInto('plot_metrics')
        .values({ plot_id: plotId, measured_on: measuredOn, ...values })
        .execute();
    return;
  }
  const { kind: _kind, plot_id: plotId, observed_on: observedOn, ...values } = row;
  if (existing)
    await trx
      .updateTable('vegetation_indices')
      .set(values)
      .where('plot_id', '=', plotId)
      .where('observed_on', '=', observedOn)
      .execute();
  else
    await trx
      .insertInto('vegetation_indices')
      .values({ plot_id: plotId, observed_on: observedOn, ...values })
      .execute();
}

async function remove(trx: Kysely<Database>, row: StagedRow): Promise<void> {
  if (row.kind === 'soilRelief')
    await trx.deleteFrom('plot_soils').where('plot_id', '=', row.plot_id).execute();
  else if (row.kind === 'plotMetrics')
    await trx
      .deleteFrom('plot_metrics')
      .where('plot_id', '=', row.plot_id)
      .where('measured_on', '=', row.measured_on)
      .execute();
  else
    await trx
      .deleteFrom('vegetation_indices')
      .where('plot_id', '=', row.plot_id)
      .where('observed_on', '=', row.observed_on)
      .execute();
}

/**
 * Writes the staged rows over the customer's (in the caller's transaction): a row for a plot (and date) the
 * table has is updated, others are added; rows the file does not name stay. Answers what it replaced.
 */
export async function publishRows(
  trx: Kysely<Database>,
  staged: readonly StagedRow[],
): Promise<ReplacedRow[]> {
  const replaced: ReplacedRow[] = [];
  for (const row of staged) {
    const live = await liveRow(trx, row);
    if (live && same(live, row)) continue;
    await write(trx, row, live !== undefined);
    replaced.push(live ? { op: 'changed', row, was: live } : { op: 'added', row });
  }
  return replaced;
}

/** Undoes a publication of rows (in the caller's transaction): added rows go, changed ones get their values back. */
export async function restoreRows(trx: Kysely<Database>, replaced: readonly ReplacedRow[]): Promise<void> {
  for (const entry of [...replaced].reverse()) {
    if (entry.op === 'added') await remove(trx, entry.row);
    else await write(trx, entry.was, true);
  }
}

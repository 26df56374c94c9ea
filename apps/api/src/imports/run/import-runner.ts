import {
  fileExtension,
  flaggedArea,
  roundArea,
  type ImportCounts,
  type ImportMapping,
  type ImportStatus,
  type MonitoringKind,
} from '@dossel/api-client';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../db/schema';
import type { ImportsTable } from '../../db/schema-imports';
import type { JobRun } from '../../jobs/tracked-jobs';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createImportsRepository, readImportData, writeImportData } from '../../repositories/imports';
import type { DocumentStorage } from '../../storage/document-storage';
import type { ImportProblem } from '../import-problem';
import { publishGrids, restoreGrids, type ReplacedGrid } from '../publish/publish-grids';
import { comparePlots, publishPlots, restorePlots, type ReplacedPlot } from '../publish/publish-plots';
import { compareRows, publishRows, restoreRows, type ReplacedRow } from '../publish/publish-rows';
import {
  compareWeather,
  publishWeather,
  restoreWeather,
  type ReplacedWeather,
} from '../publish/publish-weather';
import type { ReadOutcome, ReadTask } from '../read/read-import-file';
import type { GridPlot, StagedGrid } from '../read/read-grid-file';
import type { StagedPlot } from '../read/read-plots-file';
import type { PlotRow, TableKind, WeatherRow } from '../read/read-table-file';
import { fileOnDisk } from './file-on-disk';
import type { ImportActor } from './import-jobs';

/** How long a step waits between tries while another import of the customer's kind is under way. */
const BUSY_WAIT_MS = 1000;
/** How long it waits in all before giving up (the job is then tried again later). */
const BUSY_GIVE_UP_MS = 5 * 60_000;

/** A monitoring date just published, as the alerts see it (inside the publication's transaction). */
export interface PublishedGrids {
  importId: number;
  customerId: number;
  kind: MonitoringKind;
  date: string;
}

export interface ImportRunnerDeps {
  db: Kysely<Database>;
  storage: DocumentStorage;
  read: (task: ReadTask) => Promise<ReadOutcome>;
  log: FastifyBaseLogger;
  now?: () => Date;
  /**
   * Runs in the publication's transaction once a weeds or anomalies date is written (the alerts of issue
   * 15 start here), so that what it records is published, or rolled back, with the data.
   */
  afterGridsPublished?: (trx: Kysely<Database>, published: PublishedGrids) => Promise<void>;
}

type ImportRow = Selectable<ImportsTable>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The steps of an import, as its background jobs run them (decision 013): read and check the file, publish
 * it, roll it back. Each step moves the import's status only from where the step starts, so a job run
 * twice (a lost run tried again) does the work once; the customer's data changes in one transaction or not
 * at all.
 */
export function createImportRunner({
  db,
  storage,
  read,
  log,
  now = () => new Date(),
  afterGridsPublished,
}: ImportRunnerDeps) {
  const imports = createImportsRepository(db);
  const audit = createAuditTrail(db);

  /** Moves the import into a working status, waiting while another import of its kind works. */
  async function begin(row: ImportRow, from: readonly ImportStatus[], to: ImportStatus): Promise<boolean> {
    const deadline = Date.now() + BUSY_GIVE_UP_MS;
    for (;;) {
      const moved = await imports.move(row.id, from, to, { progress_done: 0, progress_total: null });
      if (moved !== 'busy') return moved === 'moved';
      if (Date.now() > deadline)
        throw new Error(`import ${row.id}: another import of its kind is still under way`);
      await sleep(BUSY_WAIT_MS);
    }
  }

  /**
   * Runs a step's writes in one transaction, in the audit trail when a user asked for it (the import's
   * status before and after, by the user); a step an API key asked for is kept on the import's row.
   */
  async function audited(by: ImportActor, importId: number, write: (trx: Kysely<Database>) => Promise<void>) {
    if (by.userId === null) return db.transaction().execute(write);
    return audit.of('imports', (trx) => trx).changed({ id: by.userId }, importId, write);
  }

  /** Ends a step that went wrong unexpectedly: the import fails with its reason; the data is as it was. */
  async function fail(row: ImportRow, from: ImportStatus, error: unknown): Promise<void> {
    log.error({ err: error, importId: row.id }, 'import step failed');
    await imports.move(row.id, [from], 'failed', {
      failure_code: 'import.unexpected',
      failure_params: null,
      finished_at: now().toISOString(),
    });
  }

  async function livePlotsForGrids(customerId: number): Promise<GridPlot[]> {
    const rows = await db
      .selectFrom('plots')
      .select(['id', 'geometry_json'])
      .where('customer_id', '=', customerId)
      .where('retired_at', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      geometry: JSON.parse(row.geometry_json) as GridPlot['geometry'],
    }));
  }

  async function taskFor(row: ImportRow, path: string, extension: string): Promise<ReadTask> {
    // Every kind's file may have columns to map: the one chosen, else the last one of this customer and kind.
    const file = {
      path,
      extension,
      mapping: row.mapping ? (JSON.parse(row.mapping) as ImportMapping) : null,
      remembered: await imports.lastMapping(row.customer_id, row.kind),
    };
    const today = now().toISOString().slice(0, 10);
    if (row.kind === 'plots') return { kind: 'plots', ...file, today };
    if (row.kind === 'weeds' || row.kind === 'anomalies')
      return { kind: row.kind, ...file, plots: await livePlotsForGrids(row.customer_id) };
    if (!isTableKind(row.kind)) throw new Error(`import kind ${row.kind} cannot be read`);
    // A weather series names stations, every other table the customer's plots.
    const plots =
      row.kind === 'weather'
        ? []
        : await db
            .selectFrom('plots')
            .select(['code', 'id'])
            .where('customer_id', '=', row.customer_id)
            .where('retired_at', 'is', null)
            .execute();
    const stations =
      row.kind === 'weather'
        ? await db
            .selectFrom('weather_locations')
            .select('name')
            .where('customer_id', '=', row.customer_id)
            .execute()
        : [];
    return {
      kind: row.kind,
      ...file,
      plotIds: plots.map((plot): [string, number] => [plot.code, plot.id]),
      stations: stations.map((station) => station.name),
      today,
    };
  }

  /** The counts of a file read, and the rows it would publish. */
  async function outcomeOf(row: ImportRow, outcome: Extract<ReadOutcome, { ok: true }>) {
    if (outcome.kind === 'plots') {
      const changes = await comparePlots(db, row.customer_id, outcome.read.plots);
      const count = (change: string) => changes.filter((plot) => plot.change === change).length;
      const counts: ImportCounts = {
        items: outcome.read.items,
        columns: outcome.read.columns,
        plots: {
          added: count('added'),
          changed: count('changed'),
          unchanged: count('unchanged'),
          retired: count('retired'),
        },
      };
      return {
        counts,
        mapping: outcome.read.mapping,
        staged: outcome.read.plots as unknown[],
        problems: outcome.read.problems,
      };
    }
    if ('rows' in outcome.read) {
      const { rows } = outcome.read;
      const weather = rows.filter((each): each is WeatherRow => each.kind === 'weather');
      const changes =
        weather.length > 0
          ? await compareWeather(db, row.customer_id, weather)
          : await compareRows(db, rows as PlotRow[]);
      const count = (change: string) => changes.filter((each) => each === change).length;
      const counts: ImportCounts = {
        items: outcome.read.items,
        columns: outcome.read.columns,
        rows: { added: count('added'), changed: count('changed'), unchanged: count('unchanged') },
      };
      return {
        counts,
        mapping: outcome.read.mapping,
        staged: outcome.read.rows as unknown[],
        problems: outcome.read.problems,
      };
    }
    const { grids } = outcome.read;
    const kind = outcome.kind as MonitoringKind;
    const counts: ImportCounts = {
      items: outcome.read.items,
      columns: outcome.read.columns,
      grids: {
        plots: grids.length,
        cellsOutside: outcome.read.cellsOutside,
        monitoredHa: roundArea(grids.reduce((sum, grid) => sum + grid.monitoredHa, 0)),
        flaggedHa: roundArea(grids.reduce((sum, grid) => sum + flaggedHaOf(kind, grid), 0)),
      },
    };
    return {
      counts,
      mapping: outcome.read.mapping ?? null,
      staged: grids as unknown[],
      problems: outcome.read.problems,
    };
  }

  return {
    /** Reads and checks the file in the reader thread; ends `invalid` with its problems, or `ready`. */
    async validate(importId: number, run: JobRun): Promise<void> {
      const row = await imports.find(importId);
      if (!row || !(await begin(row, ['queued', 'validating'], 'validating'))) return;
      const extension = fileExtension(row.file_name);
      let file: Awaited<ReturnType<typeof fileOnDisk>> | undefined;
      try {
        await imports.clearProblems(row.id);
        file = await fileOnDisk(storage, row.storage_key, extension);
        await run.progress(1, 3);
        const outcome = await read(await taskFor(row, file.path, extension));
        await run.progress(2, 3);
        let problems: ImportProblem[];
        let values: { counts: string | null; mapping: string | null } = {
          counts: null,
          mapping: row.mapping,
        };
        if (outcome.ok) {
          const result = await outcomeOf(row, outcome);
          problems = result.problems;
          values = {
            counts: JSON.stringify(result.counts),
            mapping: result.mapping && JSON.stringify(result.mapping),
          };
          await writeImportData(db, 'import_staged', row.id, problems.length === 0 ? result.staged : []);
          if (result.mapping && problems.length === 0)
            await imports.rememberMapping(row.customer_id, row.kind, result.mapping, now());
        } else {
          problems = [outcome.problem];
        }
        await imports.addProblems(row.id, problems);
        await run.progress(3, 3);
        await imports.move(row.id, ['validating'], problems.length === 0 ? 'ready' : 'invalid', {
          ...values,
          finished_at: now().toISOString(),
        });
      } catch (error) {
        await fail(row, 'validating', error);
      } finally {
        await file?.done();
      }
    },

    /** Writes the staged data over the customer's in one transaction; the import becomes `published`. */
    async publish(importId: number, by: ImportActor, run: JobRun): Promise<void> {
      const row = await imports.find(importId);
      if (!row || !(await begin(row, ['publishing'], 'publishing'))) return;
      try {
        const staged = await readImportData<unknown>(db, 'import_staged', row.id);
        await run.progress(0, staged.length);
        await audited(by, row.id, async (trx) => {
          const replaced =
            row.kind === 'plots'
              ? await publishPlots(trx, row.customer_id, staged as StagedPlot[], now())
              : row.kind === 'weather'
                ? await publishWeather(trx, row.customer_id, staged as WeatherRow[])
                : isTableKind(row.kind)
                  ? await publishRows(trx, staged as PlotRow[])
                  : await publishGrids(trx, gridScope(row), staged as StagedGrid[]);
          await writeImportData(trx, 'import_replaced', row.id, replaced);
          if (row.kind === 'weeds' || row.kind === 'anomalies')
            await afterGridsPublished?.(trx, { importId: row.id, ...gridScope(row) });
          await trx
            .updateTable('imports')
            .set({
              status: 'published',
              published_at: now().toISOString(),
              published_by_name: by.name,
              progress_done: staged.length,
              progress_total: staged.length,
            })
            .where('id', '=', row.id)
            .execute();
        });
      } catch (error) {
        await fail(row, 'publishing', error);
      }
    },

    /** Puts back what the publication replaced, in one transaction; the import becomes `rolledBack`. */
    async rollback(importId: number, by: ImportActor): Promise<void> {
      const row = await imports.find(importId);
      if (!row || !(await begin(row, ['rollingBack'], 'rollingBack'))) return;
      try {
        const replaced = await readImportData<unknown>(db, 'import_replaced', row.id);
        await audited(by, row.id, async (trx) => {
          if (row.kind === 'plots') await restorePlots(trx, replaced as ReplacedPlot[], now());
          else if (row.kind === 'weather') await restoreWeather(trx, replaced as ReplacedWeather[]);
          else if (isTableKind(row.kind)) await restoreRows(trx, replaced as ReplacedRow[]);
          else await restoreGrids(trx, gridScope(row), replaced as ReplacedGrid[]);
          await trx
            .updateTable('imports')
            .set({ status: 'rolledBack', rolled_back_at: now().toISOString(), rolled_back_by_name: by.name })
            .where('id', '=', row.id)
            .execute();
        });
      } catch (error) {
        // The data is as published: the import stays so, and says nothing more than the log.
        log.error({ err: error, importId: row.id }, 'import rollback failed');
        await imports.move(row.id, ['rollingBack'], 'published');
      }
    },
  };
}
export type ImportRunner = ReturnType<typeof createImportRunner>;

const isTableKind = (kind: string): kind is TableKind =>
  kind === 'plotMetrics' || kind === 'soilRelief' || kind === 'vegetation' || kind === 'weather';

/** A staged grid's infested (weeds) or affected (anomalies) hectares, by the screens' own rule. */
export function flaggedHaOf(kind: MonitoringKind, grid: Pick<StagedGrid, 'areaHaByLevel'>): number {
  return flaggedArea(
    kind,
    ([1, 2, 3] as const).map((level) => ({ level, areaHa: grid.areaHaByLevel[level] })),
  );
}

function gridScope(row: ImportRow) {
  if (row.monitoring_date === null) throw new Error(`import ${row.id} has no monitoring date`);
  return { customerId: row.customer_id, kind: row.kind as MonitoringKind, date: row.monitoring_date };
}

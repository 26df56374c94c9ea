import type { ImportKind, ImportSource, ImportStatus } from '@dossel/api-client';
import type { Kysely, Updateable } from 'kysely';

import { isUniqueViolation } from '../db/constraint-violations';
import type { Database } from '../db/schema';
import type { ImportsTable } from '../db/schema-imports';
import type { ImportProblem } from '../imports/import-problem';

/**
 * Problems kept of one import: enough to fix a file, without millions of rows for a file that is wrong
 * throughout (the count says how many there were).
 */
export const IMPORT_PROBLEMS_KEPT = 10_000;
/** Problems written per statement: SQLite allows 32,766 parameters, six a row. */
const PROBLEMS_PER_INSERT = 1000;
/** Staged or replaced rows written per statement: each is a plot or a plot's grid as JSON. */
const DATA_ROWS_PER_INSERT = 200;

/** The tables holding an import's rows as JSON: what it would publish, and what publishing it replaced. */
export type ImportDataTableName = 'import_staged' | 'import_replaced';

/** Writes an import's rows (plots, grids) as JSON in their order, replacing those it had. */
export async function writeImportData(
  db: Kysely<Database>,
  table: ImportDataTableName,
  importId: number,
  rows: readonly unknown[],
): Promise<void> {
  await db.deleteFrom(table).where('import_id', '=', importId).execute();
  for (let start = 0; start < rows.length; start += DATA_ROWS_PER_INSERT) {
    await db
      .insertInto(table)
      .values(
        rows.slice(start, start + DATA_ROWS_PER_INSERT).map((row, index) => ({
          import_id: importId,
          seq: start + index + 1,
          data: JSON.stringify(row),
        })),
      )
      .execute();
  }
}

/** An import's rows as written, in their order. */
export async function readImportData<T>(
  db: Kysely<Database>,
  table: ImportDataTableName,
  importId: number,
): Promise<T[]> {
  const rows = await db
    .selectFrom(table)
    .select('data')
    .where('import_id', '=', importId)
    .orderBy('seq')
    .execute();
  return rows.map((row) => JSON.parse(row.data) as T);
}

export interface NewImport {
  customerId: number;
  kind: ImportKind;
  monitoringDate: string | null;
  source: ImportSource;
  fileName: string;
  fileSize: number;
  storageKey: string;
  createdByName: string;
}

/**
 * The imports of issue 15 (decision 013) as rows: created queued, moved from status to status only from
 * the ones a step may start from, so two instances never both take the same step.
 */
export function createImportsRepository(db: Kysely<Database>) {
  return {
    async create(values: NewImport, now: Date): Promise<number> {
      const row = await db
        .insertInto('imports')
        .values({
          customer_id: values.customerId,
          kind: values.kind,
          monitoring_date: values.monitoringDate,
          source: values.source,
          status: 'queued',
          file_name: values.fileName,
          file_size: values.fileSize,
          storage_key: values.storageKey,
          created_by_name: values.createdByName,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    find(id: number) {
      return db.selectFrom('imports').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** An import with its customer's name, as the API shows it. */
    findWithCustomer(id: number) {
      return db
        .selectFrom('imports')
        .innerJoin('customers', 'customers.id', 'imports.customer_id')
        .selectAll('imports')
        .select('customers.name as customer_name')
        .where('imports.id', '=', id)
        .executeTakeFirst();
    },

    /** The newest imports, one customer's when given, with their customers' names. */
    list(limit: number, customerId?: number) {
      let query = db
        .selectFrom('imports')
        .innerJoin('customers', 'customers.id', 'imports.customer_id')
        .selectAll('imports')
        .select('customers.name as customer_name');
      if (customerId !== undefined) query = query.where('imports.customer_id', '=', customerId);
      return query.orderBy('imports.id', 'desc').limit(limit).execute();
    },

    /** How far reading or publishing has got: `done` of `total` steps. */
    async progressed(id: number, done: number, total: number | null): Promise<void> {
      await db
        .updateTable('imports')
        .set({ progress_done: done, progress_total: total })
        .where('id', '=', id)
        .execute();
    },

    /** Forgets the problems found, before the file is read again with another mapping. */
    async clearProblems(id: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('import_problems').where('import_id', '=', id).execute();
        await trx.updateTable('imports').set({ problem_count: 0 }).where('id', '=', id).execute();
      });
    },

    /**
     * Which of these published imports are the current ones: the newest publication of their customer,
     * kind (and date), whose data the screens show. One query for the whole list.
     */
    async currentPublished(
      rows: readonly Pick<ImportsTable, 'customer_id' | 'kind' | 'monitoring_date'>[],
    ): Promise<Set<number>> {
      if (rows.length === 0) return new Set();
      const customers = [...new Set(rows.map((row) => row.customer_id))];
      const published = await db
        .selectFrom('imports')
        .select(['id', 'customer_id', 'kind', 'monitoring_date'])
        .where('customer_id', 'in', customers)
        .where('status', 'in', ['published', 'rollingBack'])
        .orderBy('published_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const latest = new Map<string, number>();
      for (const row of published) {
        const scope = `${row.customer_id}:${row.kind}:${row.monitoring_date ?? ''}`;
        if (!latest.has(scope)) latest.set(scope, row.id);
      }
      return new Set(latest.values());
    },

    /**
     * Imports left under way by a server that stopped: on the in-process queue their jobs will not run
     * again. Reading or publishing fails with `import.interrupted` (the published data was never touched:
     * publishing writes it in one transaction); a rollback cut short leaves the import published, as it is.
     */
    async settleInterrupted(now: Date): Promise<void> {
      await db
        .updateTable('imports')
        .set({
          status: 'failed',
          failure_code: 'import.interrupted',
          failure_params: null,
          finished_at: now.toISOString(),
        })
        .where('status', 'in', ['queued', 'validating', 'publishing'])
        .execute();
      await db
        .updateTable('imports')
        .set({ status: 'published' })
        .where('status', '=', 'rollingBack')
        .execute();
    },

    /**
     * Moves an import to `to` if it stands in one of `from`, with the other columns given. 'moved';
     * 'not-there' when it had moved on (or is gone); 'busy' when another import of that customer and kind
     * is already being read or published (one at a time, held by the database across instances).
     */
    async move(
      id: number,
      from: readonly ImportStatus[],
      to: ImportStatus,
      values: Omit<Updateable<ImportsTable>, 'id' | 'status'> = {},
    ): Promise<'moved' | 'not-there' | 'busy'> {
      try {
        const result = await db
          .updateTable('imports')
          .set({ ...values, status: to })
          .where('id', '=', id)
          .where('status', 'in', [...from])
          .executeTakeFirst();
        return Number(result.numUpdatedRows) === 1 ? 'moved' : 'not-there';
      } catch (error) {
        if (isUniqueViolation(error)) return 'busy';
        throw error;
      }
    },

    /**
     * Records the problems found, in their order, after those already there: the first
     * `IMPORT_PROBLEMS_KEPT` are kept, and the count says how many there were in all.
     */
    async addProblems(importId: number, problems: readonly ImportProblem[]): Promise<void> {
      if (problems.length === 0) return;
      await db.transaction().execute(async (trx) => {
        const { problem_count: before } = await trx
          .selectFrom('imports')
          .select('problem_count')
          .where('id', '=', importId)
          .executeTakeFirstOrThrow();
        const kept = problems.slice(0, Math.max(0, IMPORT_PROBLEMS_KEPT - before));
        for (let start = 0; start < kept.length; start += PROBLEMS_PER_INSERT) {
          await trx
            .insertInto('import_problems')
            .values(
              kept.slice(start, start + PROBLEMS_PER_INSERT).map((problem, index) => ({
                import_id: importId,
                seq: before + start + index + 1,
                item: problem.item,
                field: problem.field,
                code: problem.code,
                params: problem.params ? JSON.stringify(problem.params) : null,
              })),
            )
            .execute();
        }
        await trx
          .updateTable('imports')
          .set({ problem_count: before + problems.length })
          .where('id', '=', importId)
          .execute();
      });
    },

    /** An import's problems as kept, in the order they were found. */
    async problems(importId: number): Promise<ImportProblem[]> {
      const rows = await db
        .selectFrom('import_problems')
        .select(['item', 'field', 'code', 'params'])
        .where('import_id', '=', importId)
        .orderBy('seq')
        .execute();
      return rows.map((row) => ({
        item: row.item,
        field: row.field,
        code: row.code,
        ...(row.params ? { params: JSON.parse(row.params) as ImportProblem['params'] } : {}),
      }));
    },

    /** The mapping last used for this customer and kind, if any. */
    async lastMapping(
      customerId: number,
      kind: ImportKind,
    ): Promise<Record<string, string | null> | undefined> {
      const row = await db
        .selectFrom('import_mappings')
        .select('mapping')
        .where('customer_id', '=', customerId)
        .where('kind', '=', kind)
        .executeTakeFirst();
      return row ? (JSON.parse(row.mapping) as Record<string, string | null>) : undefined;
    },

    async rememberMapping(
      customerId: number,
      kind: ImportKind,
      mapping: Record<string, string | null>,
      now: Date,
    ): Promise<void> {
      const values = { mapping: JSON.stringify(mapping), updated_at: now.toISOString() };
      await db
        .insertInto('import_mappings')
        .values({ customer_id: customerId, kind, ...values })
        .onConflict((conflict) => conflict.columns(['customer_id', 'kind']).doUpdateSet(values))
        .execute();
    },
  };
}
export type ImportsRepository = ReturnType<typeof createImportsRepository>;

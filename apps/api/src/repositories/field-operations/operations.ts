import {
  COST_PER_DAY,
  COST_PER_HA,
  COST_PER_HOUR,
  OPERATIONS_PAGE_SIZE,
  farmList,
  operationSummaryOf,
  operationTotalCost,
  type Operation,
  type OperationGroup,
  type OperationPage,
  type OperationQuery,
  type OperationSummary,
  type OperationSummaryQuery,
  type OperationValues,
} from '@dossel/api-client';
import { sql, type Kysely } from 'kysely';

import { outOfBounds, repairedValue, STORED_NUMBER_BOUNDS } from '../../db/numeric-bounds';
import type { Database } from '../../db/schema';
import { preparedShapes } from '../prepared-query';
import { deletedRow } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';
import { createVersionedCache, deepFreeze } from '../versioned-cache';

const COLUMNS = [
  'operations.id',
  'operations.data',
  'operations.operacao_id',
  'operational_items.item as operacao_item',
  'operations.gloc1',
  'operations.gloc2',
  'operations.gloc3',
  'operations.gloc4',
  'operations.gloc5',
  'operations.execucao',
  'operations.prestador_id',
  'third_parties.nome as prestador_nome',
  'operations.grupo',
  'operations.area_executada',
  'operations.tipo_custo',
  'operations.custo_hora',
  'operations.custo_ha',
  'operations.custo_diaria',
  'operations.num_diarias',
  'operations.num_horas',
  'operations.observacoes',
  'operations.version',
] as const;

/** The same formula as api-client's `operationTotalCost`, in SQL, for the summary's sums. */
const totalCost = sql<number | null>`case ${sql.ref('tipo_custo')}
  when ${COST_PER_HA} then ${sql.ref('custo_ha')} * ${sql.ref('area_executada')}
  when ${COST_PER_DAY} then ${sql.ref('custo_diaria')} * ${sql.ref('num_diarias')}
  when ${COST_PER_HOUR} then ${sql.ref('custo_hora')} * ${sql.ref('num_horas')}
end`;

/**
 * Whether every number of the record is within its domain (db/numeric-bounds.ts): the only records the
 * summary adds up. The API has stored no other since issue 14 and migration 0011 repaired older ones, but a
 * row written around the API (a script, a restore) must not turn every total of its customer into Infinity
 * or an error. Constants only, so the statement's text stays the same. On PostgreSQL NaN compares above every
 * number and Infinity above the maximum: both fall outside.
 */
const withinBounds = sql<boolean>`(${sql.join(
  Object.entries(STORED_NUMBER_BOUNDS.operations).map(([column, { min, max, nullable }]) => {
    const value = sql.ref(`operations.${column}`);
    const range = sql`(${value} >= ${sql.lit(min)} and ${value} <= ${sql.lit(max)})`;
    return nullable ? sql`(${value} is null or ${range})` : range;
  }),
  sql` and `,
)})`;

/** `YYYY-MM` of the record's date (no parameters: PostgreSQL must see the same text in GROUP BY). */
const month = sql<string>`substr(${sql.ref('data')}, 1, 7)`;

type Row = Omit<Operation, 'custo_total'>;

/** What the ids of a list page are read by: the filters set, the page's start (none on page 1), its size. */
interface PageIdsValues {
  customerId: number;
  de?: string;
  ate?: string;
  grupo?: OperationGroup;
  operacao_id?: number;
  gloc1?: string;
  startData?: string;
  startId?: number;
  pageSize: number;
}

/** The first record of a list page: the page is that record and the ones after it, in the list's order. */
interface PageStart {
  data: string;
  id: number;
}

/** How many list pages (about 25 KB each at 50 records) and filter totals each repository keeps. */
const PAGES_CACHED = 200;
const TOTALS_CACHED = 1000;
/** Page starts of filters (a few KB each: one date and id per page). */
const PAGE_STARTS_CACHED = 200;
/** Records kept for the list's pages (about 1 KB each), shared by every filter and page size. */
const RECORDS_CACHED = 50_000;
/** Summaries (about 5 KB each) and farm lists (one per customer) kept per data version. */
const SUMMARIES_CACHED = 200;
const FARM_LISTS_CACHED = 100;

function withTotal(row: Row): Operation {
  return { ...row, custo_total: operationTotalCost(row) };
}

/** Stored records the repository met with numbers out of their domain (see withinBounds). */
export interface OutOfBoundsRecords {
  customerId: number;
  /** The records' ids, when it read them one by one (a list page, a record). */
  ids?: number[];
  /** How many the summary left out. */
  skipped?: number;
}

export interface OperationsRepositoryOptions {
  /** Told of stored records out of bounds, which the answers repair or skip: the API logs a warning. */
  onOutOfBounds?: (records: OutOfBoundsRecords) => void;
}

/**
 * A record as stored, about to be committed: every number within its domain and a finite total, else the
 * write is undone (its transaction rolls back) rather than stored to fail every answer that holds it.
 */
function storable(row: Row | undefined, id: number): Operation {
  if (!row) throw new Error(`operation ${id} vanished after its write`);
  const columns = outOfBounds('operations', row);
  const record = withTotal(row);
  if (record.custo_total !== null && !Number.isFinite(record.custo_total)) columns.push('custo_total');
  if (columns.length > 0)
    throw new Error(`operation ${id}: ${columns.join(', ')} out of bounds or not finite`);
  return record;
}

/** A stored record as answered: a number out of its domain reads as migration 0011 repairs it. */
function repaired(row: Row): Row {
  const columns = outOfBounds('operations', row);
  if (columns.length === 0) return row;
  const bounds: Record<string, { min: number; max: number; nullable: boolean }> =
    STORED_NUMBER_BOUNDS.operations;
  const fixed: Record<string, unknown> = { ...row };
  for (const column of columns) {
    const bound = bounds[column];
    if (bound) fixed[column] = repairedValue(row[column as keyof Row] as number | null, bound);
  }
  return fixed as Row;
}

/** Operation records, always within one customer: another customer's id reads as missing. */
export function createOperationsRepository(
  db: Kysely<Database>,
  { onOutOfBounds }: OperationsRepositoryOptions = {},
) {
  /** The record as answered, with its total; one stored out of bounds is repaired and told of. */
  const answerOf = (customerId: number, row: Row): Operation => {
    const fixed = repaired(row);
    if (fixed !== row) onOutOfBounds?.({ customerId, ids: [row.id] });
    return withTotal(fixed);
  };

  const pages = createVersionedCache<OperationPage>(PAGES_CACHED);
  const totals = createVersionedCache<number>(TOTALS_CACHED);
  const summaries = createVersionedCache<OperationSummary>(SUMMARIES_CACHED);
  const farmLists = createVersionedCache<string[]>(FARM_LISTS_CACHED);

  /** Every farm (gloc1) the customer's records name, in alphabetical order; read once per data version. */
  async function farmsOf(customerId: number, version: number): Promise<string[]> {
    const key = String(customerId);
    const cached = farmLists.get(key, version);
    if (cached) return cached;
    const rows = await db
      .selectFrom('operations')
      .select('operations.gloc1')
      .distinct()
      .where('operations.customer_id', '=', customerId)
      .execute();
    const farms = farmList(rows.map((row) => row.gloc1));
    farmLists.set(key, version, farms);
    return farms;
  }

  const records = createVersionedCache<Operation>(RECORDS_CACHED);

  /**
   * The records of these ids, in this order, with the names of their item and third party. Records are kept
   * per data version, so a page reads from the table only the records no page has read since the last
   * write; its ids, order and total always come from the index (a record gone since is left out).
   */
  async function recordsOf(
    customerId: number,
    ids: readonly number[],
    version: number,
  ): Promise<Operation[]> {
    const key = (id: number) => `${customerId}:${id}`;
    const kept = ids.map((id) => records.get(key(id), version));
    const missing = ids.filter((_, index) => kept[index] === undefined);
    if (missing.length === 0) return kept as Operation[];
    // By id alone (the ids were just read within the customer): a customer_id condition here lets SQLite
    // without statistics scan the customer's index instead of looking the ids up.
    const rows = await joined().select(COLUMNS).where('operations.id', 'in', missing).execute();
    const read = new Map<number, Operation>();
    for (const row of rows) {
      const record = deepFreeze(answerOf(customerId, row as Row));
      read.set(record.id, record);
      records.set(key(record.id), version, record);
    }
    return ids.flatMap((id, index) => kept[index] ?? read.get(id) ?? []);
  }

  const starts = createVersionedCache<readonly PageStart[]>(PAGE_STARTS_CACHED);

  /**
   * Where each page of a filter starts at a page size: the (data, id) of its first record, read in one
   * index-only pass (row_number over the list's order, every pageSize-th row) and kept per data version.
   * With it any page is a keyset read, so page 360 costs what page 2 does.
   */
  function startsOf(
    customerId: number,
    query: OperationQuery,
    key: string,
    pageSize: number,
    version: number,
  ): Promise<readonly PageStart[]> {
    return starts.getOrRead(key, version, async () => {
      const ordered = filtered(customerId, query)
        .select([
          'operations.data',
          'operations.id',
          sql<
            number | string
          >`row_number() over (order by ${sql.ref('operations.data')} desc, ${sql.ref('operations.id')} desc)`.as(
            'position',
          ),
        ])
        .as('ordered');
      const rows = await db
        .selectFrom(ordered)
        .select(['ordered.data', 'ordered.id'])
        .where(sql<number>`(${sql.ref('ordered.position')} - 1) % ${sql.lit(pageSize)}`, '=', 0)
        .orderBy('ordered.position')
        .execute();
      return Object.freeze(rows.map((row) => ({ data: row.data, id: Number(row.id) })));
    });
  }

  const joined = (executor: Kysely<Database> = db) =>
    executor
      .selectFrom('operations')
      .innerJoin('operational_items', 'operational_items.id', 'operations.operacao_id')
      .leftJoin('third_parties', 'third_parties.id', 'operations.prestador_id');

  const inRange = (customerId: number, { de, ate }: OperationSummaryQuery) => {
    let query = db.selectFrom('operations').where('operations.customer_id', '=', customerId);
    if (de) query = query.where('operations.data', '>=', de);
    if (ate) query = query.where('operations.data', '<=', ate);
    return query;
  };

  /** The records matching the filters; from `start` on (in the list's order) when one is given. */
  const filtered = (customerId: number, filters: OperationQuery, start?: PageStart) => {
    // From a start, its date is the upper bound (the start matched the filters, so it is within `ate`):
    // one bound on the date, which both engines take as the index range, and the ids of that date after it.
    let query = inRange(customerId, start ? { de: filters.de } : filters);
    if (start) {
      query = query
        .where('operations.data', '<=', start.data)
        .where((eb) => eb.or([eb('operations.data', '<', start.data), eb('operations.id', '<=', start.id)]));
    }
    if (filters.grupo) query = query.where('operations.grupo', '=', filters.grupo);
    if (filters.operacao_id) query = query.where('operations.operacao_id', '=', filters.operacao_id);
    if (filters.gloc1) query = query.where('operations.gloc1', '=', filters.gloc1);
    return query;
  };

  // Every page request runs it: built and compiled once per shape (which filters are set, whether the page
  // has a start), and a prepared statement on PostgreSQL (one plan per shape). Building and compiling it
  // anew cost a tenth of a page's time (issue 13).
  const pageIds = preparedShapes(db, (values: PageIdsValues) => {
    const { customerId, startData, startId, pageSize } = values;
    const start =
      startData === undefined || startId === undefined ? undefined : { data: startData, id: startId };
    return filtered(customerId, values, start)
      .select('operations.id')
      .orderBy('operations.data', 'desc')
      .orderBy('operations.id', 'desc')
      .limit(pageSize);
  });

  /** The record as stored (on the write's transaction when given one). */
  async function storedRow(customerId: number, id: number, executor = db): Promise<Row | undefined> {
    const row = await joined(executor)
      .select(COLUMNS)
      .where('operations.customer_id', '=', customerId)
      .where('operations.id', '=', id)
      .executeTakeFirst();
    return row as Row | undefined;
  }

  async function find(customerId: number, id: number): Promise<Operation | undefined> {
    const row = await storedRow(customerId, id);
    return row && answerOf(customerId, row);
  }

  return {
    /**
     * One page, newest first; `total` counts every record matching the filters. Pages and totals are
     * cached per data version (see versioned-cache.ts): any write to the records, their items or third
     * parties makes the next read go to the database again. The total is kept per filter, so paging through
     * a list counts its records once. `version` is the operations' data version, read before this call
     * (with the session: see dataVersionOf).
     */
    async list(customerId: number, query: OperationQuery, version: number): Promise<OperationPage> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? OPERATIONS_PAGE_SIZE;
      const { de, ate, grupo, operacao_id, gloc1 } = query;
      const filterKey = JSON.stringify([customerId, de, ate, grupo, operacao_id, gloc1]);
      const pageKey = `${filterKey}:${page}:${pageSize}`;
      const cached = pages.get(pageKey, version);
      if (cached) return cached;

      const total = await totals.getOrRead(filterKey, version, async () => {
        const { count } = await filtered(customerId, query)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow();
        return Number(count);
      });
      let items: Operation[] = [];
      if ((page - 1) * pageSize < total) {
        // Keyset: the page's ids are read from its first record on, from the index alone, at any depth. The
        // first page needs no start; a deeper one's start comes from the page starts (see startsOf).
        const start =
          page === 1
            ? undefined
            : (await startsOf(customerId, query, `${filterKey}:${pageSize}`, pageSize, version))[page - 1];
        if (page === 1 || start) {
          // An empty filter is no filter (as `filtered` reads them), so it is left unset here; so is `ate`
          // after a start, which `filtered` leaves out then (the start's date is the upper bound).
          const ids = await pageIds({
            customerId,
            de: de || undefined,
            ate: (!start && ate) || undefined,
            grupo: grupo || undefined,
            operacao_id: operacao_id || undefined,
            gloc1: gloc1 || undefined,
            startData: start?.data,
            startId: start?.id,
            pageSize,
          });
          items = await recordsOf(
            customerId,
            ids.map((row) => row.id),
            version,
          );
        }
      }
      const result = deepFreeze({ items, total, page, pageSize });
      pages.set(pageKey, version, result);
      return result;
    },

    /**
     * Totals over a date range and farm: all, by operation group (largest first) and by month (in order),
     * each with the area covered and the cost per hectare; and the farms of all the customer's records.
     * One scan sums each group's months, which make both breakdowns; answers are cached per data version
     * like the list's pages (issue 7: under 300 ms over 100,000 records); `version` as the list's.
     */
    async summary(
      customerId: number,
      query: OperationSummaryQuery,
      version: number,
    ): Promise<OperationSummary> {
      const key = JSON.stringify([customerId, query.de, query.ate, query.gloc1]);
      const cached = summaries.get(key, version);
      if (cached) return cached;

      const rows = await filtered(customerId, query)
        .select((eb) => [
          'operations.grupo',
          month.as('mes'),
          // Only records within bounds count (see withinBounds); the others are counted apart, and told of.
          eb.fn.sum<number | string | null>(sql`case when ${withinBounds} then ${totalCost} end`).as('total'),
          eb.fn.sum<number | string | null>(sql`case when ${withinBounds} then 1 else 0 end`).as('registros'),
          eb.fn
            .sum<number | string | null>(sql`case when ${withinBounds} then ${sql.ref('area_executada')} end`)
            .as('area'),
          eb.fn.sum<number | string | null>(sql`case when ${withinBounds} then 0 else 1 end`).as('ignorados'),
        ])
        .groupBy(['operations.grupo', month])
        .execute();
      const skipped = rows.reduce((count, row) => count + Number(row.ignorados ?? 0), 0);
      if (skipped > 0) onOutOfBounds?.({ customerId, skipped });
      // Sums of each group's month (PostgreSQL answers them as text; the groups are the option list's, which
      // the response schema checks on the way out); lines, rounding and order are api-client's rule.
      const cells = rows.map((row) => ({
        grupo: row.grupo as OperationGroup,
        mes: row.mes,
        total: Number(row.total ?? 0),
        registros: Number(row.registros ?? 0),
        area: Number(row.area ?? 0),
      }));
      const result = deepFreeze(operationSummaryOf(cells, await farmsOf(customerId, version)));
      summaries.set(key, version, result);
      return result;
    },

    find,

    /**
     * The first field whose reference is not a record of the customer (an operational item, a third
     * party), or null when both are theirs.
     */
    async invalidReference(
      customerId: number,
      input: Pick<OperationValues, 'operacao_id' | 'prestador_id'>,
    ): Promise<'operacao_id' | 'prestador_id' | null> {
      const item = await db
        .selectFrom('operational_items')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('id', '=', input.operacao_id)
        .executeTakeFirst();
      if (!item) return 'operacao_id';
      if (input.prestador_id == null) return null;
      const thirdParty = await db
        .selectFrom('third_parties')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('id', '=', input.prestador_id)
        .executeTakeFirst();
      return thirdParty ? null : 'prestador_id';
    },

    /**
     * One transaction: the record, its data version (raised by the table's trigger) and the answer, checked
     * before the commit (see storable), so that a create answered with an error has stored nothing.
     */
    async create(customerId: number, input: OperationValues): Promise<Operation> {
      return db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('operations')
          .values({ ...input, customer_id: customerId })
          .returning('id')
          .executeTakeFirstOrThrow();
        return storable(await storedRow(customerId, id, trx), id);
      });
    },

    /** Applies only at `version` (see record-versions.ts); undefined when the customer has no such record. */
    async update(
      customerId: number,
      id: number,
      input: OperationValues,
      version: number,
    ): Promise<Operation | undefined> {
      // One transaction, as create's: an update answered with an error has changed nothing.
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('operations')
          .set({ ...input, version: NEXT_VERSION })
          .where('customer_id', '=', customerId)
          .where('id', '=', id)
          .where('version', '=', version)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return missingOrStale(storedRow(customerId, id, trx));
        return storable(await storedRow(customerId, id, trx), id);
      });
    },

    async delete(customerId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('operations')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deletedRow(result);
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;

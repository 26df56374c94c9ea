import {
  COST_PER_DAY,
  COST_PER_HA,
  COST_PER_HOUR,
  OPERATIONS_PAGE_SIZE,
  costPerHectare,
  operationTotalCost,
  type Operation,
  type OperationGroup,
  type OperationInput,
  type OperationPage,
  type OperationQuery,
  type OperationSummary,
  type OperationSummaryQuery,
} from '@dossel/api-client';
import { sql, type Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { createVersionedCache, dataVersion, deepFreeze } from '../versioned-cache';

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
] as const;

/** The same formula as api-client's `operationTotalCost`, in SQL, for the summary's sums. */
const totalCost = sql<number | null>`case ${sql.ref('tipo_custo')}
  when ${COST_PER_HA} then ${sql.ref('custo_ha')} * ${sql.ref('area_executada')}
  when ${COST_PER_DAY} then ${sql.ref('custo_diaria')} * ${sql.ref('num_diarias')}
  when ${COST_PER_HOUR} then ${sql.ref('custo_hora')} * ${sql.ref('num_horas')}
end`;

/** `YYYY-MM` of the record's date (no parameters: PostgreSQL must see the same text in GROUP BY). */
const month = sql<string>`substr(${sql.ref('data')}, 1, 7)`;

const cents = (value: number | string | null): number => Math.round(Number(value ?? 0) * 100) / 100;

/** Sums of records: cost, count and area, as SQL answers them (PostgreSQL as text). */
interface Sums {
  total: number;
  registros: number;
  area: number;
}
interface SumsRow {
  total: number | string | null;
  registros: number | string;
  area: number | string | null;
}

/** Adds up the rows of a grouped scan by `key` (a group, a month, or one key for everything). */
function sumBy<Row extends SumsRow, Key extends string>(
  rows: readonly Row[],
  key: (row: Row) => Key,
): Map<Key, Sums> {
  const sums = new Map<Key, Sums>();
  for (const row of rows) {
    const into = sums.get(key(row)) ?? { total: 0, registros: 0, area: 0 };
    into.total += Number(row.total ?? 0);
    into.registros += Number(row.registros);
    into.area += Number(row.area ?? 0);
    sums.set(key(row), into);
  }
  return sums;
}

/** A summary line: money and area rounded to cents, and the cost per hectare of those. */
function line(sums: Sums) {
  const total = cents(sums.total);
  const area = cents(sums.area);
  return { total, registros: sums.registros, area, custo_por_ha: costPerHectare(total, area) };
}

type Row = Omit<Operation, 'custo_total'>;

/** How many list pages (about 25 KB each at 50 records) and filter totals each repository keeps. */
const PAGES_CACHED = 200;
const TOTALS_CACHED = 1000;
/** Summaries (about 5 KB each) and farm lists (one per customer) kept per data version. */
const SUMMARIES_CACHED = 200;
const FARM_LISTS_CACHED = 100;

function withTotal(row: Row): Operation {
  return { ...row, custo_total: operationTotalCost(row) };
}

/** Operation records, always within one customer: another customer's id reads as missing. */
export function createOperationsRepository(db: Kysely<Database>) {
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
    const farms = rows.map((row) => row.gloc1).sort((a, b) => a.localeCompare(b, 'pt-BR'));
    farmLists.set(key, version, farms);
    return farms;
  }

  const joined = () =>
    db
      .selectFrom('operations')
      .innerJoin('operational_items', 'operational_items.id', 'operations.operacao_id')
      .leftJoin('third_parties', 'third_parties.id', 'operations.prestador_id');

  const inRange = (customerId: number, { de, ate }: OperationSummaryQuery) => {
    let query = db.selectFrom('operations').where('operations.customer_id', '=', customerId);
    if (de) query = query.where('operations.data', '>=', de);
    if (ate) query = query.where('operations.data', '<=', ate);
    return query;
  };

  const filtered = (customerId: number, filters: OperationQuery) => {
    let query = inRange(customerId, filters);
    if (filters.grupo) query = query.where('operations.grupo', '=', filters.grupo);
    if (filters.operacao_id) query = query.where('operations.operacao_id', '=', filters.operacao_id);
    if (filters.gloc1) query = query.where('operations.gloc1', '=', filters.gloc1);
    return query;
  };

  async function find(customerId: number, id: number): Promise<Operation | undefined> {
    const row = await joined()
      .select(COLUMNS)
      .where('operations.customer_id', '=', customerId)
      .where('operations.id', '=', id)
      .executeTakeFirst();
    return row && withTotal(row as Row);
  }

  return {
    /**
     * One page, newest first; `total` counts every record matching the filters. Pages and totals are
     * cached per data version (see versioned-cache.ts): any write to the records, their items or third
     * parties makes the next read go to the database again. The total is kept per filter, so paging through
     * a list counts its records once.
     */
    async list(customerId: number, query: OperationQuery): Promise<OperationPage> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? OPERATIONS_PAGE_SIZE;
      const version = await dataVersion(db, 'operations');
      const { de, ate, grupo, operacao_id, gloc1 } = query;
      const filterKey = JSON.stringify([customerId, de, ate, grupo, operacao_id, gloc1]);
      const pageKey = `${filterKey}:${page}:${pageSize}`;
      const cached = pages.get(pageKey, version);
      if (cached) return cached;

      let total = totals.get(filterKey, version);
      if (total === undefined) {
        const { count } = await filtered(customerId, query)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow();
        total = Number(count);
        totals.set(filterKey, version, total);
      }
      // A deferred join: the page's ids come from the index alone, and only those rows are joined and
      // read. Joining before the offset made deep pages read every skipped row (25 req/s at page 360).
      const pageIds = filtered(customerId, query)
        .select('operations.id')
        .orderBy('operations.data', 'desc')
        .orderBy('operations.id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const rows = await joined()
        .select(COLUMNS)
        .where('operations.id', 'in', pageIds)
        .orderBy('operations.data', 'desc')
        .orderBy('operations.id', 'desc')
        .execute();
      const result = deepFreeze({ items: (rows as Row[]).map(withTotal), total, page, pageSize });
      pages.set(pageKey, version, result);
      return result;
    },

    /**
     * Totals over a date range and farm: all, by operation group (largest first) and by month (in order),
     * each with the area covered and the cost per hectare; and the farms of all the customer's records.
     * One scan sums each group's months, which make both breakdowns; answers are cached per data version
     * like the list's pages (issue 7: under 300 ms over 100,000 records).
     */
    async summary(customerId: number, query: OperationSummaryQuery): Promise<OperationSummary> {
      const version = await dataVersion(db, 'operations');
      const key = JSON.stringify([customerId, query.de, query.ate, query.gloc1]);
      const cached = summaries.get(key, version);
      if (cached) return cached;

      const rows = await filtered(customerId, query)
        .select((eb) => [
          'operations.grupo',
          month.as('mes'),
          eb.fn.sum<number | string | null>(totalCost).as('total'),
          eb.fn.countAll<number | string>().as('registros'),
          eb.fn.sum<number | string | null>('operations.area_executada').as('area'),
        ])
        .groupBy(['operations.grupo', month])
        .execute();
      // Stored as text; the groups are the option list's (the response schema checks them on the way out).
      const byGroup = sumBy(rows, (row) => row.grupo as OperationGroup);
      const byMonth = sumBy(rows, (row) => row.mes);
      const all = sumBy(rows, () => 'all').get('all') ?? { total: 0, registros: 0, area: 0 };
      const result = deepFreeze({
        ...line(all),
        por_grupo: [...byGroup]
          .map(([grupo, sums]) => ({ grupo, ...line(sums) }))
          .sort((a, b) => b.total - a.total || a.grupo.localeCompare(b.grupo, 'pt-BR')),
        por_mes: [...byMonth]
          .map(([mes, sums]) => ({ mes, ...line(sums) }))
          .sort((a, b) => a.mes.localeCompare(b.mes)),
        fazendas: await farmsOf(customerId, version),
      });
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
      input: Pick<OperationInput, 'operacao_id' | 'prestador_id'>,
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

    async create(customerId: number, input: OperationInput): Promise<Operation> {
      const { id } = await db
        .insertInto('operations')
        .values({ ...pick(input), customer_id: customerId })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await find(customerId, id);
      if (!created) throw new Error(`operation ${id} vanished after insert`);
      return created;
    },

    async update(customerId: number, id: number, input: OperationInput): Promise<Operation | undefined> {
      const result = await db
        .updateTable('operations')
        .set(pick(input))
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? find(customerId, id) : undefined;
    },

    async remove(customerId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('operations')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}
export type OperationsRepository = ReturnType<typeof createOperationsRepository>;

function pick(input: OperationInput) {
  return {
    data: input.data,
    operacao_id: input.operacao_id,
    gloc1: input.gloc1,
    gloc2: input.gloc2,
    gloc3: input.gloc3,
    gloc4: input.gloc4,
    gloc5: input.gloc5,
    execucao: input.execucao,
    prestador_id: input.prestador_id ?? null,
    grupo: input.grupo,
    area_executada: input.area_executada,
    tipo_custo: input.tipo_custo,
    custo_hora: input.custo_hora ?? null,
    custo_ha: input.custo_ha ?? null,
    custo_diaria: input.custo_diaria ?? null,
    num_diarias: input.num_diarias ?? null,
    num_horas: input.num_horas ?? null,
    observacoes: input.observacoes ?? null,
  };
}

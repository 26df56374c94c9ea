import type { FastifyInstance } from 'fastify';
import { PostgresAdapter, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Config } from '../../config';
import { VALE_VERDE } from '../../routes/field-operations/test-fixtures';
import { makeTestConfig, removeTestData, signIn, startApp } from '../../test/test-app';
import { createMigrator, migrateToLatest } from '../migrate';

// Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL (as the whole API suite does).
let config: Config;
let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  config = await makeTestConfig();
  app = await startApp(config);
  token = await signIn(app, 'novo@demo.com.br');
  // The new user accepts the terms of use first, as the portal's popup asks.
  await app.inject({
    method: 'PUT',
    url: '/api/register/download-app/changeSignature',
    headers: { authorization: `Bearer ${token}` },
  });
});
afterAll(async () => {
  await app.close();
  await removeTestData(config);
});

const get = (url: string) =>
  app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });

/** Ids far above the seed's, for the rows this test stores as a client could before issue 14. */
const BROKEN = { hours: 950_001, area: 950_002, nan: 950_003, item: 950_004, bench: 950_005 };

interface Repair {
  table_name: string;
  record_id: number | string;
  column_name: string;
  stored: string;
  repaired: number | string | null;
}

describe('migration 0011: numbers stored out of bounds are repaired and flagged', () => {
  it('repairs them in every bounded column, names each in data_repairs, and the summary answers again', async () => {
    const { db } = app;
    const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
    const down = await createMigrator(db).migrateTo('0010-operations-keyset');
    expect(down.error).toBeUndefined();

    // What the API stored before its schemas had bounds: 1e308 × 10 hours is Infinity.
    const operation = {
      customer_id: VALE_VERDE,
      // A day the demo seed never uses (its operations are dated back from today), so the list page of
      // that day holds these rows only.
      data: '2001-04-01',
      operacao_id: 1,
      gloc1: 'Fazenda Quebrada',
      gloc2: 'Núcleo',
      gloc3: 'T-001',
      gloc4: 'Projeto',
      gloc5: 'Módulo',
      execucao: 'Próprio',
      prestador_id: 1,
      grupo: 'Plantio',
      area_executada: 10,
      tipo_custo: 'Custo por hora',
      custo_hora: 150,
      num_horas: 10,
    };
    await db
      .insertInto('operations')
      .values([
        { ...operation, id: BROKEN.hours, custo_hora: Number.POSITIVE_INFINITY },
        { ...operation, id: BROKEN.area, area_executada: 1e308, custo_ha: -5 },
        // SQLite stores NaN as NULL (nothing to repair there); PostgreSQL keeps it.
        { ...operation, id: BROKEN.nan, num_horas: Number.NaN },
      ])
      .execute();
    await db
      .insertInto('operational_items')
      .values({
        id: BROKEN.item,
        customer_id: VALE_VERDE,
        item: 'Item caro',
        unidade: 'hora',
        custo_atual: Number.NEGATIVE_INFINITY,
        categoria: 'Máquinário',
      })
      .execute();
    await db
      .insertInto('benchmarking_history')
      .values({ id: BROKEN.bench, customer_id: 1, data: '2024-06-30', ima7: 1e308, performance: 98 })
      .execute();

    await migrateToLatest(db);

    const repairs = (
      await sql<Repair>`select table_name, record_id, column_name, stored, repaired from data_repairs order by id`.execute(
        db,
      )
    ).rows.map((row) => ({
      ...row,
      record_id: Number(row.record_id),
      repaired: row.repaired === null ? null : Number(row.repaired),
    }));
    expect(repairs).toEqual([
      {
        table_name: 'operational_items',
        record_id: BROKEN.item,
        column_name: 'custo_atual',
        stored: '-Infinity',
        repaired: 0.01,
      },
      {
        table_name: 'operations',
        record_id: BROKEN.area,
        column_name: 'area_executada',
        stored: '1e+308',
        repaired: 1_000_000,
      },
      {
        table_name: 'operations',
        record_id: BROKEN.hours,
        column_name: 'custo_hora',
        stored: 'Infinity',
        repaired: null,
      },
      {
        table_name: 'operations',
        record_id: BROKEN.area,
        column_name: 'custo_ha',
        stored: '-5',
        repaired: null,
      },
      ...(postgres
        ? [
            {
              table_name: 'operations',
              record_id: BROKEN.nan,
              column_name: 'num_horas',
              stored: 'NaN',
              repaired: null,
            },
          ]
        : []),
      {
        table_name: 'benchmarking_history',
        record_id: BROKEN.bench,
        column_name: 'ima7',
        stored: '1e+308',
        repaired: null,
      },
    ]);

    const stored = await db
      .selectFrom('operations')
      .select(['id', 'area_executada', 'custo_hora', 'custo_ha', 'num_horas'])
      .where('id', 'in', [BROKEN.hours, BROKEN.area, BROKEN.nan])
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { id: BROKEN.hours, area_executada: 10, custo_hora: null, custo_ha: null, num_horas: 10 },
      { id: BROKEN.area, area_executada: 1_000_000, custo_hora: 150, custo_ha: null, num_horas: 10 },
      { id: BROKEN.nan, area_executada: 10, custo_hora: 150, custo_ha: null, num_horas: null },
    ]);

    // The customer's summary and list pages holding the rows answer again, every number finite.
    const summary = await get('/register/gas/operacoes/resumo');
    expect(summary.statusCode).toBe(200);
    const { total, area } = summary.json<{ total: number; area: number }>();
    expect(Number.isFinite(total) && Number.isFinite(area)).toBe(true);
    const page = await get('/register/gas/operacoes?de=2001-04-01&ate=2001-04-01');
    expect(page.statusCode).toBe(200);
    expect(
      page
        .json<{ items: { id: number }[] }>()
        .items.map((item) => item.id)
        .sort(),
    ).toEqual([BROKEN.hours, BROKEN.area, BROKEN.nan]);

    // Run again (a database repaired before), it finds nothing more to repair.
    await createMigrator(db).migrateTo('0010-operations-keyset');
    await migrateToLatest(db);
    expect(
      Number(
        (await sql<{ n: number | string }>`select count(*) as n from data_repairs`.execute(db)).rows[0]?.n,
      ),
    ).toBe(0);
  });
});

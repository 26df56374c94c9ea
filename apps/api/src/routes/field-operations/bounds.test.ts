// Issue 14, point 1: one customer user could break their company's cost summary for good with one
// unbounded number. Runs on SQLite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createOperationsRepository } from '../../repositories/field-operations/operations';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { callsAs, VALE_VERDE, validBodies, type Call } from './test-fixtures';

let testApp: TestApp;
let call: Call;
beforeAll(async () => {
  testApp = await createTestApp();
  const token = await signIn(testApp.app, 'novo@demo.com.br');
  // The new user accepts the terms of use first, as the portal's popup asks (the API's gate, issue 14).
  await testApp.app.inject({
    method: 'PUT',
    url: '/api/register/download-app/changeSignature',
    headers: { authorization: `Bearer ${token}` },
  });
  call = callsAs(testApp.app, token);
});
afterAll(() => testApp.close());

const perHour = {
  ...validBodies.operation,
  tipo_custo: 'Custo por hora',
  custo_ha: null,
  custo_hora: 150,
  num_horas: 10,
};

const operationCount = async () =>
  Number(
    (
      await testApp.app.db
        .selectFrom('operations')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

interface Summary {
  total: number;
  area: number;
  custo_por_ha: number | null;
  por_grupo: { total: number }[];
}

describe('numbers beyond their domain (issue 14)', () => {
  it('refuses custo_hora 1e308 with a translated 400, stores nothing, and the summary still answers', async () => {
    const before = await operationCount();
    const response = await call('POST', '/operacoes', { ...perHour, custo_hora: 1e308 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Valor acima do máximo permitido', code: 'validation.tooLarge', field: 'custo_hora' },
    ]);
    const english = await call('POST', '/operacoes', { ...perHour, custo_hora: 1e308 }, 'en-US');
    expect(english.json()).toEqual([
      { message: 'Value above the maximum allowed', code: 'validation.tooLarge', field: 'custo_hora' },
    ]);
    expect(await operationCount()).toBe(before);

    const summary = await call('GET', '/operacoes/resumo');
    expect(summary.statusCode).toBe(200);
    const { total, area } = summary.json<Summary>();
    expect(Number.isFinite(total) && Number.isFinite(area)).toBe(true);
  });

  it.each([
    ['area_executada', { area_executada: 1e7 }, 'validation.tooLarge'],
    ['custo_ha', { custo_ha: 2e9 }, 'validation.tooLarge'],
    ['num_horas', { ...perHour, num_horas: 1e12 }, 'validation.tooLarge'],
    ['num_horas', { ...perHour, num_horas: -1 }, 'validation.tooSmall'],
    ['operacao_id', { operacao_id: 2 ** 31 }, 'validation.invalid'],
  ] as const)('refuses %s out of its domain', async (field, change, code) => {
    const before = await operationCount();
    const response = await call('POST', '/operacoes', { ...validBodies.operation, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([expect.objectContaining({ code, field })]);
    expect(await operationCount()).toBe(before);
  });

  it('takes the largest values of each domain, and their totals stay finite', async () => {
    const response = await call('POST', '/operacoes', {
      ...perHour,
      area_executada: 1_000_000,
      custo_hora: 1_000_000_000,
      num_horas: 1_000_000,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ custo_total: number }>().custo_total).toBe(1e15);
    const summary = await call('GET', '/operacoes/resumo');
    expect(summary.statusCode).toBe(200);
    expect(Number.isFinite(summary.json<Summary>().total)).toBe(true);
    await call('DELETE', `/operacoes/${response.json<{ id: number }>().id}`);
  });
});

describe('a write answered with an error changed nothing', () => {
  it('the repository stores no record whose total is not finite (the row, its data version)', async () => {
    const { db } = testApp.app;
    const versionOf = async () =>
      Number(
        (
          await sql<{
            version: number | string;
          }>`select version from data_versions where name = 'operations'`.execute(db)
        ).rows[0]?.version,
      );
    const before = { count: await operationCount(), version: await versionOf() };
    // What a route's schema refuses (see above), given to the repository as a script or a future route might.
    const operations = createOperationsRepository(db);
    await expect(operations.create(VALE_VERDE, { ...perHour, custo_hora: 1e308 } as never)).rejects.toThrow(
      /not finite|out of bounds/,
    );
    expect({ count: await operationCount(), version: await versionOf() }).toEqual(before);

    const { id } = await operations.create(VALE_VERDE, perHour as never);
    const afterCreate = { count: await operationCount(), version: await versionOf() };
    await expect(
      operations.update(VALE_VERDE, id, { ...perHour, custo_hora: 1e308 } as never, 1),
    ).rejects.toThrow(/not finite|out of bounds/);
    expect({ count: await operationCount(), version: await versionOf() }).toEqual(afterCreate);
    expect((await operations.find(VALE_VERDE, id))?.custo_hora).toBe(perHour.custo_hora);
    await operations.delete(VALE_VERDE, id);
  });
});

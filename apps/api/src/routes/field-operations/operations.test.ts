import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { callsAs, messagesByField, SEEDED, VALE_VERDE, validBodies, type Call } from './test-fixtures';

let testApp: TestApp;
let call: Call;
beforeAll(async () => {
  testApp = await createTestApp();
  call = callsAs(testApp.app, await signIn(testApp.app, 'novo@demo.com.br'));
});
afterAll(() => testApp.close());

const REQUIRED = 'Campo obrigatório';
const valid = validBodies.operation;

interface Page {
  items: {
    id: number;
    data: string;
    grupo: string;
    gloc1: string;
    operacao_id: number;
    custo_total: number | null;
  }[];
  total: number;
  page: number;
  pageSize: number;
}

describe('operation records: validation (spec section 5)', () => {
  it('requires data, operacao_id, gloc1 to gloc5, execucao, grupo, area_executada and tipo_custo', async () => {
    const response = await call('POST', '/operacoes', {});
    expect(response.statusCode).toBe(400);
    expect(messagesByField(response.json())).toEqual({
      data: REQUIRED,
      operacao_id: REQUIRED,
      gloc1: REQUIRED,
      gloc2: REQUIRED,
      gloc3: REQUIRED,
      gloc4: REQUIRED,
      gloc5: REQUIRED,
      execucao: REQUIRED,
      grupo: REQUIRED,
      area_executada: REQUIRED,
      tipo_custo: REQUIRED,
    });
  });

  it('requires prestador_id once execucao is set, for own and third-party work alike', async () => {
    for (const execucao of ['Próprio', 'Terceiro']) {
      const response = await call('POST', '/operacoes', { ...valid, execucao, prestador_id: null });
      expect(messagesByField(response.json())).toEqual({ prestador_id: REQUIRED });
    }
  });

  it('refuses an executed area under 0.01', async () => {
    const response = await call('POST', '/operacoes', { ...valid, area_executada: 0 });
    expect(response.json()).toEqual([
      {
        message: 'A area executada deve ser maior que zero',
        code: 'validation.areaMin',
        field: 'area_executada',
      },
    ]);
    const spanish = await call('POST', '/operacoes', { ...valid, area_executada: -1 }, 'es');
    expect(spanish.json()).toEqual([
      {
        message: 'El área ejecutada debe ser mayor que cero',
        code: 'validation.areaMin',
        field: 'area_executada',
      },
    ]);
  });

  it('per ha: requires custo_ha of at least 0.01', async () => {
    const missing = await call('POST', '/operacoes', { ...valid, custo_ha: undefined, custo_diaria: 100 });
    expect(messagesByField(missing.json())).toEqual({ custo_ha: REQUIRED });
    const zero = await call('POST', '/operacoes', { ...valid, custo_ha: 0 });
    expect(messagesByField(zero.json())).toEqual({ custo_ha: 'O custo deve ser maior que zero' });
  });

  it('per day: requires custo_diaria of at least 0.01 and at least 1 day', async () => {
    const perDay = { ...valid, tipo_custo: 'Custo por diária', custo_ha: null };
    expect(messagesByField((await call('POST', '/operacoes', perDay)).json())).toEqual({
      custo_diaria: REQUIRED,
      num_diarias: REQUIRED,
    });
    const low = await call('POST', '/operacoes', { ...perDay, custo_diaria: 0, num_diarias: 0.5 });
    expect(messagesByField(low.json())).toEqual({
      custo_diaria: 'O custo deve ser maior que zero',
      num_diarias: 'O número de diárias deve ser no mínimo 1',
    });
    const one = await call('POST', '/operacoes', { ...perDay, custo_diaria: 180, num_diarias: 1 });
    expect(one.statusCode).toBe(201);
  });

  it('per hour: custo_hora and num_horas stay optional (the spec sets no rule), never negative', async () => {
    const perHour = { ...valid, tipo_custo: 'Custo por hora', custo_ha: null };
    const bare = await call('POST', '/operacoes', perHour);
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toMatchObject({ custo_hora: null, num_horas: null, custo_total: null });
    const negative = await call('POST', '/operacoes', { ...perHour, custo_hora: -5, num_horas: -1 });
    // A negative cost says what a cost must be; hours have their domain's minimum (issue 14).
    expect(messagesByField(negative.json())).toEqual({
      custo_hora: 'O custo deve ser maior que zero',
      num_horas: 'Valor abaixo do mínimo permitido',
    });
  });

  it('shows the field messages and the conditional ones together', async () => {
    const response = await call('POST', '/operacoes', { ...valid, data: '', gloc3: ' ', custo_ha: null });
    expect(messagesByField(response.json())).toEqual({ data: REQUIRED, gloc3: REQUIRED, custo_ha: REQUIRED });
  });

  it('refuses values outside the option lists and a malformed date', async () => {
    const response = await call('POST', '/operacoes', {
      ...valid,
      data: '14/03/2025',
      execucao: 'Outro',
      grupo: 'Colheita',
      tipo_custo: 'Custo por m³',
    });
    expect(messagesByField(response.json())).toEqual({
      data: 'Valor inválido',
      execucao: 'Valor inválido',
      grupo: 'Valor inválido',
      tipo_custo: 'Valor inválido',
    });
  });

  it("refuses an operational item or third party that is not the current customer's", async () => {
    const foreignItem = await testApp.app.db
      .insertInto('operational_items')
      .values({
        customer_id: 1,
        item: 'Item de Serra Azul',
        unidade: 'hora',
        custo_atual: 10,
        categoria: 'Máquinário',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const item = await call('POST', '/operacoes', { ...valid, operacao_id: foreignItem.id });
    expect(item.statusCode).toBe(400);
    expect(item.json()).toEqual([
      {
        message: 'Item operacional não encontrado.',
        code: 'fieldOperations.unknownOperationalItem',
        field: 'operacao_id',
      },
    ]);
    const thirdParty = await call('POST', '/operacoes', { ...valid, prestador_id: 987654 });
    expect(thirdParty.json()).toEqual([
      {
        message: 'Prestador de serviço não encontrado.',
        code: 'fieldOperations.unknownThirdParty',
        field: 'prestador_id',
      },
    ]);
  });
});

describe('operation records: CRUD and total cost', () => {
  it('creates a record with the names of its item and third party and its total cost', async () => {
    const response = await call('POST', '/operacoes', { ...valid, customer_id: 1 });
    expect(response.statusCode).toBe(201);
    const record = response.json<{ id: number }>();
    expect(record).toEqual({
      id: expect.any(Number),
      ...valid,
      operacao_item: 'Trator de pneus 4x4',
      prestador_nome: 'AeroAgro Pulverização Ltda',
      custo_hora: null,
      custo_diaria: null,
      num_diarias: null,
      num_horas: null,
      // per ha: custo_ha × area_executada = 780 × 12.5
      custo_total: 9750,
      version: 1,
    });
    const stored = await testApp.app.db
      .selectFrom('operations')
      .select('customer_id')
      .where('id', '=', record.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(VALE_VERDE);
  });

  it('computes per day as custo_diaria × num_diarias and per hour as custo_hora × num_horas', async () => {
    const perDay = await call('POST', '/operacoes', {
      ...valid,
      tipo_custo: 'Custo por diária',
      custo_ha: null,
      custo_diaria: 152.35,
      num_diarias: 3,
    });
    expect(perDay.json()).toMatchObject({ custo_total: 457.05 });
    const perHour = await call('POST', '/operacoes', {
      ...valid,
      tipo_custo: 'Custo por hora',
      custo_ha: 999,
      custo_hora: 210.1,
      num_horas: 7.5,
    });
    expect(perHour.json()).toMatchObject({ custo_total: 1575.75 });
  });

  it('reads, updates and deletes a record', async () => {
    const { id } = (await call('POST', '/operacoes', valid)).json<{ id: number }>();
    const changed = {
      ...valid,
      data: '2025-04-01',
      grupo: 'Fertilização',
      area_executada: 20,
      observacoes: null,
    };
    const updated = await call('PUT', `/operacoes/${id}`, { ...changed, version: 1 });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      id,
      data: '2025-04-01',
      grupo: 'Fertilização',
      custo_total: 15600,
      version: 2,
    });
    expect((await call('GET', `/operacoes/${id}`)).json()).toMatchObject({
      id,
      observacoes: null,
      area_executada: 20,
    });
    expect((await call('DELETE', `/operacoes/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/operacoes/${id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/operacoes/${id}`, { ...valid, version: 2 })).statusCode).toBe(404);
  });

  it('reads a seeded record', async () => {
    const response = await call('GET', `/operacoes/${SEEDED.operation}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: SEEDED.operation, custo_total: expect.any(Number) });
  });
});

describe('operation records: list with filters and pages', () => {
  const farm = 'Fazenda Filtros';
  beforeAll(async () => {
    // Eight records of a farm the seed does not have, so the filters' answers are known exactly.
    const records = [
      ['2021-01-05', 'Plantio', 10],
      ['2021-01-20', 'Plantio', 20],
      ['2021-02-03', 'Fertilização', 30],
      ['2021-02-17', 'Plantio', 40],
      ['2021-03-01', 'Proteção', 50],
      ['2021-03-15', 'Fertilização', 60],
      ['2021-04-10', 'Plantio', 70],
      ['2021-04-30', 'Proteção', 80],
    ] as const;
    for (const [data, grupo, area_executada] of records) {
      const response = await call('POST', '/operacoes', {
        ...valid,
        gloc1: farm,
        data,
        grupo,
        area_executada,
        custo_ha: 10,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('pages the records of a farm, newest first, with the total count', async () => {
    const first = (await call('GET', `/operacoes?gloc1=${encodeURIComponent(farm)}&pageSize=3`)).json<Page>();
    const third = (
      await call('GET', `/operacoes?gloc1=${encodeURIComponent(farm)}&pageSize=3&page=3`)
    ).json<Page>();
    expect(first).toMatchObject({ total: 8, page: 1, pageSize: 3 });
    expect(first.items.map((r) => r.data)).toEqual(['2021-04-30', '2021-04-10', '2021-03-15']);
    expect(third.items.map((r) => r.data)).toEqual(['2021-01-20', '2021-01-05']);
    expect(third.items.map((r) => r.custo_total)).toEqual([200, 100]);
    const beyond = (
      await call('GET', `/operacoes?gloc1=${encodeURIComponent(farm)}&pageSize=3&page=4`)
    ).json<Page>();
    expect(beyond).toMatchObject({ items: [], total: 8 });
  });

  it('filters by an inclusive date range and an operation group', async () => {
    const query = `gloc1=${encodeURIComponent(farm)}&de=2021-01-20&ate=2021-04-10&grupo=Plantio`;
    const page = (await call('GET', `/operacoes?${query}`)).json<Page>();
    expect(page.total).toBe(3);
    expect(page.items.map((r) => r.data)).toEqual(['2021-04-10', '2021-02-17', '2021-01-20']);
  });

  it('filters by operational item', async () => {
    const item = (await call('POST', '/itens-operacionais', validBodies.operationalItem)).json<{
      id: number;
    }>();
    await call('POST', '/operacoes', { ...valid, gloc1: 'Fazenda Item', operacao_id: item.id });
    const page = (await call('GET', `/operacoes?operacao_id=${item.id}`)).json<Page>();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({ operacao_id: item.id, gloc1: 'Fazenda Item' });
  });

  it('counts every seeded record of a group, 20 to a page by default', async () => {
    const page = (await call('GET', '/operacoes?grupo=Matocompeti%C3%A7%C3%A3o')).json<Page>();
    const { count } = await testApp.app.db
      .selectFrom('operations')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('customer_id', '=', VALE_VERDE)
      .where('grupo', '=', 'Matocompetição')
      .executeTakeFirstOrThrow();
    expect(page.total).toBe(Number(count));
    expect(page.total).toBeGreaterThan(20);
    expect(page.items).toHaveLength(20);
    expect(page.items.every((r) => r.grupo === 'Matocompetição')).toBe(true);
    const dates = page.items.map((r) => r.data);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses bad filters', async () => {
    const response = await call('GET', '/operacoes?de=2021-13-01&grupo=Outro&page=0&pageSize=101');
    expect(response.statusCode).toBe(400);
    expect(messagesByField(response.json())).toEqual({
      de: 'Valor inválido',
      grupo: 'Valor inválido',
      page: 'Valor inválido',
      pageSize: 'Valor inválido',
    });
  });
});

describe('operation records: deep pages (keyset reads, issue 13)', () => {
  const expectPagesMatchOffset = async (
    filter: string,
    where: { grupo?: string; gloc1?: string; de?: string; ate?: string },
  ) => {
    let query = testApp.app.db.selectFrom('operations').select('id').where('customer_id', '=', VALE_VERDE);
    if (where.de) query = query.where('data', '>=', where.de);
    if (where.ate) query = query.where('data', '<=', where.ate);
    if (where.grupo) query = query.where('grupo', '=', where.grupo);
    if (where.gloc1) query = query.where('gloc1', '=', where.gloc1);
    // What OFFSET paging answers: the list's order, newest first and then the higher id first.
    const all = (await query.orderBy('data', 'desc').orderBy('id', 'desc').execute()).map((row) => row.id);
    const pageSize = 7;
    const pages = Math.ceil(all.length / pageSize);
    // Every page in turn, then backwards (the page starts read for one filter serve any order), then beyond.
    const order = [...Array.from({ length: pages }, (_, index) => index + 1), pages, 2, 1, pages + 1];
    for (const page of order) {
      const answer = (
        await call('GET', `/operacoes?${filter}&pageSize=${pageSize}&page=${page}`)
      ).json<Page>();
      expect(answer.total, `page ${page}`).toBe(all.length);
      expect(
        answer.items.map((item) => item.id),
        `page ${page}`,
      ).toEqual(all.slice((page - 1) * pageSize, page * pageSize));
    }
    return all;
  };

  it('answers every page of a group with the rows and order OFFSET paging gives, ties on a date by id', async () => {
    const all = await expectPagesMatchOffset('grupo=Matocompeti%C3%A7%C3%A3o', { grupo: 'Matocompetição' });
    expect(all.length).toBeGreaterThan(30);
  });

  it('answers every page of a date range as OFFSET paging does (past page 1 the start bounds the date)', async () => {
    const range = { de: '2020-01-01', ate: '2026-06-30' };
    const everything = await expectPagesMatchOffset('', {});
    const all = await expectPagesMatchOffset(`de=${range.de}&ate=${range.ate}`, range);
    expect(all.length).toBeGreaterThan(30);
    expect(all.length).toBeLessThan(everything.length);
  });

  it('keeps records of one date in id order across page edges, and shows a write at once on deep pages', async () => {
    const farm = 'Fazenda Mesmo Dia';
    for (let index = 0; index < 9; index += 1) {
      const created = await call('POST', '/operacoes', { ...valid, gloc1: farm, data: '2022-05-05' });
      expect(created.statusCode).toBe(201);
    }
    const filter = `gloc1=${encodeURIComponent(farm)}`;
    const before = await expectPagesMatchOffset(filter, { gloc1: farm });
    expect(before).toHaveLength(9);

    // A new record on that date comes first (highest id); an older one is removed: every page moves.
    const added = (await call('POST', '/operacoes', { ...valid, gloc1: farm, data: '2022-05-05' })).json<{
      id: number;
    }>();
    expect((await call('DELETE', `/operacoes/${before[4]}`)).statusCode).toBe(204);
    const after = await expectPagesMatchOffset(filter, { gloc1: farm });
    expect(after[0]).toBe(added.id);
    expect(after).not.toContain(before[4]);
    expect(after).toHaveLength(9);
  });

  it('shows a changed record on a page read before the change', async () => {
    const farm = 'Fazenda Alterada';
    const created = (await call('POST', '/operacoes', { ...valid, gloc1: farm, observacoes: 'antes' })).json<{
      id: number;
    }>();
    const filter = `/operacoes?gloc1=${encodeURIComponent(farm)}`;
    expect((await call('GET', filter)).json<Page>().items).toMatchObject([{ id: created.id }]);
    const changed = await call('PUT', `/operacoes/${created.id}`, {
      ...valid,
      gloc1: farm,
      observacoes: 'depois',
      version: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await call('GET', filter)).json<Page & { items: { observacoes: string }[] }>().items,
    ).toMatchObject([{ id: created.id, observacoes: 'depois' }]);
  });
});

describe('operation records: where the money goes (/operacoes/resumo)', () => {
  beforeAll(async () => {
    // 2019 is before every seeded record.
    const records = [
      { data: '2019-05-02', grupo: 'Plantio', tipo_custo: 'Custo por ha', custo_ha: 800, area_executada: 10 },
      {
        data: '2019-05-20',
        grupo: 'Plantio',
        tipo_custo: 'Custo por diária',
        custo_diaria: 150.5,
        num_diarias: 4,
      },
      {
        data: '2019-06-11',
        grupo: 'Proteção',
        tipo_custo: 'Custo por hora',
        custo_hora: 35.25,
        num_horas: 8,
      },
      {
        data: '2019-06-30',
        grupo: 'Fertilização',
        tipo_custo: 'Custo por ha',
        custo_ha: 120.1,
        area_executada: 3.3,
      },
      { data: '2019-06-30', grupo: 'Proteção', tipo_custo: 'Custo por hora' },
    ];
    for (const record of records) {
      const response = await call('POST', '/operacoes', {
        ...valid,
        custo_ha: null,
        area_executada: 1,
        ...record,
      });
      expect(response.statusCode).toBe(201);
    }
  });

  it('totals the costs by group (largest first) and by month, with their area and cost per hectare', async () => {
    const response = await call('GET', '/operacoes/resumo?de=2019-01-01&ate=2019-12-31');
    expect(response.statusCode).toBe(200);
    const { fazendas, ...totals } = response.json<{ fazendas: string[] }>();
    expect(totals).toEqual({
      // 8000 + 602 + 282 + 396.33; the per-hour record without rate and hours counts as zero.
      total: 9280.33,
      registros: 5,
      // 10 + 1 + 1 + 3.3 + 1 ha; 9280.33 / 16.3
      area: 16.3,
      custo_por_ha: 569.35,
      por_grupo: [
        { grupo: 'Plantio', total: 8602, registros: 2, area: 11, custo_por_ha: 782 },
        { grupo: 'Fertilização', total: 396.33, registros: 1, area: 3.3, custo_por_ha: 120.1 },
        { grupo: 'Proteção', total: 282, registros: 2, area: 2, custo_por_ha: 141 },
      ],
      por_mes: [
        { mes: '2019-05', total: 8602, registros: 2, area: 11, custo_por_ha: 782 },
        { mes: '2019-06', total: 678.33, registros: 3, area: 5.3, custo_por_ha: 127.99 },
      ],
    });
    expect(fazendas).toContain(valid.gloc1);
  });

  it('totals one farm, and names every farm of the records whatever the filters', async () => {
    const farm = 'Fazenda Resumo';
    await call('POST', '/operacoes', {
      ...valid,
      gloc1: farm,
      data: '2019-07-01',
      custo_ha: 50,
      area_executada: 4,
    });
    const response = await call('GET', `/operacoes/resumo?de=2019-01-01&gloc1=${encodeURIComponent(farm)}`);
    const summary = response.json<{ fazendas: string[]; por_grupo: unknown[] }>();
    expect(summary).toMatchObject({ total: 200, registros: 1, area: 4, custo_por_ha: 50 });
    expect(summary.por_grupo).toEqual([
      { grupo: valid.grupo, total: 200, registros: 1, area: 4, custo_por_ha: 50 },
    ]);
    expect(summary.fazendas).toEqual(expect.arrayContaining([farm, valid.gloc1]));
    expect(summary.fazendas).toEqual([...summary.fazendas].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('counts a new record at once, though summaries are cached', async () => {
    const url = '/operacoes/resumo?de=2018-01-01&ate=2018-12-31';
    expect((await call('GET', url)).json()).toMatchObject({ total: 0, registros: 0 });
    await call('POST', '/operacoes', { ...valid, data: '2018-08-08', custo_ha: 100, area_executada: 2 });
    expect((await call('GET', url)).json()).toMatchObject({ total: 200, registros: 1, area: 2 });
  });

  it('agrees with the totals of the list', async () => {
    const summary = (await call('GET', '/operacoes/resumo?de=2024-01-01')).json<{
      total: number;
      registros: number;
    }>();
    const page = (await call('GET', '/operacoes?de=2024-01-01&pageSize=100')).json<Page>();
    let sum = 0;
    for (let number = 1; number <= Math.ceil(page.total / 100); number += 1) {
      const items = (await call('GET', `/operacoes?de=2024-01-01&pageSize=100&page=${number}`)).json<Page>()
        .items;
      sum += items.reduce((total, r) => total + (r.custo_total ?? 0), 0);
    }
    expect(summary.registros).toBe(page.total);
    expect(summary.total).toBeCloseTo(sum, 0);
  });

  it('answers zeros for a range without records', async () => {
    const response = await call('GET', '/operacoes/resumo?de=1990-01-01&ate=1990-12-31');
    expect(response.json()).toMatchObject({
      total: 0,
      registros: 0,
      area: 0,
      custo_por_ha: null,
      por_grupo: [],
      por_mes: [],
    });
  });
});

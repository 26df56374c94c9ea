import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import {
  callsAs,
  messagesByField,
  SEEDED,
  SERRA_AZUL,
  switchCustomer,
  VALE_VERDE,
  validBodies,
  type Call,
} from './test-fixtures';

let testApp: TestApp;
let novo: Call;
beforeAll(async () => {
  testApp = await createTestApp();
  novo = callsAs(testApp.app, await signIn(testApp.app, 'novo@demo.com.br'));
});
afterAll(() => testApp.close());

const NOT_CONTRACTED = 'Serviço não contratado ou não disponível para este usuário/cliente.';

describe('the service-8 gate', () => {
  it('refuses a session whose current customer has no service 8, in the caller language', async () => {
    // cliente@demo.com.br starts on Serra Azul (services 1 and 2).
    const cliente = callsAs(testApp.app, await signIn(testApp.app, 'cliente@demo.com.br'));
    const response = await cliente('GET', '/itens-operacionais');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      { message: NOT_CONTRACTED, code: 'service.notContracted', field: null },
    ]);
    const english = await cliente('GET', '/operacoes', undefined, 'en-US');
    expect(english.statusCode).toBe(403);
    expect(english.json<{ code: string }[]>()[0]?.code).toBe('service.notContracted');
  });

  it('refuses before looking at the body, and stores nothing', async () => {
    const cliente = callsAs(testApp.app, await signIn(testApp.app, 'cliente@demo.com.br'));
    const before = await testApp.app.db.selectFrom('supplies').select('id').execute();
    expect((await cliente('POST', '/insumos', {})).statusCode).toBe(403);
    expect((await cliente('POST', '/insumos', validBodies.supply)).statusCode).toBe(403);
    expect(await testApp.app.db.selectFrom('supplies').select('id').execute()).toEqual(before);
  });

  it('lets the same user in once switched to Vale Verde, and out again when back on Serra Azul', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const cliente = callsAs(testApp.app, token);
    await switchCustomer(testApp.app, token, VALE_VERDE);
    expect((await cliente('GET', '/apontamentos')).statusCode).toBe(200);
    await switchCustomer(testApp.app, token, SERRA_AZUL);
    expect((await cliente('GET', '/apontamentos')).statusCode).toBe(403);
  });

  it('refuses staff on a customer without service 8 too', async () => {
    const admin = callsAs(testApp.app, await signIn(testApp.app, 'admin@dossel.com.br'));
    expect((await admin('GET', '/terceiros')).json()).toEqual([
      { message: NOT_CONTRACTED, code: 'service.notContracted', field: null },
    ]);
  });

  it('asks anonymous callers to sign in', async () => {
    const anonymous = callsAs(testApp.app, null);
    expect((await anonymous('GET', '/operacoes/resumo')).statusCode).toBe(401);
    expect((await anonymous('POST', '/operacoes', {})).statusCode).toBe(401);
  });
});

describe('tenancy: each customer sees and changes only its own rows', () => {
  let serraAzul: Call;
  let serraItem: number;
  beforeAll(async () => {
    // Serra Azul contracts service 8 for cliente, so both customers have field-operation rows.
    await testApp.app.db
      .updateTable('user_customers')
      .set({ services_json: JSON.stringify([1, 2, 8]) })
      .where('user_id', '=', 2)
      .where('customer_id', '=', SERRA_AZUL)
      .execute();
    serraAzul = callsAs(testApp.app, await signIn(testApp.app, 'cliente@demo.com.br'));
    const created = await serraAzul('POST', '/itens-operacionais', {
      ...validBodies.operationalItem,
      item: 'Item Serra Azul',
    });
    expect(created.statusCode).toBe(201);
    serraItem = created.json<{ id: number }>().id;
  });

  it("stores a created row as the session's current customer's, whatever the body says", async () => {
    const row = await testApp.app.db
      .selectFrom('operational_items')
      .select('customer_id')
      .where('id', '=', serraItem)
      .executeTakeFirstOrThrow();
    expect(row.customer_id).toBe(SERRA_AZUL);
  });

  it("lists only the current customer's rows", async () => {
    expect((await serraAzul('GET', '/itens-operacionais')).json()).toEqual([
      { id: serraItem, item: 'Item Serra Azul' },
    ]);
    expect((await serraAzul('GET', '/operacoes')).json()).toMatchObject({ items: [], total: 0 });
    expect((await serraAzul('GET', '/operacoes/resumo')).json()).toMatchObject({ total: 0, registros: 0 });
    for (const path of ['/insumos', '/terceiros', '/apontamentos']) {
      expect((await serraAzul('GET', path)).json()).toEqual([]);
    }
    const valeVerde = (await novo('GET', '/itens-operacionais')).json<{ id: number }[]>();
    expect(valeVerde.map((i) => i.id)).not.toContain(serraItem);
  });

  it("answers 404 to another customer's ids and changes nothing", async () => {
    expect((await novo('GET', `/itens-operacionais/${serraItem}`)).statusCode).toBe(404);
    expect(
      (await novo('PUT', `/itens-operacionais/${serraItem}`, { ...validBodies.operationalItem, version: 1 }))
        .statusCode,
    ).toBe(404);
    expect((await novo('DELETE', `/itens-operacionais/${serraItem}`)).statusCode).toBe(404);
    const row = await testApp.app.db
      .selectFrom('operational_items')
      .select(['item', 'customer_id'])
      .where('id', '=', serraItem)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ item: 'Item Serra Azul', customer_id: SERRA_AZUL });

    const paths = [
      `/insumos/${SEEDED.supply}`,
      `/terceiros/${SEEDED.thirdParty}`,
      `/terceiros/${SEEDED.thirdParty}/custos`,
      `/terceiros/${SEEDED.thirdParty}/custos/${SEEDED.cost}`,
      `/operacoes/${SEEDED.operation}`,
      `/apontamentos/${SEEDED.fieldNote}`,
      `/itens-operacionais/${SEEDED.operationalItem}`,
    ];
    for (const path of paths) expect((await serraAzul('GET', path)).statusCode, path).toBe(404);
    const operation = { ...validBodies.operation, version: 1 };
    expect((await serraAzul('PUT', `/operacoes/${SEEDED.operation}`, operation)).statusCode).toBe(404);
    expect((await serraAzul('DELETE', `/apontamentos/${SEEDED.fieldNote}`)).statusCode).toBe(404);
    expect(
      (await serraAzul('POST', `/terceiros/${SEEDED.thirdParty}/custos`, validBodies.cost)).statusCode,
    ).toBe(404);
    expect((await novo('GET', `/apontamentos/${SEEDED.fieldNote}`)).statusCode).toBe(200);
  });

  it("refuses an operation naming another customer's item or third party", async () => {
    const response = await serraAzul('POST', '/operacoes', {
      ...validBodies.operation,
      operacao_id: serraItem,
      prestador_id: SEEDED.thirdParty,
    });
    expect(response.statusCode).toBe(400);
    expect(messagesByField(response.json())).toEqual({
      prestador_id: 'Prestador de serviço não encontrado.',
    });
  });
});

describe('field notes (/register/gas/apontamentos)', () => {
  const note = validBodies.fieldNote;

  it('lists the notes newest first, and one type when asked', async () => {
    const all = (await novo('GET', '/apontamentos')).json<{ data: string; tipo: number }[]>();
    expect(all.length).toBeGreaterThanOrEqual(48);
    expect(all.map((n) => n.data)).toEqual(
      all
        .map((n) => n.data)
        .sort()
        .reverse(),
    );
    const analyses = (await novo('GET', '/apontamentos?tipo=2')).json<{ tipo: number }[]>();
    expect(analyses.length).toBeGreaterThan(0);
    expect(analyses.every((n) => n.tipo === 2)).toBe(true);
    expect((await novo('GET', '/apontamentos?tipo=3')).statusCode).toBe(400);
  });

  it('creates, reads, updates and deletes a note', async () => {
    const created = await novo('POST', '/apontamentos', note);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    // A note from a caller before issue 18: no device key, position, plot, device time or photos.
    const fromBefore = {
      clientKey: null,
      latitude: null,
      longitude: null,
      accuracyM: null,
      plotId: null,
      recordedAt: null,
      photos: [],
    };
    expect(created.json()).toEqual({ id, ...note, ...fromBefore, version: 1 });
    const combat = {
      ...note,
      tipo: 1,
      infestacao: null,
      padrao: null,
      observacoes: 'Capina química na linha',
    };
    const updated = await novo('PUT', `/apontamentos/${id}`, { ...combat, version: 1 });
    expect(updated.json()).toEqual({ id, ...combat, ...fromBefore, version: 2 });
    expect((await novo('GET', `/apontamentos/${id}`)).json()).toEqual({
      id,
      ...combat,
      ...fromBefore,
      version: 2,
    });
    expect((await novo('DELETE', `/apontamentos/${id}`)).statusCode).toBe(204);
    expect((await novo('GET', `/apontamentos/${id}`)).statusCode).toBe(404);
  });

  it('requires type, date and places; an infestation analysis also needs infestation and pattern', async () => {
    expect(messagesByField((await novo('POST', '/apontamentos', {})).json())).toEqual({
      tipo: 'Campo obrigatório',
      data: 'Campo obrigatório',
      gloc1: 'Campo obrigatório',
      gloc2: 'Campo obrigatório',
      gloc3: 'Campo obrigatório',
      gloc4: 'Campo obrigatório',
      gloc5: 'Campo obrigatório',
    });
    const analysis = await novo('POST', '/apontamentos', { ...note, infestacao: null, padrao: undefined });
    expect(messagesByField(analysis.json())).toEqual({
      infestacao: 'Campo obrigatório',
      padrao: 'Campo obrigatório',
    });
    const wrong = await novo('POST', '/apontamentos', {
      ...note,
      tipo: 3,
      infestacao: 'Nenhuma',
      padrao: 'Aleatório',
    });
    expect(messagesByField(wrong.json())).toEqual({
      tipo: 'Valor inválido',
      infestacao: 'Valor inválido',
      padrao: 'Valor inválido',
    });
    const combat = await novo('POST', '/apontamentos', { ...note, tipo: 1, infestacao: null, padrao: null });
    expect(combat.statusCode).toBe(201);
  });
});

describe('the demo seed', () => {
  it('gives Vale Verde field-operation data and Serra Azul none', async () => {
    const count = async (table: 'operations' | 'operational_items' | 'field_notes', customerId: number) => {
      const row = await testApp.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    expect(await count('operations', VALE_VERDE)).toBeGreaterThanOrEqual(400);
    expect(await count('operations', 3)).toBe(0);
    expect(await count('field_notes', VALE_VERDE)).toBeGreaterThanOrEqual(48);
    const summary = (await novo('GET', '/operacoes/resumo')).json<{
      por_mes: unknown[];
      por_grupo: unknown[];
    }>();
    expect(summary.por_mes.length).toBeGreaterThanOrEqual(24);
    expect(summary.por_grupo).toHaveLength(7);
  });
});

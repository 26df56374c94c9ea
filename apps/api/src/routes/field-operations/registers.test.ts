import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { callsAs, messagesByField, VALE_VERDE, validBodies, type Call } from './test-fixtures';

let testApp: TestApp;
let call: Call;
beforeAll(async () => {
  testApp = await createTestApp();
  // novo@demo.com.br works for Vale Verde, which has service 8.
  call = callsAs(testApp.app, await signIn(testApp.app, 'novo@demo.com.br'));
});
afterAll(() => testApp.close());

const REQUIRED = 'Campo obrigatório';

describe('operational items (/register/gas/itens-operacionais)', () => {
  it('lists { id, item } choices for selects, only of the asked categoria', async () => {
    const all = await call('GET', '/itens-operacionais');
    const fuel = await call('GET', '/itens-operacionais?categoria=Combust%C3%ADvel');

    expect(all.statusCode).toBe(200);
    expect(all.json<unknown[]>().length).toBe(12);
    expect(fuel.json()).toEqual([
      { id: expect.any(Number), item: 'Gasolina comum' },
      { id: expect.any(Number), item: 'Óleo diesel S10' },
      { id: expect.any(Number), item: 'Óleo lubrificante 15W40' },
    ]);
  });

  it('refuses a categoria outside the option list', async () => {
    const response = await call('GET', '/itens-operacionais?categoria=Outra');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'categoria' },
    ]);
  });

  it('lists whole items for the register table', async () => {
    const response = await call('GET', '/itens-operacionais/lista?categoria=Hora%2Fhomem');
    expect(response.json()).toContainEqual({
      id: expect.any(Number),
      item: 'Técnico florestal',
      unidade: 'diarias',
      custo_atual: 260,
      categoria: 'Hora/homem',
      version: 1,
    });
    expect(response.json<{ categoria: string }[]>().every((i) => i.categoria === 'Hora/homem')).toBe(true);
  });

  it('creates, reads, updates and deletes an item of the current customer', async () => {
    const created = await call('POST', '/itens-operacionais', {
      ...validBodies.operationalItem,
      customer_id: 1,
    });
    expect(created.statusCode).toBe(201);
    const item = created.json<{ id: number }>();
    expect(item).toEqual({ id: expect.any(Number), ...validBodies.operationalItem, version: 1 });
    // The customer comes from the session, never from the body.
    const stored = await testApp.app.db
      .selectFrom('operational_items')
      .select('customer_id')
      .where('id', '=', item.id)
      .executeTakeFirstOrThrow();
    expect(stored.customer_id).toBe(VALE_VERDE);

    const changed = {
      item: 'Trator de esteira D6',
      unidade: 'hora',
      custo_atual: 230,
      categoria: 'Máquinário',
    };
    const updated = await call('PUT', `/itens-operacionais/${item.id}`, { ...changed, version: 1 });
    expect(updated.statusCode).toBe(200);
    expect((await call('GET', `/itens-operacionais/${item.id}`)).json()).toEqual({
      id: item.id,
      ...changed,
      version: 2,
    });

    expect((await call('DELETE', `/itens-operacionais/${item.id}`)).statusCode).toBe(204);
    const gone = await call('GET', `/itens-operacionais/${item.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual([
      { message: 'Recurso não encontrado.', code: 'request.notFound', field: null },
    ]);
  });

  it('requires every field', async () => {
    const response = await call('POST', '/itens-operacionais', { item: '  ' });
    expect(response.statusCode).toBe(400);
    expect(messagesByField(response.json())).toEqual({
      item: REQUIRED,
      unidade: REQUIRED,
      custo_atual: REQUIRED,
      categoria: REQUIRED,
    });
  });

  it('refuses a cost under 0.01 and values outside the option lists', async () => {
    const response = await call('POST', '/itens-operacionais', {
      ...validBodies.operationalItem,
      custo_atual: 0,
      unidade: 'kg',
      categoria: 'Maquinário',
    });
    expect(messagesByField(response.json())).toEqual({
      custo_atual: 'O custo deve ser maior que zero',
      unidade: 'Valor inválido',
      categoria: 'Valor inválido',
    });
    const english = await call(
      'POST',
      '/itens-operacionais',
      { ...validBodies.operationalItem, custo_atual: 0.001 },
      'en-US',
    );
    expect(english.json()).toEqual([
      { message: 'The cost must be greater than zero', code: 'validation.costMin', field: 'custo_atual' },
    ]);
  });

  it('accepts a cost of exactly 0.01', async () => {
    const response = await call('POST', '/itens-operacionais', {
      ...validBodies.operationalItem,
      custo_atual: 0.01,
    });
    expect(response.statusCode).toBe(201);
  });

  it('refuses to delete an item that operation records use, and keeps it', async () => {
    const used = await testApp.app.db
      .selectFrom('operations')
      .select('operacao_id')
      .executeTakeFirstOrThrow();
    const response = await call('DELETE', `/itens-operacionais/${used.operacao_id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        message: 'Este registro está em uso em operações e não pode ser excluído.',
        code: 'fieldOperations.inUse',
        field: null,
      },
    ]);
    expect((await call('GET', `/itens-operacionais/${used.operacao_id}`)).statusCode).toBe(200);
  });

  it('answers 400 for an id that is not a number, 404 for one that does not exist', async () => {
    expect((await call('GET', '/itens-operacionais/abc')).statusCode).toBe(400);
    const body = { ...validBodies.operationalItem, version: 1 };
    expect((await call('PUT', '/itens-operacionais/987654', body)).statusCode).toBe(404);
    expect((await call('DELETE', '/itens-operacionais/987654')).statusCode).toBe(404);
  });
});

describe('supplies (/register/gas/insumos)', () => {
  it('lists the supplies by name, and one operation group when asked', async () => {
    const all = await call('GET', '/insumos');
    expect(all.json<unknown[]>().length).toBe(15);
    const planting = await call('GET', '/insumos?grupo=Plantio');
    expect(planting.json<{ insumo: string }[]>().map((s) => s.insumo)).toEqual([
      'Hidrogel',
      'Mudas clonais de eucalipto',
    ]);
  });

  it('creates, reads, updates and deletes a supply', async () => {
    const created = await call('POST', '/insumos', validBodies.supply);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toEqual({ id, ...validBodies.supply, version: 1 });

    const changed = { ...validBodies.supply, unidade: 'saco', custo_atual: 150 };
    const updated = await call('PUT', `/insumos/${id}`, { ...changed, version: 1 });
    expect(updated.json()).toEqual({ id, ...changed, version: 2 });
    expect((await call('GET', `/insumos/${id}`)).json()).toEqual({ id, ...changed, version: 2 });
    expect((await call('DELETE', `/insumos/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/insumos/${id}`)).statusCode).toBe(404);
  });

  it('requires every field, a unit and group of the lists, and a cost of at least 0.01', async () => {
    expect(messagesByField((await call('POST', '/insumos', {})).json())).toEqual({
      insumo: REQUIRED,
      unidade: REQUIRED,
      grupo: REQUIRED,
      custo_atual: REQUIRED,
    });
    const wrong = await call('POST', '/insumos', {
      insumo: 'X',
      unidade: 'kg',
      grupo: 'Colheita',
      custo_atual: -3,
    });
    expect(messagesByField(wrong.json())).toEqual({
      unidade: 'Valor inválido',
      grupo: 'Valor inválido',
      custo_atual: 'O custo deve ser maior que zero',
    });
  });
});

describe('third parties (/register/gas/terceiros) and their costs', () => {
  it('lists the third parties by name', async () => {
    const response = await call('GET', '/terceiros');
    expect(response.json<{ nome: string }[]>().map((t) => t.nome)).toEqual([
      'AeroAgro Pulverização Ltda',
      'Controle Verde Matocompetição',
      'João Pereira dos Santos',
      'Maria Aparecida Souza',
      'Mecaniza Preparo de Solo Ltda',
      'Silva Serviços Florestais ME',
    ]);
  });

  it('requires every field and a valid e-mail', async () => {
    expect(messagesByField((await call('POST', '/terceiros', {})).json())).toEqual({
      nome: REQUIRED,
      documento: REQUIRED,
      email: REQUIRED,
      telefone: REQUIRED,
      vinculo: REQUIRED,
    });
    const wrong = await call('POST', '/terceiros', {
      ...validBodies.thirdParty,
      email: 'contato@',
      vinculo: 'Sócio',
    });
    expect(messagesByField(wrong.json())).toEqual({ email: 'E-mail inválido', vinculo: 'Valor inválido' });
  });

  it('creates a third party, its costs, and deletes it with them', async () => {
    const created = await call('POST', '/terceiros', validBodies.thirdParty);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(created.json()).toEqual({ id, ...validBodies.thirdParty, version: 1 });
    const changed = { ...validBodies.thirdParty, telefone: '(31) 99999-0000', vinculo: 'Colaborador' };
    const updatedThirdParty = await call('PUT', `/terceiros/${id}`, { ...changed, version: 1 });
    expect(updatedThirdParty.json()).toEqual({ id, ...changed, version: 2 });

    const cost = await call('POST', `/terceiros/${id}/custos`, validBodies.cost);
    expect(cost.statusCode).toBe(201);
    const costId = cost.json<{ id: number }>().id;
    expect(cost.json()).toEqual({
      id: costId,
      terceiro_id: id,
      nome: 'Aplicação aérea',
      grupo: 'Pulverização aérea',
      custo_padrao: 'Custo por ha',
      custo_diaria: null,
      custo_ha: 88,
      custo_hora: null,
      version: 1,
    });
    const perDay = {
      nome: 'Diária de piloto',
      grupo: 'Pulverização aérea',
      custo_padrao: 'Custo por diária',
      custo_diaria: 900,
      custo_hora: 150,
    };
    const updated = await call('PUT', `/terceiros/${id}/custos/${costId}`, { ...perDay, version: 1 });
    expect(updated.json()).toMatchObject({ ...perDay, custo_ha: null, version: 2 });
    expect((await call('GET', `/terceiros/${id}/custos/${costId}`)).json()).toMatchObject(perDay);
    expect((await call('GET', `/terceiros/${id}/custos`)).json()).toHaveLength(1);

    expect((await call('DELETE', `/terceiros/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/terceiros/${id}`)).statusCode).toBe(404);
    expect((await call('GET', `/terceiros/${id}/custos`)).statusCode).toBe(404);
    const orphans = await testApp.app.db
      .selectFrom('third_party_costs')
      .select('id')
      .where('third_party_id', '=', id)
      .execute();
    expect(orphans).toEqual([]);
  });

  it('deletes a single cost', async () => {
    const cost = (await call('POST', '/terceiros/1/custos', validBodies.cost)).json<{ id: number }>();
    expect((await call('DELETE', `/terceiros/1/custos/${cost.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/terceiros/1/custos/${cost.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/terceiros/1/custos/${cost.id}`)).statusCode).toBe(404);
  });

  it('requires the cost of the standard kind, at least 0.01, and leaves the others optional', async () => {
    expect(messagesByField((await call('POST', '/terceiros/1/custos', {})).json())).toEqual({
      nome: REQUIRED,
      grupo: REQUIRED,
      custo_padrao: REQUIRED,
    });
    const base = { nome: 'Serviço', grupo: 'Plantio' };
    const perDay = await call('POST', '/terceiros/1/custos', {
      ...base,
      custo_padrao: 'Custo por diária',
      custo_ha: 5,
    });
    expect(messagesByField(perDay.json())).toEqual({ custo_diaria: REQUIRED });
    const perHa = await call('POST', '/terceiros/1/custos', {
      ...base,
      custo_padrao: 'Custo por ha',
      custo_ha: 0,
    });
    expect(messagesByField(perHa.json())).toEqual({ custo_ha: 'O custo deve ser maior que zero' });
    const perHour = await call('POST', '/terceiros/1/custos', {
      ...base,
      custo_padrao: 'Custo por hora',
      custo_hora: null,
    });
    expect(messagesByField(perHour.json())).toEqual({ custo_hora: REQUIRED });
    const fine = await call('POST', '/terceiros/1/custos', {
      ...base,
      custo_padrao: 'Custo por hora',
      custo_hora: 0.01,
    });
    expect(fine.statusCode).toBe(201);
  });

  it('shows the messages of the other fields and of the cost rule together', async () => {
    const response = await call('POST', '/terceiros/1/custos', {
      grupo: 'Plantio',
      custo_padrao: 'Custo por ha',
    });
    expect(messagesByField(response.json())).toEqual({ nome: REQUIRED, custo_ha: REQUIRED });
  });

  it('answers 404 for a cost under another third party', async () => {
    const costOfSecond = await testApp.app.db
      .selectFrom('third_party_costs')
      .select('id')
      .where('third_party_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect((await call('GET', `/terceiros/1/custos/${costOfSecond.id}`)).statusCode).toBe(404);
    const costBody = { ...validBodies.cost, version: 1 };
    expect((await call('PUT', `/terceiros/1/custos/${costOfSecond.id}`, costBody)).statusCode).toBe(404);
    expect((await call('DELETE', `/terceiros/1/custos/${costOfSecond.id}`)).statusCode).toBe(404);
    expect((await call('GET', `/terceiros/2/custos/${costOfSecond.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a third party that operation records name', async () => {
    const used = await testApp.app.db
      .selectFrom('operations')
      .select('prestador_id')
      .where('prestador_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const response = await call('DELETE', `/terceiros/${used.prestador_id}`);
    expect(response.statusCode).toBe(409);
    expect((await call('GET', `/terceiros/${used.prestador_id}`)).statusCode).toBe(200);
  });
});

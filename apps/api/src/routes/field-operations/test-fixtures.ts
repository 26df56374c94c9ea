// Test helpers of the field-operations routes (used by their tests and access cases, never by the app).
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Demo customers: Serra Azul has no service 8, Vale Verde has it (db/seed.ts). */
export const SERRA_AZUL = 1;
export const VALE_VERDE = 2;

/** Ids the demo seed gives Vale Verde's first rows on a fresh database (db/seed/field-operations.ts). */
export const SEEDED = {
  operationalItem: 1,
  supply: 1,
  thirdParty: 1,
  cost: 1,
  operation: 1,
  fieldNote: 1,
} as const;

/** Ids of rows the fixtures below insert, far above anything the seed creates. */
export const FIXTURE = { valeVerde: 900_001, serraAzul: 900_002 } as const;

/** Makes `customerId` the current customer of the token's session, through the real endpoint. */
export async function switchCustomer(app: FastifyInstance, token: string, customerId: number): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/switchCustomer',
    headers: { authorization: `Bearer ${token}` },
    payload: { newCustomerId: customerId },
  });
  if (response.statusCode !== 200) throw new Error(`switchCustomer(${customerId}) failed: ${response.body}`);
}

/** Puts the token's session back on the user's main customer. */
export async function backToMainCustomer(app: FastifyInstance, token: string | null): Promise<void> {
  if (!token) return;
  const me = await app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  await switchCustomer(app, token, me.json<{ mainCustomerId: number }>().mainCustomerId);
}

/** Puts the token's session on Vale Verde (every demo account is linked to it). */
export async function onValeVerdeSession(app: FastifyInstance, token: string | null): Promise<void> {
  if (token) await switchCustomer(app, token, VALE_VERDE);
}

/**
 * Makes sure one row of each table exists with the given id for the customer (an item, a supply, a third
 * party with a cost, an operation naming them, a field note), inserting what a test deleted.
 */
export async function ensureFixtureRows(app: FastifyInstance, id: number, customerId: number): Promise<void> {
  const place = {
    gloc1: 'Fazenda Teste',
    gloc2: 'Núcleo',
    gloc3: 'T-001',
    gloc4: 'Projeto',
    gloc5: 'Módulo 1',
  };
  const { db } = app;
  await db
    .insertInto('operational_items')
    .values({
      id,
      customer_id: customerId,
      item: 'Fixture',
      unidade: 'hora',
      custo_atual: 10,
      categoria: 'Máquinário',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('supplies')
    .values({
      id,
      customer_id: customerId,
      insumo: 'Fixture',
      unidade: 'Kg',
      grupo: 'Plantio',
      custo_atual: 1,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('third_parties')
    .values({
      id,
      customer_id: customerId,
      nome: 'Fixture',
      documento: '000',
      email: 'fixture@example.com',
      telefone: '0000',
      vinculo: 'Terceirizado',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('third_party_costs')
    .values({
      id,
      third_party_id: id,
      nome: 'Fixture',
      grupo: 'Plantio',
      custo_padrao: 'Custo por ha',
      custo_ha: 10,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('field_notes')
    .values({ id, customer_id: customerId, tipo: 1, data: '2025-01-10', ...place })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Like ensureFixtureRows, plus an operation record naming the fixture item and third party. */
export async function ensureFixtureOperation(
  app: FastifyInstance,
  id: number,
  customerId: number,
): Promise<void> {
  await ensureFixtureRows(app, id, customerId);
  await app.db
    .insertInto('operations')
    .values({
      id,
      customer_id: customerId,
      data: '2025-01-10',
      operacao_id: id,
      gloc1: 'Fazenda Teste',
      gloc2: 'Núcleo',
      gloc3: 'T-001',
      gloc4: 'Projeto',
      gloc5: 'Módulo 1',
      execucao: 'Terceiro',
      prestador_id: id,
      grupo: 'Plantio',
      area_executada: 1,
      tipo_custo: 'Custo por ha',
      custo_ha: 10,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Valid bodies of each resource (operations name Vale Verde's seeded item and third party). */
export const validBodies = {
  operationalItem: {
    item: 'Trator de esteira',
    unidade: 'hora',
    custo_atual: 210.5,
    categoria: 'Máquinário',
  },
  supply: { insumo: 'Boro granulado', unidade: 'Kg', grupo: 'Fertilização', custo_atual: 7.25 },
  thirdParty: {
    nome: 'Fumaça Aviação Agrícola',
    documento: '11.222.333/0001-81',
    email: 'contato@fumaca.com.br',
    telefone: '(31) 3333-4444',
    vinculo: 'Terceirizado',
  },
  cost: { nome: 'Aplicação aérea', grupo: 'Pulverização aérea', custo_padrao: 'Custo por ha', custo_ha: 88 },
  operation: {
    data: '2025-03-14',
    operacao_id: SEEDED.operationalItem,
    gloc1: 'Fazenda Bom Jardim',
    gloc2: 'Núcleo Belo Oriente',
    gloc3: 'BJA-004',
    gloc4: 'Projeto 2019',
    gloc5: 'Módulo 1',
    execucao: 'Terceiro',
    prestador_id: SEEDED.thirdParty,
    grupo: 'Plantio',
    area_executada: 12.5,
    tipo_custo: 'Custo por ha',
    custo_ha: 780,
    observacoes: 'Plantio de verão',
  },
  fieldNote: {
    tipo: 2,
    data: '2025-02-01',
    gloc1: 'Fazenda Bom Jardim',
    gloc2: 'Núcleo Belo Oriente',
    gloc3: 'BJA-004',
    gloc4: 'Projeto 2019',
    gloc5: 'Módulo 1',
    infestacao: 'Muita',
    padrao: 'Localizado',
    observacoes: 'Braquiária nas bordas',
  },
} as const;

export type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  language?: string,
) => Promise<LightMyRequestResponse>;

/** Calls `/api/register/gas{path}` with the token, in a language (pt-BR unless told). */
export function callsAs(app: FastifyInstance, token: string | null): Call {
  return (method, path, payload, language = 'pt-BR') =>
    app.inject({
      method,
      url: `/api/register/gas${path}`,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
}

/** The `{ field: message }` of a 400 answer, to compare with what forms show under each field. */
export function messagesByField(body: { field: string | null; message: string }[]): Record<string, string> {
  return Object.fromEntries(body.map(({ field, message }) => [field ?? '', message]));
}

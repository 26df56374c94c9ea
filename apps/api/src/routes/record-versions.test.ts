import type { AuditEntity } from '@dossel/api-client';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../test/test-app';
import { onValeVerdeSession } from './field-operations/test-fixtures';
import { multipartBody } from './registers/multipart-body';

// No edit lost silently (issue 14): every update names the version it was read at; of updates read at
// one version exactly one is applied, the others answer 409 and change nothing. On SQLite, and on
// PostgreSQL with TEST_DATABASE_URL (each test file gets a database of its own).

let testApp: TestApp;
let staff: string;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
  // Staff work on Vale Verde, whose field operations (service 8) the seed fills.
  await onValeVerdeSession(testApp.app, staff);
});
afterAll(() => testApp.close());

type Row = Record<string, unknown> & { id: number; version: number };

interface VersionedCase {
  name: string;
  /** The record's URL: GET reads it, PUT updates it. */
  url: string;
  /** A valid update of `record`, told apart from the others by `n`, without its version. */
  body: (record: Row, n: number) => Record<string, unknown>;
  /** The field `body` writes `n` into, as the record answers it. */
  marked: (record: Row) => unknown;
  /** Sent as multipart/form-data, as the documents form does. */
  multipart?: boolean;
  /** The audit trail's name of the register: a refused update must leave no entry. */
  audited?: AuditEntity;
}

const REGISTERS = '/api/register';
const GAS = '/api/register/gas';

const cases: VersionedCase[] = [
  {
    name: 'customer groups',
    url: `${REGISTERS}/customer-groups/1`,
    body: (_, n) => ({ name: `Grupo concorrente ${n}` }),
    marked: (record) => record.name,
    audited: 'customerGroups',
  },
  {
    name: 'customers',
    url: `${REGISTERS}/customers/1`,
    body: (record, n) => ({
      name: `Cliente concorrente ${n}`,
      document: record.document,
      emailDomain: record.emailDomain,
      customerGroupId: record.customerGroupId,
      gloc1: record.gloc1,
      gloc2: record.gloc2,
      gloc3: record.gloc3,
      gloc4: record.gloc4,
      gloc5: record.gloc5,
      glocpadrao: record.glocpadrao,
      code: record.code,
      contractExpiration: record.contractExpiration,
    }),
    marked: (record) => record.name,
    audited: 'customers',
  },
  {
    name: 'document types',
    url: `${REGISTERS}/document-types/1`,
    body: (record, n) => ({ description: `Tipo concorrente ${n}`, extension: record.extension }),
    marked: (record) => record.description,
    audited: 'documentTypes',
  },
  {
    name: 'documents',
    url: `${REGISTERS}/documents/1`,
    body: (record, n) => ({
      documentTypeId: record.documentTypeId,
      documentCategoryId: record.documentCategoryId,
      documentSubjectId: record.documentSubjectId,
      customerId: record.customerId,
      description: `Documento concorrente ${n}`,
    }),
    marked: (record) => record.description,
    multipart: true,
    audited: 'documents',
  },
  {
    name: 'benchmarking',
    url: `${REGISTERS}/benchmarking/1`,
    body: (record, n) => ({
      customer_id: record.customer_id,
      data: record.data,
      ima7: 30 + n,
      performance: record.performance,
      impacto_clima: record.impacto_clima,
    }),
    marked: (record) => record.ima7,
    audited: 'benchmarking',
  },
  {
    name: 'users',
    url: `${REGISTERS}/users/2`,
    body: (record, n) => {
      const main = record.mainCustomerId as number;
      const customers = (record.customers as { id: number }[]).map((customer) => customer.id);
      return {
        name: `Usuário concorrente ${n}`,
        email: record.email,
        mainCustomerId: main,
        servicesAdmin: record.servicesAdmin,
        customers: customers.filter((id) => id !== main),
        services_json: record.services_json,
      };
    },
    marked: (record) => record.name,
    audited: 'users',
  },
  {
    name: 'operational items',
    url: `${GAS}/itens-operacionais/1`,
    body: (record, n) => ({
      item: `Item concorrente ${n}`,
      unidade: record.unidade,
      custo_atual: record.custo_atual,
      categoria: record.categoria,
    }),
    marked: (record) => record.item,
  },
  {
    name: 'supplies',
    url: `${GAS}/insumos/1`,
    body: (record, n) => ({
      insumo: `Insumo concorrente ${n}`,
      unidade: record.unidade,
      grupo: record.grupo,
      custo_atual: record.custo_atual,
    }),
    marked: (record) => record.insumo,
  },
  {
    name: 'third parties',
    url: `${GAS}/terceiros/1`,
    body: (record, n) => ({
      nome: `Terceiro concorrente ${n}`,
      documento: record.documento,
      email: record.email,
      telefone: record.telefone,
      vinculo: record.vinculo,
    }),
    marked: (record) => record.nome,
  },
  {
    name: "a third party's costs",
    url: `${GAS}/terceiros/1/custos/1`,
    body: (record, n) => ({
      nome: `Serviço concorrente ${n}`,
      grupo: record.grupo,
      custo_padrao: record.custo_padrao,
      custo_diaria: record.custo_diaria,
      custo_ha: record.custo_ha,
      custo_hora: record.custo_hora,
    }),
    marked: (record) => record.nome,
  },
  {
    name: 'operation records',
    url: `${GAS}/operacoes/1`,
    body: (record, n) => ({
      data: record.data,
      operacao_id: record.operacao_id,
      gloc1: record.gloc1,
      gloc2: record.gloc2,
      gloc3: record.gloc3,
      gloc4: record.gloc4,
      gloc5: record.gloc5,
      execucao: record.execucao,
      prestador_id: record.prestador_id,
      grupo: record.grupo,
      area_executada: record.area_executada,
      tipo_custo: record.tipo_custo,
      custo_hora: record.custo_hora,
      custo_ha: record.custo_ha,
      custo_diaria: record.custo_diaria,
      num_diarias: record.num_diarias,
      num_horas: record.num_horas,
      observacoes: `Registro concorrente ${n}`,
    }),
    marked: (record) => record.observacoes,
  },
  {
    name: 'field notes',
    url: `${GAS}/apontamentos/1`,
    body: (record, n) => ({
      tipo: record.tipo,
      data: record.data,
      gloc1: record.gloc1,
      gloc2: record.gloc2,
      gloc3: record.gloc3,
      gloc4: record.gloc4,
      gloc5: record.gloc5,
      infestacao: record.infestacao,
      padrao: record.padrao,
      observacoes: `Apontamento concorrente ${n}`,
    }),
    marked: (record) => record.observacoes,
  },
];

async function read(url: string): Promise<Row> {
  const response = await testApp.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${staff}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Row>();
}

function put(versionedCase: VersionedCase, body: Record<string, unknown>, language = 'pt-BR') {
  const headers = { authorization: `Bearer ${staff}`, 'accept-language': language };
  const options: InjectOptions = { method: 'PUT', url: versionedCase.url };
  if (!versionedCase.multipart) return testApp.app.inject({ ...options, payload: body, headers });
  const fields = Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) =>
      value === undefined || value === null ? [] : [[key, value as string | number]],
    ),
  );
  const form = multipartBody(fields);
  return testApp.app.inject({ ...options, payload: form.payload, headers: { ...headers, ...form.headers } });
}

async function auditEntries(entity: AuditEntity | undefined, id: number): Promise<number> {
  if (!entity) return 0;
  const rows = await testApp.app.db
    .selectFrom('audit_log')
    .select('id')
    .where('entity', '=', entity)
    .where('record_id', '=', id)
    .execute();
  return rows.length;
}

describe.each(cases)('updates of $name', (versionedCase) => {
  it('answer the version, refuse an update without one, and raise it by one per update', async () => {
    const record = await read(versionedCase.url);
    expect(record.version).toEqual(expect.any(Number));

    const unversioned = await put(versionedCase, versionedCase.body(record, 0));
    expect(unversioned.statusCode).toBe(400);
    expect(unversioned.json()).toContainEqual({
      message: 'Campo obrigatório',
      code: 'validation.required',
      field: 'version',
    });

    const updated = await put(versionedCase, { ...versionedCase.body(record, 1), version: record.version });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<Row>().version).toBe(record.version + 1);
    expect(versionedCase.marked(updated.json<Row>())).toBe(
      versionedCase.marked(await read(versionedCase.url)),
    );
  });

  it('refuse an update read at an older version with a translated 409, changing nothing', async () => {
    const stored = await read(versionedCase.url);
    const entries = await auditEntries(versionedCase.audited, stored.id);
    const stale = { ...versionedCase.body(stored, 2), version: stored.version - 1 };

    const refused = await put(versionedCase, stale);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual([
      {
        message: 'Outra pessoa alterou este registro depois que você o abriu. Nada foi salvo.',
        code: 'request.versionConflict',
        field: null,
      },
    ]);
    const inSpanish = await put(versionedCase, stale, 'es');
    expect(inSpanish.json<{ message: string }[]>()[0]?.message).toBe(
      'Otra persona modificó este registro después de que usted lo abrió. No se guardó nada.',
    );

    expect(await read(versionedCase.url)).toEqual(stored);
    expect(await auditEntries(versionedCase.audited, stored.id)).toBe(entries);
  });

  it('apply exactly one of 20 concurrent updates read at one version: one 200, nineteen 409', async () => {
    const before = await read(versionedCase.url);
    const entries = await auditEntries(versionedCase.audited, before.id);

    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        put(versionedCase, { ...versionedCase.body(before, 100 + index), version: before.version }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(409)]);
    const winner = responses.find((response) => response.statusCode === 200)?.json<Row>();
    const stored = await read(versionedCase.url);
    expect(stored).toEqual(winner);
    expect(stored.version).toBe(before.version + 1);
    // Each refused update left the record, and its history, as the winner left them.
    if (versionedCase.audited) expect(await auditEntries(versionedCase.audited, before.id)).toBe(entries + 1);
  });
});

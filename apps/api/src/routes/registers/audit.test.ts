import type { AuditEntry } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createCustomerGroupsRepository } from '../../repositories/registers/customer-groups';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from './multipart-body';

let testApp: TestApp;
let staff: string;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
});
afterAll(() => testApp.close());

const ADMIN = { user_id: 1, user_name: 'Administrador Dossel', user_email: 'admin@dossel.com.br' };

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object | { payload: Buffer; headers: Record<string, string> },
) {
  const multipart = body && 'payload' in body && Buffer.isBuffer(body.payload) ? body : undefined;
  return testApp.app.inject({
    method,
    url: `/api/register${url}`,
    payload: multipart ? multipart.payload : (body as object | undefined),
    headers: { authorization: `Bearer ${staff}`, ...multipart?.headers },
  });
}

/** Sends a write and checks it succeeded; returns the answer's body. */
async function write<T = { id: number }>(
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: Parameters<typeof call>[2],
): Promise<T> {
  const response = await call(method, url, body);
  expect(response.statusCode, response.body).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

async function history(entity: string, recordId: number): Promise<AuditEntry[]> {
  const response = await call('GET', `/audit?entity=${entity}&record_id=${recordId}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditEntry[]>();
}

const customerBody = {
  name: 'Florestal Auditada',
  document: '22.222.222/0001-22',
  emailDomain: 'auditada.com.br',
  customerGroupId: 1,
  gloc1: 'Fazenda',
  gloc2: 'Região',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  glocpadrao: 'Talhão',
};

describe('the audit trail of the registers', () => {
  it('records who created, changed and deleted a customer group, and when, newest first', async () => {
    const started = new Date().toISOString();
    const { id } = await write('POST', '/customer-groups', { name: 'Grupo Auditado' });
    await write('PUT', `/customer-groups/${id}`, { name: 'Grupo Auditado (novo nome)', version: 1 });
    await write('DELETE', `/customer-groups/${id}`);

    const entries = await history('customerGroups', id);
    expect(entries.map((entry) => entry.action)).toEqual(['delete', 'update', 'create']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ entity: 'customerGroups', record_id: id, ...ADMIN });
      expect(entry.at >= started).toBe(true);
    }
    expect(entries[2]?.changes).toEqual({ name: 'Grupo Auditado' });
    expect(entries[1]?.changes).toEqual({
      name: { from: 'Grupo Auditado', to: 'Grupo Auditado (novo nome)' },
    });
    expect(entries[0]?.changes).toEqual({ name: 'Grupo Auditado (novo nome)' });
  });

  it("keeps a customer's fields with its group by name, and its labels as part of its history", async () => {
    const { id } = await write('POST', '/customers', customerBody);
    await write('POST', '/label/dictionary', { customer_id: id, talhao: 'Quadra', gloc1: '' });
    await write('PUT', `/customers/${id}`, {
      ...customerBody,
      gloc1: 'Propriedade',
      code: 'C-77',
      version: 1,
    });

    const [changed, labelled, created] = await history('customers', id);
    expect(created).toMatchObject({ action: 'create', ...ADMIN });
    expect(created?.changes).toEqual({
      ...customerBody,
      customerGroupId: undefined,
      customerGroup: 'Grupo Demonstração',
    });
    expect(labelled?.changes).toEqual({ 'labels.talhao': { from: null, to: 'Quadra' } });
    expect(changed?.changes).toEqual({
      gloc1: { from: 'Fazenda', to: 'Propriedade' },
      code: { from: null, to: 'C-77' },
    });
  });

  it('leaves a save that changed nothing out of the history', async () => {
    await write('PUT', '/document-types/1', {
      description: 'Relatório em PDF',
      extension: 'pdf',
      version: 1,
    });
    expect(await history('documentTypes', 1)).toEqual([]);
  });

  it('records a refused write nowhere: the record and its history stay as they were', async () => {
    // Group 1 still has customers, so it stays (409).
    expect((await call('DELETE', '/customer-groups/1')).statusCode).toBe(409);
    expect(await history('customerGroups', 1)).toEqual([]);
  });

  it("records a user's new password only as changed, never the password or its hash", async () => {
    const payload = {
      name: 'Usuária Auditada',
      email: 'auditada@serraazul.com.br',
      mainCustomerId: 1,
      customers: [1, 2],
      services_json: { '1': [1, 2], '2': [1] },
      password: 'Primeira@123',
    };
    const { id } = await write('POST', '/users', payload);
    await write('PUT', `/users/${id}`, {
      ...payload,
      password: undefined,
      customers: [1],
      services_json: { '1': [1, 2] },
      version: 1,
    });
    await write('PUT', `/users/changePassword/${id}`, { password: 'Segunda@456' });
    await write('DELETE', `/users/${id}`);

    const response = await call('GET', `/audit?entity=users&record_id=${id}`);
    expect(response.body).not.toMatch(/Primeira|Segunda|scrypt|hash/i);
    const [deleted, newPassword, changed, created] = response.json<AuditEntry[]>();
    expect(created?.changes).toEqual({
      name: 'Usuária Auditada',
      email: 'auditada@serraazul.com.br',
      servicesAdmin: false,
      mainCustomer: 'Reflorestadora Serra Azul',
      customers: 'Florestal Vale Verde, Reflorestadora Serra Azul',
      services: 'Florestal Vale Verde: 1; Reflorestadora Serra Azul: 1, 2',
    });
    expect(changed?.changes).toEqual({
      customers: { from: 'Florestal Vale Verde, Reflorestadora Serra Azul', to: 'Reflorestadora Serra Azul' },
      services: {
        from: 'Florestal Vale Verde: 1; Reflorestadora Serra Azul: 1, 2',
        to: 'Reflorestadora Serra Azul: 1, 2',
      },
    });
    expect(newPassword).toMatchObject({ action: 'update', changes: { password: 'changed' } });
    expect(deleted).toMatchObject({ action: 'delete', changes: { name: 'Usuária Auditada' } });
  });

  it("records a document's metadata by name, and a new file's contents as changed", async () => {
    const fields = { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 };
    const { id } = await write(
      'POST',
      '/documents',
      multipartBody(fields, { name: 'auditoria.csv', content: 'a;b\n1;2\n' }),
    );
    await write(
      'PUT',
      `/documents/${id}`,
      multipartBody(
        { ...fields, description: 'Inventário revisto', version: 1 },
        { name: 'auditoria.csv', content: 'a;b\n3;4\n' },
      ),
    );

    const [changed, created] = await history('documents', id);
    expect(created?.changes).toEqual({
      customer: 'Reflorestadora Serra Azul',
      documentType: 'Planilha CSV',
      documentCategory: 'Planilha de dados',
      documentSubject: 'Inventário florestal',
      file: 'auditoria.csv',
    });
    expect(changed?.changes).toEqual({
      description: { from: null, to: 'Inventário revisto' },
      fileContent: 'changed',
    });
  });

  it('records benchmarking entries with their numbers, empty ones as null', async () => {
    const entry = { customer_id: 2, data: '2025-12-31', ima7: 41.25, performance: null, impacto_clima: -2 };
    const { id } = await write('POST', '/benchmarking', entry);
    await write('PUT', `/benchmarking/${id}`, { ...entry, ima7: '', performance: 97.5, version: 1 });

    const [changed, created] = await history('benchmarking', id);
    expect(created?.changes).toEqual({
      customer: 'Florestal Vale Verde',
      data: '2025-12-31',
      ima7: 41.25,
      impacto_clima: -2,
    });
    expect(changed?.changes).toEqual({
      ima7: { from: 41.25, to: null },
      performance: { from: null, to: 97.5 },
    });
  });

  it("records what a customer's delete takes along: its benchmarking entries and its users' links", async () => {
    const customer = await write('POST', '/customers', { ...customerBody, name: 'Florestal Passageira' });
    const entry = await write('POST', '/benchmarking', {
      customer_id: customer.id,
      data: '2025-06-30',
      ima7: 38,
    });
    const user = await write('POST', '/users', {
      name: 'Usuário Vinculado',
      email: 'vinculado@serraazul.com.br',
      mainCustomerId: 1,
      customers: [1, customer.id],
      services_json: { '1': [1], [customer.id]: [2] },
    });
    await write('DELETE', `/customers/${customer.id}`);

    const [deletedCustomer] = await history('customers', customer.id);
    expect(deletedCustomer).toMatchObject({ action: 'delete', changes: { name: 'Florestal Passageira' } });
    const [deletedEntry] = await history('benchmarking', entry.id);
    expect(deletedEntry).toMatchObject({
      action: 'delete',
      ...ADMIN,
      changes: { customer: 'Florestal Passageira', data: '2025-06-30', ima7: 38 },
    });
    const [unlinked] = await history('users', user.id);
    expect(unlinked).toMatchObject({
      action: 'update',
      changes: {
        customers: {
          from: 'Florestal Passageira, Reflorestadora Serra Azul',
          to: 'Reflorestadora Serra Azul',
        },
        services: {
          from: 'Florestal Passageira: 2; Reflorestadora Serra Azul: 1',
          to: 'Reflorestadora Serra Azul: 1',
        },
      },
    });
  });

  it('undoes a write whose record cannot be stored, so neither exists without the other', async () => {
    const audit = createAuditTrail(testApp.app.db).of('customerGroups', createCustomerGroupsRepository);
    // No user 999 to name as the author: storing the record fails inside the write's transaction.
    await expect(
      audit.created({ id: 999 }, (groups) => groups.create({ name: 'Grupo Sem Autor' })),
    ).rejects.toThrow();
    const groups = await createCustomerGroupsRepository(testApp.app.db).list();
    expect(groups.map((group) => group.name)).not.toContain('Grupo Sem Autor');
  });

  it('refuses a register it does not know and an id that is not one', async () => {
    const response = await call('GET', '/audit?entity=sessions&record_id=abc');
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json<{ field: string }[]>()
        .map((item) => item.field)
        .sort(),
    ).toEqual(['entity', 'record_id']);
  });
});

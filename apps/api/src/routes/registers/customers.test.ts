import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MissingFileError } from '../../storage/document-storage';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let staff: string;
let customer: string;
let outsider: string;

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
  customer = await signIn(testApp.app, 'cliente@demo.com.br');
  outsider = await signIn(testApp.app, 'novo@demo.com.br');
});
afterAll(() => testApp.close());

function call(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language?: string,
) {
  return testApp.app.inject({
    method,
    url: `/api/register${url}`,
    payload,
    headers: { authorization: `Bearer ${token}`, ...(language && { 'accept-language': language }) },
  });
}

const newCustomer = {
  name: 'Celulose Horizonte',
  document: '45.678.901/0001-23',
  emailDomain: '@Horizonte.COM.br',
  customerGroupId: 1,
  gloc1: 'Fazenda',
  gloc2: 'Região',
  gloc3: 'Talhão',
  gloc4: 'Projeto',
  gloc5: 'Módulo',
  glocpadrao: 'Talhão',
};

describe('customer groups', () => {
  it('creates, reads, renames and deletes a group', async () => {
    const created = await call(staff, 'POST', '/customer-groups', { name: '  Grupo Norte ' });
    expect(created.statusCode).toBe(201);
    const group = created.json<{ id: number; name: string }>();
    expect(group.name).toBe('Grupo Norte');

    expect((await call(staff, 'GET', `/customer-groups/${group.id}`)).json()).toEqual(group);
    const renamed = await call(staff, 'PUT', `/customer-groups/${group.id}`, {
      name: 'Grupo Nordeste',
      version: 1,
    });
    expect(renamed.json()).toEqual({ id: group.id, name: 'Grupo Nordeste', version: 2 });
    expect((await call(staff, 'GET', '/customer-groups')).json()).toContainEqual({
      id: group.id,
      name: 'Grupo Nordeste',
      version: 2,
    });

    expect((await call(staff, 'DELETE', `/customer-groups/${group.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', `/customer-groups/${group.id}`)).statusCode).toBe(404);
  });

  it('requires a name', async () => {
    const response = await call(staff, 'POST', '/customer-groups', { name: ' ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'name' },
    ]);
    const spanish = await call(staff, 'POST', '/customer-groups', {}, 'es');
    expect(spanish.json()).toEqual([
      { message: 'Campo obligatorio', code: 'validation.required', field: 'name' },
    ]);
  });

  it('refuses to delete a group that has customers, and keeps it', async () => {
    const response = await call(staff, 'DELETE', '/customer-groups/1');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        message: 'Este grupo possui clientes e não pode ser excluído.',
        code: 'customerGroups.hasCustomers',
        field: null,
      },
    ]);
    expect((await call(staff, 'GET', '/customer-groups/1')).statusCode).toBe(200);
  });

  it('is for staff only', async () => {
    expect((await call(customer, 'GET', '/customer-groups')).statusCode).toBe(403);
    expect((await call(customer, 'POST', '/customer-groups', { name: 'Intruso' })).statusCode).toBe(403);
    const names = (await call(staff, 'GET', '/customer-groups'))
      .json<{ name: string }[]>()
      .map((g) => g.name);
    expect(names).not.toContain('Intruso');
  });
});

describe('customers', () => {
  it('lists customers ordered by name, by group and as select options', async () => {
    const list = (await call(staff, 'GET', '/customers?order=name')).json<{ name: string }[]>();
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect(names).toEqual(
      expect.arrayContaining(['Agro Cerrado', 'Florestal Vale Verde', 'Reflorestadora Serra Azul']),
    );

    const byGroup = (await call(staff, 'GET', '/customers/byGroup/1')).json<{ name: string }[]>();
    expect(byGroup.map((c) => c.name)).toEqual(['Florestal Vale Verde', 'Reflorestadora Serra Azul']);

    const options = (await call(staff, 'GET', '/customers/options')).json<unknown[]>();
    expect(options.slice(0, 3)).toEqual([
      { label: 'Agro Cerrado', value: 3, groupId: null },
      { label: 'Florestal Vale Verde', value: 2, groupId: 1 },
      { label: 'Reflorestadora Serra Azul', value: 1, groupId: 1 },
    ]);
  });

  it('reads one customer with its group and code in base', async () => {
    const response = await call(staff, 'GET', '/customers/1');
    expect(response.json()).toMatchObject({
      id: 1,
      name: 'Reflorestadora Serra Azul',
      emailDomain: 'serraazul.com.br',
      customerGroupId: 1,
      customerGroupName: 'Grupo Demonstração',
      code: 'SA-0001',
      contractExpiration: '2027-12-31',
    });
  });

  it('requires every field of the spec, with one message per field', async () => {
    const response = await call(staff, 'POST', '/customers', { name: 'Só o nome' });
    expect(response.statusCode).toBe(400);
    const items = response.json<{ message: string; field: string }[]>();
    expect(items.map((item) => item.field).sort()).toEqual(
      [
        'customerGroupId',
        'document',
        'emailDomain',
        'gloc1',
        'gloc2',
        'gloc3',
        'gloc4',
        'gloc5',
        'glocpadrao',
      ].sort(),
    );
    expect(new Set(items.map((item) => item.message))).toEqual(new Set(['Campo obrigatório']));
  });

  it('refuses an unknown group and a malformed e-mail domain', async () => {
    const unknownGroup = await call(staff, 'POST', '/customers', { ...newCustomer, customerGroupId: 999 });
    expect(unknownGroup.statusCode).toBe(400);
    expect(unknownGroup.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'customerGroupId' },
    ]);
    const badDomain = await call(staff, 'POST', '/customers', {
      ...newCustomer,
      emailDomain: 'não é domínio',
    });
    expect(badDomain.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'emailDomain' },
    ]);
  });

  it('creates a customer answering its id, saves its labels, updates and deletes it', async () => {
    const created = await call(staff, 'POST', '/customers', newCustomer);
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: number; emailDomain: string; code: string | null }>();
    expect(body).toMatchObject({ name: 'Celulose Horizonte', emailDomain: 'horizonte.com.br', code: null });

    // Spec section 4: the labels are then saved with the new id; only non-empty fields are stored.
    const labels = await call(staff, 'POST', '/label/dictionary', {
      customer_id: body.id,
      talhao: 'Quadra',
      material_genetico: '',
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.json()).toMatchObject({ customer_id: body.id, talhao: 'Quadra', material_genetico: null });

    const updated = await call(staff, 'PUT', `/customers/${body.id}`, {
      ...newCustomer,
      name: 'Celulose Horizonte S.A.',
      code: 'CH-9',
      contractExpiration: '2028-01-31',
      version: 1,
    });
    expect(updated.json()).toMatchObject({
      id: body.id,
      name: 'Celulose Horizonte S.A.',
      code: 'CH-9',
      contractExpiration: '2028-01-31',
    });

    expect((await call(staff, 'DELETE', `/customers/${body.id}`)).statusCode).toBe(204);
    expect((await call(staff, 'GET', `/customers/${body.id}`)).statusCode).toBe(404);
    const leftovers = await testApp.app.db
      .selectFrom('customer_labels')
      .selectAll()
      .where('customer_id', '=', body.id)
      .execute();
    expect(leftovers).toEqual([]);
  });

  it("releases the stored files of what goes with a deleted customer: its notes' photos, its imports' files", async () => {
    const created = await call(staff, 'POST', '/customers', {
      ...newCustomer,
      name: 'Florestas Jatobá',
      document: '67.890.123/0001-45',
      emailDomain: 'jatoba.com.br',
    });
    const { id } = created.json<{ id: number }>();
    const { db, documentStorage: storage } = testApp.app;
    const store = async (text: string) => (await storage.put(Readable.from([Buffer.from(text)]))).key;
    const [photo, thumb, upload] = [
      await store('foto da Jatobá'),
      await store('miniatura da Jatobá'),
      await store('talhões da Jatobá'),
    ];
    // Stored by another customer too (equal bytes are one file): it stays for them.
    const shared = await store('foto de duas empresas');
    const place = { gloc1: 'F', gloc2: 'R', gloc3: 'T', gloc4: 'P', gloc5: 'M' };
    const noteOf = async (customerId: number) =>
      (
        await db
          .insertInto('field_notes')
          .values({ customer_id: customerId, tipo: 1, data: '2026-11-27', ...place })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const photoOf = async (customerId: number, storageKey: string, thumbKey: string) =>
      db
        .insertInto('field_note_photos')
        .values({
          customer_id: customerId,
          note_id: await noteOf(customerId),
          client_key: randomUUID(),
          storage_key: storageKey,
          thumb_key: thumbKey,
          content_type: 'image/jpeg',
          thumb_content_type: 'image/jpeg',
          bytes: 14,
          width: 1600,
          height: 1200,
          taken_at: '2026-11-27T10:05:00-03:00',
          created_at: '2026-11-27T13:05:00.000Z',
        })
        .execute();
    await photoOf(id, photo, thumb);
    await photoOf(id, shared, shared);
    await photoOf(2, shared, shared);
    await db
      .insertInto('imports')
      .values({
        customer_id: id,
        kind: 'plots',
        source: 'ui',
        status: 'failed',
        file_name: 'talhoes.geojson',
        file_size: 20,
        storage_key: upload,
        created_by_name: 'Administrador Dossel',
        created_at: '2026-11-27T13:05:00.000Z',
      })
      .execute();

    expect((await call(staff, 'DELETE', `/customers/${id}`)).statusCode).toBe(204);
    for (const key of [photo, thumb, upload])
      await expect(storage.get(key)).rejects.toThrow(MissingFileError);
    (await storage.get(shared)).destroy();
  });

  it("refuses to delete a customer that is some user's main customer", async () => {
    const response = await call(staff, 'DELETE', '/customers/2');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        message: 'Este cliente é o cliente principal de usuários e não pode ser excluído.',
        code: 'customers.isMainCustomer',
        field: null,
      },
    ]);
    expect((await call(staff, 'GET', '/customers/2')).statusCode).toBe(200);
  });

  it('refuses to delete a customer that owns documents', async () => {
    const response = await call(staff, 'DELETE', '/customers/3', undefined, 'en-US');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      {
        message: 'This customer has documents and cannot be deleted.',
        code: 'customers.hasDocuments',
        field: null,
      },
    ]);
  });

  it("answers 409, not 500, when the database refuses the delete: another customer's operation names one of its items", async () => {
    const created = await call(staff, 'POST', '/customers', {
      ...newCustomer,
      name: 'Madeiras Ipê',
      document: '56.789.012/0001-34',
      emailDomain: 'madeirasipe.com.br',
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    const { db } = testApp.app;
    const item = await db
      .insertInto('operational_items')
      .values({ customer_id: id, item: 'Roçada', unidade: 'ha', custo_atual: 120, categoria: 'Manutenção' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A row no route would write (an operation names only its own customer's items), as an import or a
    // manual fix could leave: the foreign key keeps the item, and the delete must say so in words.
    const { id: _operationId, ...operation } = await db
      .selectFrom('operations')
      .selectAll()
      .limit(1)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('operations')
      .values({ ...operation, operacao_id: item.id })
      .execute();

    const response = await call(staff, 'DELETE', `/customers/${id}`, undefined, 'es');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { message: 'Este registro está en uso y no se puede eliminar.', code: 'registers.inUse', field: null },
    ]);
    expect((await call(staff, 'GET', `/customers/${id}`)).statusCode).toBe(200);
  });

  it('keeps customer users out of the register', async () => {
    expect((await call(customer, 'GET', '/customers/1')).statusCode).toBe(403);
    const write = await call(customer, 'PUT', '/customers/1', { ...newCustomer, name: 'Tomada' });
    expect(write.statusCode).toBe(403);
    expect((await call(staff, 'GET', '/customers/1')).json()).toMatchObject({
      name: 'Reflorestadora Serra Azul',
    });
  });
});

describe('label dictionary', () => {
  it('answers every field, null where the customer has no word of its own', async () => {
    const response = await call(staff, 'GET', '/label/dictionary?customer_id=2');
    expect(response.json()).toMatchObject({
      customer_id: 2,
      gloc2: 'Núcleo',
      talhao: 'Quadra',
      gloc4: null,
      idade: null,
    });
  });

  it('saves only the non-empty fields and keeps the others', async () => {
    const saved = await call(staff, 'POST', '/label/dictionary', {
      customer_id: 1,
      idade: 'Idade',
      talhao: ' ',
      area: null,
    });
    expect(saved.json()).toMatchObject({
      customer_id: 1,
      idade: 'Idade',
      talhao: 'Talhão',
      area: 'Área (ha)',
    });
  });

  it('requires the customer and refuses an unknown one', async () => {
    const missing = await call(staff, 'POST', '/label/dictionary', { talhao: 'Quadra' });
    expect(missing.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'customer_id' },
    ]);
    const unknown = await call(staff, 'POST', '/label/dictionary', { customer_id: 999, talhao: 'Quadra' });
    expect(unknown.statusCode).toBe(400);
  });

  it('lets linked users read it, not users of another customer, and nobody but staff write it', async () => {
    expect((await call(customer, 'GET', '/label/dictionary?customer_id=1')).statusCode).toBe(200);
    const foreign = await call(outsider, 'GET', '/label/dictionary?customer_id=1');
    expect(foreign.statusCode).toBe(403);
    const write = await call(customer, 'POST', '/label/dictionary', { customer_id: 1, talhao: 'Invadido' });
    expect(write.statusCode).toBe(403);
    expect((await call(staff, 'GET', '/label/dictionary?customer_id=1')).json()).toMatchObject({
      talhao: 'Talhão',
    });
  });
});

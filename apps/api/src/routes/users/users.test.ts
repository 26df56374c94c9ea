import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../db/seed';
import { createTestApp, getMe, postLogin, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
let staff: string;
beforeAll(async () => {
  testApp = await createTestApp();
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
});
afterAll(() => testApp.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(
  method: Method,
  url: string,
  options: { token?: string; payload?: unknown; language?: string } = {},
) {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'pt-BR' };
  const token = options.token ?? staff;
  if (token) headers.authorization = `Bearer ${token}`;
  return testApp.app.inject({
    method,
    url: `/api/register/users${url}`,
    headers,
    ...(options.payload === undefined ? {} : { payload: options.payload as Record<string, unknown> }),
  });
}

const login = (email: string, password: string) => postLogin(testApp.app, email, password);
const me = (token: string) => getMe(testApp.app, token);

async function userRow(email: string) {
  return testApp.app.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

let serial = 0;
/** A valid new user of Serra Azul, with a fresh e-mail each time. */
function newUser(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Usuário Teste ${serial}`,
    email: `teste${serial}@serraazul.com.br`,
    mainCustomerId: 1,
    customers: [1, 2],
    services_json: { '1': [1, 2], '2': [1] },
    ...overrides,
  };
}

describe('GET /api/register/users', () => {
  it('lists the users by name, ascending by default and with order=name,ASC', async () => {
    for (const url of ['', '?order=name,ASC']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(200);
      const names = response.json<{ name: string }[]>().map((user) => user.name);
      expect(names.slice(0, 3)).toEqual(['Administrador Dossel', 'Cliente Demonstração', 'Novo Usuário']);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it('lists them descending with order=name,DESC', async () => {
    const names = (await call('GET', '?order=name,DESC')).json<{ name: string }[]>().map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
  });

  it('refuses an order it does not know', async () => {
    const response = await call('GET', '?order=password,ASC');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Valor inválido', code: 'validation.invalid', field: 'order' },
    ]);
  });

  it('shows each user with linked customers and services, and never a password hash', async () => {
    const response = await call('GET', '');
    expect(response.body).not.toMatch(/password|scrypt\$/i);
    const cliente = response.json<{ email: string }[]>().find((u) => u.email === 'cliente@demo.com.br');
    expect(cliente).toEqual({
      id: 2,
      name: 'Cliente Demonstração',
      email: 'cliente@demo.com.br',
      mainCustomerId: 1,
      servicesAdmin: false,
      services_json: { '1': [1, 2], '2': [1, 2, 8] },
      customers: [
        { id: 2, name: 'Florestal Vale Verde' },
        { id: 1, name: 'Reflorestadora Serra Azul' },
      ],
      lastLogin: '2025-09-01T12:00:00.000Z',
      signature: '2025-02-03T12:00:00.000Z',
      version: 1,
    });
  });

  it('is for staff only: a customer user gets a 403', async () => {
    const customer = await signIn(testApp.app, 'cliente@demo.com.br');
    const response = await call('GET', '', { token: customer });
    expect(response.statusCode).toBe(403);
    expect(response.json()[0].code).toBe('auth.forbidden');
  });
});

describe('GET /api/register/users/:id', () => {
  it('shows one user', async () => {
    const response = await call('GET', '/3');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: 3, email: 'novo@demo.com.br', signature: null });
  });

  it('answers 404 for a user that does not exist, and 400 for an id that is not one', async () => {
    const missing = await call('GET', '/999', { language: 'en-US' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual([{ message: 'User not found.', code: 'users.notFound', field: null }]);
    expect((await call('GET', '/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/register/users', () => {
  it('creates a user linked to the main and the listed customers, who signs in with the given password', async () => {
    const input = newUser({
      email: '  Ana.Souza@SerraAzul.com.br ',
      name: 'Ana Souza',
      password: 'Ana@Senha1',
    });
    const response = await call('POST', '', { payload: input });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@serraazul.com.br',
      mainCustomerId: 1,
      servicesAdmin: false,
      services_json: { '1': [1, 2], '2': [1] },
      customers: [
        { id: 2, name: 'Florestal Vale Verde' },
        { id: 1, name: 'Reflorestadora Serra Azul' },
      ],
      lastLogin: null,
      signature: null,
    });
    expect(response.body).not.toMatch(/password|scrypt\$/i);
    expect((await login('ana.souza@serraazul.com.br', 'Ana@Senha1')).statusCode).toBe(200);

    const list = (await call('GET', '?order=name,ASC')).json<{ name: string }[]>().map((u) => u.name);
    expect(list.indexOf('Ana Souza')).toBe(list.indexOf('Administrador Dossel') + 1);
  });

  it('always links the main customer, and without a password makes an account nobody can sign in to yet', async () => {
    const input = newUser({ mainCustomerId: 2, customers: [], services_json: {} });
    const response = await call('POST', '', { payload: input });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      customers: [{ id: 2, name: 'Florestal Vale Verde' }],
      services_json: { '2': [] },
    });
    expect((await login(input.email, DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await userRow(input.email))?.password_hash).toMatch(/^scrypt\$/);
  });

  it('lists each missing required field', async () => {
    const response = await call('POST', '', { payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'name' },
      { message: 'Campo obrigatório', code: 'validation.required', field: 'email' },
      { message: 'Campo obrigatório', code: 'validation.required', field: 'mainCustomerId' },
    ]);
  });

  it('refuses an invalid e-mail and a weak first password', async () => {
    const response = await call('POST', '', {
      payload: newUser({ email: 'sem-arroba', password: 'fraca' }),
      language: 'es',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Correo electrónico inválido', code: 'validation.email', field: 'email' },
      {
        message:
          'La contraseña debe tener al menos 8 caracteres, con 1 letra mayúscula, 1 letra minúscula, 1 número y un símbolo.',
        code: 'validation.passwordPolicy',
        field: 'password',
      },
    ]);
  });

  it.each([
    ['pt-BR', 'Esta conta de e-mail não pertence a Dossel. Desmarque esta opção.'],
    ['en-US', 'This e-mail account does not belong to Dossel. Uncheck this option.'],
    ['es', 'Esta cuenta de correo no pertenece a Dossel. Desmarque esta opción.'],
  ])('makes services administrators only of the provider domain (%s)', async (language, message) => {
    const input = newUser({ servicesAdmin: true });
    const refused = await call('POST', '', { payload: input, language });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual([
      { message, code: 'validation.servicesAdminDomain', field: 'servicesAdmin' },
    ]);
    expect(await userRow(input.email)).toBeUndefined();
  });

  it('accepts servicesAdmin for an e-mail of the provider domain', async () => {
    const input = newUser({ email: `equipe${serial}@Dossel.com.br`, servicesAdmin: true });
    const response = await call('POST', '', { payload: input });
    expect(response.statusCode).toBe(201);
    expect(response.json().servicesAdmin).toBe(true);
  });

  it('refuses an e-mail that another user has, whatever its case', async () => {
    const response = await call('POST', '', { payload: newUser({ email: 'CLIENTE@demo.com.br' }) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual([
      { message: 'Já existe um usuário com este e-mail.', code: 'users.emailTaken', field: 'email' },
    ]);
  });

  it('refuses customers that do not exist and services of customers that are not linked', async () => {
    const unknownMain = await call('POST', '', { payload: newUser({ mainCustomerId: 999 }) });
    expect(unknownMain.statusCode).toBe(400);
    expect(unknownMain.json()).toEqual([
      { message: 'Cliente não encontrado.', code: 'users.unknownCustomer', field: 'mainCustomerId' },
    ]);
    const unknownLink = await call('POST', '', {
      payload: newUser({ customers: [1, 999], services_json: {} }),
    });
    expect(unknownLink.json()[0]).toMatchObject({ code: 'users.unknownCustomer', field: 'customers' });
    const strayServices = await call('POST', '', {
      payload: newUser({ customers: [1], services_json: { '3': [8] } }),
    });
    expect(strayServices.statusCode).toBe(400);
    expect(strayServices.json()[0]).toMatchObject({ code: 'validation.invalid', field: 'services_json' });
  });

  it('is for staff only: a customer user creates nothing', async () => {
    const customer = await signIn(testApp.app, 'cliente@demo.com.br');
    const input = newUser();
    expect((await call('POST', '', { token: customer, payload: input })).statusCode).toBe(403);
    expect(await userRow(input.email)).toBeUndefined();
  });
});

describe('PUT /api/register/users/:id', () => {
  it('replaces the data and the links of a user', async () => {
    const created = (await call('POST', '', { payload: newUser() })).json<{ id: number }>();
    const response = await call('PUT', `/${created.id}`, {
      payload: {
        ...newUser({
          name: 'Nome Novo',
          mainCustomerId: 2,
          customers: [2],
          services_json: { '2': [1, 2, 8] },
        }),
        version: 1,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: created.id,
      name: 'Nome Novo',
      mainCustomerId: 2,
      customers: [{ id: 2, name: 'Florestal Vale Verde' }],
      services_json: { '2': [1, 2, 8] },
    });
    expect((await call('GET', `/${created.id}`)).json().name).toBe('Nome Novo');
  });

  it('keeps the domain rule and the unique e-mail on update', async () => {
    const refused = await call('PUT', '/2', {
      payload: { ...newUser({ email: 'cliente@demo.com.br', servicesAdmin: true }), version: 1 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()[0].field).toBe('servicesAdmin');
    const taken = await call('PUT', '/2', {
      payload: { ...newUser({ email: 'novo@demo.com.br' }), version: 1 },
    });
    expect(taken.statusCode).toBe(409);
    expect((await userRow('cliente@demo.com.br'))?.services_admin).toBe(0);
  });

  it('keeps its own e-mail without calling it taken', async () => {
    const response = await call('PUT', '/3', {
      payload: {
        name: 'Novo Usuário',
        email: 'novo@demo.com.br',
        mainCustomerId: 2,
        customers: [2],
        services_json: { '2': [1, 2, 8] },
        version: 1,
      },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect((await call('PUT', '/999', { payload: { ...newUser(), version: 1 } })).statusCode).toBe(404);
  });

  it('lets no customer user change anyone, and changes nothing', async () => {
    const outsider = await signIn(testApp.app, 'novo@demo.com.br');
    const response = await call('PUT', '/2', {
      token: outsider,
      payload: newUser({ email: 'cliente@demo.com.br', name: 'Invadido' }),
    });
    expect(response.statusCode).toBe(403);
    expect((await userRow('cliente@demo.com.br'))?.name).toBe('Cliente Demonstração');
  });
});

describe('DELETE /api/register/users/:id', () => {
  it('removes a user with their sessions', async () => {
    const input = newUser({ password: 'Apagar@123' });
    const { id } = (await call('POST', '', { payload: input })).json<{ id: number }>();
    const session = await signIn(testApp.app, input.email, 'Apagar@123');

    const response = await call('DELETE', `/${id}`);
    expect(response.statusCode).toBe(204);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await me(session)).statusCode).toBe(401);
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(404);
  });

  it('does not let staff delete themselves', async () => {
    const response = await call('DELETE', '/1');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual([
      {
        message: 'Você não pode excluir o seu próprio usuário.',
        code: 'users.cannotDeleteSelf',
        field: null,
      },
    ]);
    expect(await userRow('admin@dossel.com.br')).toBeDefined();
  });

  it('lets no customer user delete anyone', async () => {
    const customer = await signIn(testApp.app, 'cliente@demo.com.br');
    expect((await call('DELETE', '/3', { token: customer })).statusCode).toBe(403);
    expect(await userRow('novo@demo.com.br')).toBeDefined();
  });
});

describe('PUT /api/register/users/changePassword/:id', () => {
  it.each([
    ['pt-BR', 'Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.'],
    [
      'en-US',
      'The password must have at least 8 characters, with 1 uppercase letter, 1 lowercase letter, 1 number and a symbol.',
    ],
    [
      'es',
      'La contraseña debe tener al menos 8 caracteres, con 1 letra mayúscula, 1 letra minúscula, 1 número y un símbolo.',
    ],
  ])('enforces the password policy (%s)', async (language, message) => {
    for (const weak of ['Curta1@', 'minusculas1@', 'MAIUSCULAS1@', 'SemDigito@', 'SemSimbolo12']) {
      const response = await call('PUT', '/changePassword/3', { payload: { password: weak }, language });
      expect(response.statusCode, weak).toBe(400);
      expect(response.json()).toEqual([{ message, code: 'validation.passwordPolicy', field: 'password' }]);
    }
    const empty = await call('PUT', '/changePassword/3', { payload: { password: '' }, language });
    expect(empty.json()[0].code).toBe('validation.required');
    expect((await login('novo@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("sets another user's password and ends all of that user's sessions", async () => {
    const input = newUser({ password: 'Antiga@123' });
    const { id } = (await call('POST', '', { payload: input })).json<{ id: number }>();
    const session = await signIn(testApp.app, input.email, 'Antiga@123');

    const response = await call('PUT', `/changePassword/${id}`, { payload: { password: 'Trocada@456' } });
    expect(response.statusCode).toBe(204);
    expect((await me(session)).statusCode).toBe(401);
    expect((await login(input.email, 'Antiga@123')).statusCode).toBe(401);
    expect((await login(input.email, 'Trocada@456')).statusCode).toBe(200);
    expect((await me(staff)).statusCode).toBe(200);
  });

  it('lets a user change their own password, staying signed in only where they did it', async () => {
    const input = newUser({ password: 'Propria@123' });
    const { id } = (await call('POST', '', { payload: input })).json<{ id: number }>();
    const here = await signIn(testApp.app, input.email, 'Propria@123');
    const elsewhere = await signIn(testApp.app, input.email, 'Propria@123');

    const response = await call('PUT', `/changePassword/${id}`, {
      token: here,
      payload: { password: 'Minha@Nova1' },
    });
    expect(response.statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
    expect((await login(input.email, 'Minha@Nova1')).statusCode).toBe(200);
  });

  it("refuses a customer user someone else's password, and changes nothing", async () => {
    const outsider = await signIn(testApp.app, 'novo@demo.com.br');
    const response = await call('PUT', '/changePassword/2', {
      token: outsider,
      payload: { password: 'Roubada@123' },
    });
    expect(response.statusCode).toBe(403);
    expect((await login('cliente@demo.com.br', 'Roubada@123')).statusCode).toBe(401);
    expect((await login('cliente@demo.com.br', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers 404 for a user that does not exist', async () => {
    expect(
      (await call('PUT', '/changePassword/999', { payload: { password: 'Valida@123' } })).statusCode,
    ).toBe(404);
  });
});

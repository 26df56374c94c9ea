import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

function switchCustomer(token: string, payload: unknown, language = 'pt-BR') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/auth/switchCustomer',
    payload: payload as Record<string, unknown>,
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  });
}

async function currentCustomer(token: string): Promise<number> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  return response.json<{ currentCustomerId: number }>().currentCustomerId;
}

describe('POST /api/auth/switchCustomer', () => {
  it('starts every session at the main customer', async () => {
    expect(await currentCustomer(await signIn(testApp.app, 'cliente@demo.com.br'))).toBe(1);
    expect(await currentCustomer(await signIn(testApp.app, 'novo@demo.com.br'))).toBe(2);
  });

  it('moves the session to a linked customer and answers the user with it', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    const response = await switchCustomer(token, { newCustomerId: 2 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'cliente@demo.com.br',
      mainCustomerId: 1,
      currentCustomerId: 2,
    });
    expect(await currentCustomer(token)).toBe(2);
    const row = await testApp.app.db
      .selectFrom('sessions')
      .select('current_customer_id')
      .orderBy('id', 'desc')
      .where('user_id', '=', 2)
      .executeTakeFirstOrThrow();
    expect(row.current_customer_id).toBe(2);
  });

  it('keeps the choice to the session: another device of the same user stays where it was', async () => {
    const laptop = await signIn(testApp.app, 'cliente@demo.com.br');
    const phone = await signIn(testApp.app, 'cliente@demo.com.br');
    await switchCustomer(laptop, { newCustomerId: 2 });
    expect(await currentCustomer(laptop)).toBe(2);
    expect(await currentCustomer(phone)).toBe(1);
  });

  it('switches back to the main customer', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    await switchCustomer(token, { newCustomerId: 2 });
    await switchCustomer(token, { newCustomerId: 1 });
    expect(await currentCustomer(token)).toBe(1);
  });

  it.each([
    ['pt-BR', 'Você não está vinculado a este cliente.'],
    ['en-US', 'You are not linked to this customer.'],
    ['es', 'Usted no está vinculado a este cliente.'],
  ])('refuses a customer the user is not linked to, and changes nothing (%s)', async (language, message) => {
    const token = await signIn(testApp.app, 'novo@demo.com.br');
    for (const newCustomerId of [1, 3, 999]) {
      const response = await switchCustomer(token, { newCustomerId }, language);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual([{ message, code: 'auth.customerNotLinked', field: 'newCustomerId' }]);
    }
    expect(await currentCustomer(token)).toBe(2);
  });

  it('refuses staff a customer they are not linked to, too', async () => {
    const token = await signIn(testApp.app, 'admin@dossel.com.br');
    expect((await switchCustomer(token, { newCustomerId: 3 })).statusCode).toBe(403);
  });

  it('requires the new customer id, as a number', async () => {
    const token = await signIn(testApp.app, 'cliente@demo.com.br');
    expect((await switchCustomer(token, {})).json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'newCustomerId' },
    ]);
    const text = await switchCustomer(token, { newCustomerId: 'Vale Verde' });
    expect(text.statusCode).toBe(400);
    expect(text.json()[0].field).toBe('newCustomerId');
  });

  it('asks to sign in without a session', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/switchCustomer',
      payload: { newCustomerId: 1 },
    });
    expect(response.statusCode).toBe(401);
  });
});

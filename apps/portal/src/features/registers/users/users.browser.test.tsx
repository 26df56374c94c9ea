import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import { openAsStaff, deleteAfterAsking, expectCancelWithoutPrompt } from '../testing/open-as-staff';
import { fakeUsersServer, USERS_API } from './users-fixtures';

async function open(path: string, server = fakeUsersServer(), extra: FakeRoutes = {}) {
  return { ...(await openAsStaff(path, server.routes, extra)), server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const mainCustomer = () => page.getByRole('combobox', { name: 'Cliente principal' });
const linkedCustomers = () => page.getByRole('group', { name: 'Clientes vinculados' });
const servicesOf = (customer: string) => page.getByRole('group', { name: `Serviços de ${customer}` });
const adminBox = () => page.getByRole('checkbox', { name: 'Administrador de serviços' });
const bodyRows = () => page.getByRole('row').elements().slice(1);

describe('the users register', () => {
  it('lists the users by name ascending and creates one with its customers and services', async () => {
    const { server, router } = await open('/users');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Beatriz Nova/ })).toBeVisible();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Administrador Dossel'),
      expect.stringContaining('Beatriz Nova'),
      expect.stringContaining('Cliente Demonstração'),
    ]);

    await page.getByRole('link', { name: 'Novo' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Novo usuário' })).toBeVisible();
    await field('Nome').fill('Carla Souza');
    await field('E-mail').fill('Carla@ValeVerde.com.br');
    await mainCustomer().selectOptions('Florestal Vale Verde');
    // The main customer is linked already; Agro Cerrado is linked by hand.
    await expect
      .element(linkedCustomers().getByRole('checkbox', { name: 'Florestal Vale Verde' }))
      .toBeDisabled();
    await linkedCustomers().getByRole('checkbox', { name: 'Agro Cerrado' }).click();
    await servicesOf('Florestal Vale Verde').getByRole('checkbox', { name: 'Produtividade' }).click();
    await servicesOf('Florestal Vale Verde').getByRole('checkbox', { name: 'Custos de campo' }).click();
    await servicesOf('Agro Cerrado').getByRole('checkbox', { name: 'Qualidade' }).click();
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Carla Souza/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/users');
    expect(server.users.received).toEqual([
      {
        call: 'POST',
        body: {
          name: 'Carla Souza',
          email: 'carla@valeverde.com.br',
          mainCustomerId: 2,
          servicesAdmin: false,
          customers: [3],
          services_json: { '2': [1, 8], '3': [2] },
        },
      },
    ]);
  });

  it('asks for name, e-mail and main customer, and wants a valid e-mail', async () => {
    const { server } = await open('/users/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Campo obrigatório').first()).toBeVisible();
    expect(page.getByText('Campo obrigatório').elements()).toHaveLength(3);
    await field('E-mail').fill('carla@');
    await expect.element(page.getByText('E-mail inválido')).toBeVisible();
    expect(server.users.received).toEqual([]);
  });

  it("allows services administrators only with the provider's e-mail domain, in the spec's words", async () => {
    const { server } = await open('/users/new');
    await field('Nome').fill('Carla Souza');
    await field('E-mail').fill('carla@valeverde.com.br');
    await mainCustomer().selectOptions('Florestal Vale Verde');
    await adminBox().click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .element(page.getByText('Esta conta de e-mail não pertence a Dossel. Desmarque esta opção.'))
      .toBeVisible();
    await expect.element(adminBox()).toHaveAttribute('aria-invalid', 'true');
    expect(server.users.received).toEqual([]);

    await field('E-mail').fill('carla@dossel.com.br');
    await expect
      .element(page.getByText('Esta conta de e-mail não pertence a Dossel. Desmarque esta opção.'))
      .not.toBeInTheDocument();
  });

  it('opens an edit link with the user, saves a change of services and shows it again', async () => {
    const server = fakeUsersServer();
    const first = await open('/users/2/edit', server);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Editar usuário' })).toBeVisible();
    await expect.element(field('E-mail')).toHaveValue('cliente@demo.com.br');
    await expect.element(mainCustomer()).toHaveValue('1');
    await expect
      .element(linkedCustomers().getByRole('checkbox', { name: 'Florestal Vale Verde' }))
      .toBeChecked();
    const valeVerdeCosts = servicesOf('Florestal Vale Verde').getByRole('checkbox', {
      name: 'Custos de campo',
    });
    await expect.element(valeVerdeCosts).toBeChecked();

    await valeVerdeCosts.click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(first.router.state.location.pathname).toBe('/users');
    expect(server.users.received).toEqual([
      {
        call: 'PUT 2',
        body: expect.objectContaining({ customers: [2], services_json: { '1': [1, 2], '2': [1, 2] } }),
      },
    ]);

    await first.screen.unmount();
    await open('/users/2/edit', server);
    await expect
      .element(servicesOf('Florestal Vale Verde').getByRole('checkbox', { name: 'Custos de campo' }))
      .not.toBeChecked();
  });

  it("sets the user's password under the policy, and sends the first-access e-mail", async () => {
    const { server } = await open('/users/3/edit');
    const access = page.getByRole('region', { name: 'Acesso do usuário' });
    await access.getByLabelText(/^Nova senha/).fill('fraca');
    await access.getByRole('button', { name: 'Definir senha' }).click();
    await expect
      .element(
        access.getByText(
          'Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.',
        ),
      )
      .toBeVisible();

    await access.getByLabelText(/^Nova senha/).fill('Floresta@2026');
    await access.getByLabelText(/^Confirme a nova senha/).fill('Floresta@2025');
    await access.getByRole('button', { name: 'Definir senha' }).click();
    await expect.element(access.getByText('Senhas devem ser iguais')).toBeVisible();
    await access.getByLabelText(/^Confirme a nova senha/).fill('Floresta@2026');
    await access.getByRole('button', { name: 'Definir senha' }).click();
    await expect.element(page.getByText('Senha definida com sucesso')).toBeVisible();
    await expect.element(access.getByLabelText(/^Nova senha/)).toHaveValue('');

    await access.getByRole('button', { name: 'Enviar e-mail de primeiro acesso' }).click();
    await expect
      .element(page.getByText('E-mail de primeiro acesso enviado para novo@demo.com.br'))
      .toBeVisible();
    expect(server.accessCalls).toEqual([
      { call: 'changePassword 3', body: { password: 'Floresta@2026' } },
      { call: 'sendFirstAccess 3' },
    ]);
  });

  it('shows the first reason of a refused save and keeps what was typed', async () => {
    await open('/users/new', fakeUsersServer(), {
      [`POST ${USERS_API}`]: () => {
        throw apiError(409, 'errors.users.emailTaken', 'Este e-mail já está em uso.');
      },
    });
    await field('Nome').fill('Carla Souza');
    await field('E-mail').fill('cliente@demo.com.br');
    await mainCustomer().selectOptions('Agro Cerrado');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Este e-mail já está em uso.')).toBeVisible();
    await expect.element(field('Nome')).toHaveValue('Carla Souza');
  });

  it('leaves an untouched edit form without asking', async () => {
    const { router } = await open('/users/2/edit');
    await expectCancelWithoutPrompt(router, { heading: 'Usuários', path: '/users' });
  });

  it('deletes a user after asking, then refreshes the list', async () => {
    const { server } = await open('/users');
    await deleteAfterAsking('Beatriz Nova', /Beatriz Nova/);
    expect(server.users.rows().map((user) => user.id)).toEqual([1, 2]);
  });
});

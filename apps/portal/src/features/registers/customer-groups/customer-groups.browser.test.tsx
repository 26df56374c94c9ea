import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import { keepOpenForms } from '../../../lib/drafts';
import { openAsStaff, deleteAfterAsking } from '../testing/open-as-staff';
import { fakeStaff } from '../../../testing/staff-session';
import {
  CUSTOMER_GROUPS_API,
  fakeCustomerGroupsRegister,
  manyCustomerGroups,
} from './customer-groups-fixtures';
import { testSession } from '../../../testing/test-services';

async function open(path: string, register = fakeCustomerGroupsRegister(), extra: FakeRoutes = {}) {
  return { ...(await openAsStaff(path, register.routes, extra)), register };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const nameField = () => page.getByRole('textbox', { name: 'Nome' });
const bodyRows = () => page.getByRole('row').elements().slice(1);

describe('the customer groups register', () => {
  it('lists the groups by name and creates one, then is back at the list with it', async () => {
    const { register, router } = await open('/customer-groups');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Grupos de clientes' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Cerrado Norte/ })).toBeVisible();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Cerrado Norte'),
      expect.stringContaining('Serra Azul'),
      expect.stringContaining('Vale do Paraíba'),
    ]);

    await page.getByRole('link', { name: 'Novo' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Novo grupo de clientes' }))
      .toBeVisible();
    await nameField().fill('Litoral Sul');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Litoral Sul/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer-groups');
    expect(register.received).toEqual([{ call: 'POST', body: { name: 'Litoral Sul' } }]);
  });

  it('says which field is missing, in the spec words, and sends nothing', async () => {
    const { register } = await open('/customer-groups/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Campo obrigatório')).toBeVisible();
    await expect.element(nameField()).toHaveAttribute('aria-invalid', 'true');
    await nameField().fill('   ');
    await nameField().fill('Litoral');
    await expect.element(page.getByText('Campo obrigatório')).not.toBeInTheDocument();
    expect(register.received).toEqual([]);
  });

  it('opens an edit link directly, saves the change and lands on the list', async () => {
    const { register, router } = await open('/customer-groups/2/edit');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Editar grupo de clientes' }))
      .toBeVisible();
    await expect.element(nameField()).toHaveValue('Cerrado Norte');
    await nameField().fill('Cerrado Norte e Oeste');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Cerrado Norte e Oeste/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer-groups');
    // The update names the version the form read the group at.
    expect(register.received).toEqual([
      { call: 'PUT 2', body: { name: 'Cerrado Norte e Oeste', version: 1 } },
    ]);

    // Opened again, the form shows the saved name, not the one cached before the save.
    await page.getByRole('button', { name: 'Editar Cerrado Norte e Oeste' }).click();
    await expect.element(nameField()).toHaveValue('Cerrado Norte e Oeste');
  });

  it('says when someone else saved the group meanwhile, shows both names, and reloads theirs', async () => {
    const { register } = await open('/customer-groups/2/edit');
    await expect.element(nameField()).toHaveValue('Cerrado Norte');
    await nameField().fill('Cerrado Norte e Oeste');
    register.saveElsewhere(2, { name: 'Cerrado Central' });
    await page.getByRole('button', { name: 'Salvar' }).click();

    const notice = page.getByRole('alert').filter({ hasText: 'Outra pessoa alterou este registro' });
    await expect.element(notice).toBeVisible();
    await expect.element(notice).toHaveFocus();
    await expect
      .element(notice.getByRole('row', { name: 'Nome Cerrado Central Cerrado Norte e Oeste' }))
      .toBeVisible();
    // Refused, it changed nothing: the other save stands.
    expect(register.rows().find((group) => group.id === 2)).toEqual({
      id: 2,
      name: 'Cerrado Central',
      version: 2,
    });

    await notice.getByRole('button', { name: 'Recarregar o que está salvo' }).click();
    await expect.element(nameField()).toHaveValue('Cerrado Central');
    await expect.element(notice).not.toBeInTheDocument();
    await nameField().fill('Cerrado Central e Sul');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(register.received.map(({ body }) => body)).toEqual([
      { name: 'Cerrado Norte e Oeste', version: 1 },
      { name: 'Cerrado Central e Sul', version: 2 },
    ]);
    expect(register.rows().find((group) => group.id === 2)?.version).toBe(3);
  });

  it('saves the typing over the other save when told to, at the version stored now', async () => {
    const { register, router } = await open('/customer-groups/2/edit');
    await nameField().fill('Cerrado Norte e Oeste');
    register.saveElsewhere(2, { name: 'Cerrado Central' });
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('button', { name: 'Salvar o meu por cima' }).click();

    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer-groups');
    expect(register.rows().find((group) => group.id === 2)).toEqual({
      id: 2,
      name: 'Cerrado Norte e Oeste',
      version: 3,
    });
    expect(register.received.map(({ body }) => body)).toEqual([
      { name: 'Cerrado Norte e Oeste', version: 1 },
      { name: 'Cerrado Norte e Oeste', version: 2 },
    ]);
  });

  it('says when the record of an edit link does not exist, and leads back to the list', async () => {
    const { router } = await open('/customer-groups/404/edit');
    await expect.element(page.getByRole('alert')).toHaveTextContent('Registro não encontrado');
    await page.getByRole('link', { name: 'Voltar à lista' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Grupos de clientes' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/customer-groups');
  });

  it('shows the first reason of a refused save and keeps what was typed', async () => {
    await open('/customer-groups/new', fakeCustomerGroupsRegister(), {
      [`POST ${CUSTOMER_GROUPS_API}`]: () => {
        throw apiError(409, 'customerGroups.nameTaken', 'Já existe um grupo com este nome.');
      },
    });
    await nameField().fill('Serra Azul');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Já existe um grupo com este nome.')).toBeVisible();
    await expect.element(nameField()).toHaveValue('Serra Azul');
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('deletes a group after asking, then refreshes the list', async () => {
    const { register } = await open('/customer-groups');
    await deleteAfterAsking('Serra Azul', /Serra Azul/);
    expect(register.rows().map((group) => group.name)).toEqual(['Vale do Paraíba', 'Cerrado Norte']);
  });

  it("shows the server's reason when it refuses a delete, and keeps the row", async () => {
    await open('/customer-groups', fakeCustomerGroupsRegister(), {
      [`DELETE ${CUSTOMER_GROUPS_API}/1`]: () => {
        throw apiError(
          409,
          'customerGroups.hasCustomers',
          'Este grupo possui clientes e não pode ser excluído.',
        );
      },
    });
    await page.getByRole('button', { name: 'Excluir Vale do Paraíba' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect.element(page.getByText('Este grupo possui clientes e não pode ser excluído.')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Vale do Paraíba/ })).toBeVisible();
  });

  it('asks before leaving unsaved typing, and stays or leaves as told', async () => {
    const { router } = await open('/customer-groups');
    await page.getByRole('link', { name: 'Novo' }).click();
    await nameField().fill('Litoral');
    await page.getByRole('button', { name: 'Cancelar' }).click();

    const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
    await expect.element(dialog).toHaveTextContent('As alterações feitas neste formulário serão perdidas.');
    await dialog.getByRole('button', { name: 'Continuar editando' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(nameField()).toHaveValue('Litoral');
    expect(router.state.location.pathname).toBe('/customer-groups/new');

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Grupos de clientes' })).toBeVisible();
  });

  it('leaves an untouched form without asking', async () => {
    await open('/customer-groups');
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect.element(nameField()).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Grupos de clientes' })).toBeVisible();
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });

  it('keeps the page, sort and search in the address, and opens a shared address at the same view', async () => {
    const register = fakeCustomerGroupsRegister(manyCustomerGroups(45));
    const { router } = await open('/customer-groups?page=2&sort=name:desc', register);
    await expect.element(page.getByText('21–40 de 45')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Grupo 025/ })).toBeVisible();
    expect(bodyRows()[0]?.textContent).toContain('Grupo 025');

    await page.getByRole('button', { name: 'Nome' }).click();
    await expect.element(page.getByRole('row', { name: /Grupo 001/ })).toBeVisible();
    expect(router.state.location.search).toBe('?sort=name%3Aasc');

    await userEvent.type(page.getByRole('searchbox', { name: 'Pesquisar' }), '04');
    await expect.element(page.getByText('1–7 de 7')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('04');

    await page.getByRole('button', { name: 'Editar Grupo 041' }).click();
    await expect.element(nameField()).toHaveValue('Grupo 041');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(page.getByText('1–7 de 7')).toBeVisible();
    expect(router.state.location.search).toBe('?sort=name%3Aasc&q=04');
  });

  it('offers back what was typed when the session lapsed, after signing in again', async () => {
    const first = await open('/customer-groups/new');
    await nameField().fill('Litoral Norte');
    testSession().getState().expire();
    keepOpenForms(fakeStaff.id);
    await first.screen.unmount();

    await open('/customer-groups/new');
    const notice = page.getByRole('region', { name: 'Recuperar o que você digitou?' });
    await notice.getByRole('button', { name: 'Recuperar' }).click();
    await expect.element(nameField()).toHaveValue('Litoral Norte');
    await expect.element(notice).not.toBeInTheDocument();
  });
});

import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { apiError, type FakeRoutes } from '@dossel/api-client/testing';
import { openAsStaff, deleteAfterAsking, expectCancelWithoutPrompt } from '../testing/open-as-staff';
import { CUSTOMERS_API, fakeCustomersServer } from './customers-fixtures';

async function open(path: string, server = fakeCustomersServer(), extra: FakeRoutes = {}) {
  return { ...(await openAsStaff(path, server.routes, extra)), server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const groupSelect = () => page.getByRole('combobox', { name: 'Grupo de clientes' });
const bodyRows = () => page.getByRole('row').elements().slice(1);

const newCustomer = {
  Nome: 'Madeireira Litoral',
  Documento: '45.678.901/0001-23',
  'Domínio de e-mail': '@Litoral.com.br',
  'Nível 1 (gloc1)': 'Fazenda',
  'Nível 2 (gloc2)': 'Região',
  'Nível 3 (gloc3)': 'Talhão',
  'Nível 4 (gloc4)': 'Projeto',
  'Nível 5 (gloc5)': 'Módulo',
  'Nível padrão (glocpadrao)': 'Talhão',
};

describe('the customers register', () => {
  it('lists the customers by name and filters them by group, keeping the group in the address', async () => {
    const { router } = await open('/customers');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Clientes' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      expect.stringContaining('Agro Cerrado'),
      expect.stringContaining('Florestal Vale Verde'),
      expect.stringContaining('Reflorestadora Serra Azul'),
    ]);

    await groupSelect().selectOptions('Cerrado Norte');
    await expect.element(page.getByRole('row', { name: /Florestal Vale Verde/ })).not.toBeInTheDocument();
    // The group's customers arrive after skeleton rows.
    await expect.element(page.getByRole('row', { name: /Agro Cerrado/ })).toBeVisible();
    expect(bodyRows()).toHaveLength(1);
    expect(router.state.location.search).toBe('?group=2');
  });

  it('creates a customer, then saves its non-empty labels for the new id', async () => {
    const { server, router } = await open('/customers');
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Novo cliente' })).toBeVisible();
    for (const [label, value] of Object.entries(newCustomer)) await field(label).fill(value);
    await groupSelect().selectOptions('Vale do Paraíba');
    await field('Talhão').fill('Quadra');
    await field('Material genético').fill('Clone');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Cliente criado com sucesso')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Madeireira Litoral/ })).toBeVisible();
    expect(router.state.location.pathname).toBe('/customers');
    expect(server.customers.received).toEqual([
      {
        call: 'POST',
        body: {
          name: 'Madeireira Litoral',
          document: '45.678.901/0001-23',
          emailDomain: 'litoral.com.br',
          customerGroupId: 1,
          gloc1: 'Fazenda',
          gloc2: 'Região',
          gloc3: 'Talhão',
          gloc4: 'Projeto',
          gloc5: 'Módulo',
          glocpadrao: 'Talhão',
          code: null,
          contractExpiration: null,
        },
      },
    ]);
    expect(server.labelsReceived).toEqual([
      {
        customer_id: 4,
        gloc1: 'Fazenda',
        gloc2: 'Região',
        gloc3: 'Talhão',
        gloc4: 'Projeto',
        gloc5: 'Módulo',
        glocpadrao: 'Talhão',
        talhao: 'Quadra',
        material_genetico: 'Clone',
      },
    ]);
  });

  it('says every required field of the customer is missing, and that a bad e-mail domain is invalid', async () => {
    const { server } = await open('/customers/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Campo obrigatório').first()).toBeVisible();
    // name, document, e-mail domain, group, gloc1 to gloc5 and glocpadrao.
    expect(page.getByText('Campo obrigatório').elements()).toHaveLength(10);
    await expect.element(groupSelect()).toHaveAttribute('aria-invalid', 'true');

    await field('Domínio de e-mail').fill('sem dominio');
    await expect.element(page.getByText('Valor inválido')).toBeVisible();
    expect(server.customers.received).toEqual([]);
    expect(server.labelsReceived).toEqual([]);
  });

  it('opens an edit link with the customer and its labels, saves both and shows them again', async () => {
    const server = fakeCustomersServer();
    const first = await open('/customers/1/edit', server);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Editar cliente' })).toBeVisible();
    await expect.element(field('Nome')).toHaveValue('Reflorestadora Serra Azul');
    await expect.element(field('Código na base')).toHaveValue('SA-0001');
    await expect.element(groupSelect()).toHaveValue('3');
    await expect.element(field('Material genético')).toHaveValue('Clone');

    await field('Nível 2 (gloc2)').fill('Núcleo');
    await field('Rotação').fill('Ciclo');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cliente alterado com sucesso')).toBeVisible();
    expect(first.router.state.location.pathname).toBe('/customers');
    expect(server.customers.received.map(({ call }) => call)).toEqual(['PUT 1']);
    expect(server.labelsReceived).toEqual([
      expect.objectContaining({ customer_id: 1, gloc2: 'Núcleo', talhao: 'Talhão', rotacao: 'Ciclo' }),
    ]);

    // Opened again from its address (a reload), the form shows what was saved.
    await first.screen.unmount();
    await open('/customers/1/edit', server);
    await expect.element(field('Nível 2 (gloc2)')).toHaveValue('Núcleo');
    await expect.element(field('Rotação')).toHaveValue('Ciclo');
  });

  it('shows the first reason of a refused save and keeps what was typed', async () => {
    await open('/customers/new', fakeCustomersServer(), {
      [`POST ${CUSTOMERS_API}`]: () => {
        throw apiError(409, 'customers.documentTaken', 'Já existe um cliente com este documento.');
      },
    });
    for (const [label, value] of Object.entries(newCustomer)) await field(label).fill(value);
    await groupSelect().selectOptions('Serra Azul');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Já existe um cliente com este documento.')).toBeVisible();
    await expect.element(field('Nome')).toHaveValue('Madeireira Litoral');
  });

  it('leaves an untouched edit form without asking', async () => {
    const { router } = await open('/customers/2/edit');
    await expectCancelWithoutPrompt(router, { heading: 'Clientes', path: '/customers' });
  });

  it('deletes a customer after asking, then refreshes the list', async () => {
    const { server } = await open('/customers');
    await deleteAfterAsking('Agro Cerrado', /Agro Cerrado/);
    expect(server.customers.rows().map((customer) => customer.id)).toEqual([1, 2]);
  });
});

import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { apiError, createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { signInForFieldOperations } from '../testing/field-operations-session';
import { fakeOperationalItemsRegister, OPERATIONAL_ITEMS_API } from './operational-items-fixtures';
import { testSession } from '../../../testing/test-services';

async function open(path: string, register = fakeOperationalItemsRegister(), extra: FakeRoutes = {}) {
  signInForFieldOperations();
  const app = await renderApp({ path, client: createFakeApiClient({}, { ...register.routes, ...extra }) });
  return { ...app, register };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const itemField = () => page.getByRole('textbox', { name: 'Item' });
const categoryField = () => page.getByRole('combobox', { name: 'Categoria' });
const unitField = () => page.getByRole('combobox', { name: 'Unidade' });
const costField = () => page.getByRole('spinbutton', { name: 'Custo atual (R$)' });

describe('the operational items register', () => {
  it('lists the items with their cost in R$ and creates one, saying so in the spec words', async () => {
    const { register, router } = await open('/operational-items');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Itens operacionais' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Trator de pneus/ })).toHaveTextContent(/R\$\s180,00/);

    await page.getByRole('link', { name: 'Novo' }).click();
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Novo Item Operacional' }))
      .toBeVisible();
    await itemField().fill('Roçadeira costal');
    await categoryField().selectOptions('Máquinário');
    await unitField().selectOptions('Hora');
    await costField().fill('45.9');
    await page.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(page.getByText('Item operacional criado com sucesso')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Roçadeira costal/ })).toHaveTextContent(/R\$\s45,90/);
    expect(router.state.location.pathname).toBe('/operational-items');
    expect(register.received).toEqual([
      {
        call: 'POST',
        body: { item: 'Roçadeira costal', unidade: 'hora', custo_atual: 45.9, categoria: 'Máquinário' },
      },
    ]);
  });

  it('refuses a cost of zero and empty fields, then accepts a cost of one cent', async () => {
    const { register } = await open('/operational-items/new');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.getByText('Campo obrigatório').elements().length).toBe(4);

    await itemField().fill('Diesel');
    await categoryField().selectOptions('Combustível');
    await unitField().selectOptions('Litros');
    await costField().fill('0');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('O custo deve ser maior que zero')).toBeVisible();
    await expect.element(costField()).toHaveAttribute('aria-invalid', 'true');
    expect(register.received).toEqual([]);

    await costField().fill('0.01');
    await expect.element(page.getByText('O custo deve ser maior que zero')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Item operacional criado com sucesso')).toBeVisible();
    expect(register.received).toEqual([
      {
        call: 'POST',
        body: { item: 'Diesel', unidade: 'litros', custo_atual: 0.01, categoria: 'Combustível' },
      },
    ]);
  });

  it('opens an edit link filled in, saves the change and says it was changed', async () => {
    const { register, router } = await open('/operational-items/2/edit');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Editar Item Operational' }))
      .toBeVisible();
    await expect.element(itemField()).toHaveValue('Óleo diesel S10');
    await expect.element(categoryField()).toHaveDisplayValue('Combustível');
    await expect.element(unitField()).toHaveDisplayValue('Litros');
    await expect.element(costField()).toHaveValue(6.19);

    await costField().fill('6.49');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Item operacional alterado com sucesso')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Óleo diesel S10/ })).toHaveTextContent(/R\$\s6,49/);
    expect(router.state.location.pathname).toBe('/operational-items');
    expect(register.received).toEqual([
      {
        call: 'PUT 2',
        body: {
          item: 'Óleo diesel S10',
          unidade: 'litros',
          custo_atual: 6.49,
          categoria: 'Combustível',
          version: 1,
        },
      },
    ]);
  });

  it('deletes an item after asking, in the spec words, and closes that toast after 3 seconds', async () => {
    const { register } = await open('/operational-items');
    await page.getByRole('button', { name: 'Excluir Trator de pneus' }).click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir esse registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();

    const toast = page.getByText('Item operational excluído com sucesso');
    await expect.element(toast).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Trator de pneus/ })).not.toBeInTheDocument();
    expect(register.rows().map((item) => item.item)).toEqual(['Óleo diesel S10', 'Operador de motosserra']);
    // Gone before the shell's 5 s would close it (and after the 3 s of spec section 9, with its exit).
    await expect.element(toast, { timeout: 4500 }).not.toBeInTheDocument();
  });

  it('shows why the server refuses to delete an item that operations use, and keeps it', async () => {
    await open('/operational-items', fakeOperationalItemsRegister(), {
      [`DELETE ${OPERATIONAL_ITEMS_API}/1`]: () => {
        throw apiError(
          409,
          'fieldOperations.inUse',
          'Este registro está em uso em operações e não pode ser excluído.',
        );
      },
    });
    await page.getByRole('button', { name: 'Excluir Trator de pneus' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Excluir' }).click();
    await expect
      .element(page.getByText('Este registro está em uso em operações e não pode ser excluído.'))
      .toBeVisible();
    await expect.element(page.getByRole('row', { name: /Trator de pneus/ })).toBeVisible();
  });

  it('is not there for a customer without service 8', async () => {
    await open('/operational-items');
    testSession().getState().setUser(fakeUser);
    await expect
      .element(page.getByText('Serviço não contratado ou não disponível para este usuário/cliente.'))
      .toBeVisible();
    expect(page.getByRole('heading', { name: 'Itens operacionais' }).elements()).toHaveLength(0);
  });
});

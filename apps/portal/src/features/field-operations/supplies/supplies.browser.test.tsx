import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { signInForFieldOperations } from '../testing/field-operations-session';
import { fakeSuppliesRegister } from './supplies-fixtures';

async function open(path: string, register = fakeSuppliesRegister()) {
  signInForFieldOperations();
  const app = await renderApp({ path, client: createFakeApiClient({}, register.routes) });
  return { ...app, register };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const supplyField = () => page.getByRole('textbox', { name: 'Insumo' });
const groupField = () => page.getByRole('combobox', { name: 'Grupo' });
const unitField = () => page.getByRole('combobox', { name: 'Unidade' });
const costField = () => page.getByRole('spinbutton', { name: 'Custo atual (R$)' });

describe('the supplies register', () => {
  it('offers the 17 units and the 7 operation groups of the spec', async () => {
    await open('/supplies/new');
    // The values sent, the '--' (empty) one aside.
    const choices = (select: Element) =>
      Array.from((select as HTMLSelectElement).options, (option) => option.value).filter(Boolean);
    await expect.element(unitField()).toBeEnabled();
    expect(choices(unitField().element())).toEqual([
      'Kg',
      'g',
      'L',
      'mL',
      'pc',
      'cx',
      'pct',
      'rolo',
      'saco',
      'tambor',
      'fardo',
      'conj',
      'par',
      'gal',
      'ton',
      'barril',
      'un',
    ]);
    expect(choices(groupField().element())).toEqual([
      'Fertilização',
      'Matocompetição',
      'Proteção',
      'Condução brotação',
      'Plantio',
      'Pulverização aérea',
      'Preparo solo',
    ]);
  });

  it('refuses a cost under one cent, then creates the supply and lists it in R$', async () => {
    const { register, router } = await open('/supplies');
    await expect.element(page.getByRole('row', { name: /Glifosato 480/ })).toHaveTextContent(/R\$\s32,90/);
    await page.getByRole('link', { name: 'Novo' }).click();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Novo insumo' })).toBeVisible();

    await supplyField().fill('Calcário dolomítico');
    await groupField().selectOptions('Fertilização');
    await unitField().selectOptions('Tonelada (ton)');
    await costField().fill('0.001');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('O custo deve ser maior que zero')).toBeVisible();
    expect(register.received).toEqual([]);

    await costField().fill('180');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    await expect
      .element(page.getByRole('row', { name: /Calcário dolomítico/ }))
      .toHaveTextContent(/R\$\s180,00/);
    expect(router.state.location.pathname).toBe('/supplies');
    expect(register.received).toEqual([
      {
        call: 'POST',
        body: { insumo: 'Calcário dolomítico', unidade: 'ton', grupo: 'Fertilização', custo_atual: 180 },
      },
    ]);
  });

  it('opens an edit link filled in and saves the change', async () => {
    const { register } = await open('/supplies/2/edit');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Editar insumo' })).toBeVisible();
    await expect.element(supplyField()).toHaveValue('Glifosato 480');
    await expect.element(groupField()).toHaveDisplayValue('Matocompetição');
    await expect.element(unitField()).toHaveDisplayValue('L');
    await groupField().selectOptions('Proteção');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(register.received).toEqual([
      {
        call: 'PUT 2',
        body: { insumo: 'Glifosato 480', unidade: 'L', grupo: 'Proteção', custo_atual: 32.9, version: 1 },
      },
    ]);
  });

  it('deletes a supply after asking', async () => {
    const { register } = await open('/supplies');
    await page.getByRole('button', { name: 'Excluir Formicida granulado' }).click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir esse registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByText('Registro excluído com sucesso')).toBeVisible();
    expect(register.rows().map((supply) => supply.insumo)).toEqual(['Adubo NPK 06-30-06', 'Glifosato 480']);
  });
});

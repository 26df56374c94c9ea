import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { createFakeApiClient } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { signInForFieldOperations } from '../testing/field-operations-session';
import { fakeOperationsServer, manyOperations } from './operations-fixtures';

async function open(path: string, server = fakeOperationsServer()) {
  signInForFieldOperations();
  const app = await renderApp({ path, client: createFakeApiClient({}, server.routes) });
  return { ...app, server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const select = (name: string) => page.getByRole('combobox', { name, exact: true });
const number = (name: string) => page.getByRole('spinbutton', { name, exact: true });
const level = (name: string) => page.getByRole('textbox', { name, exact: true });
const total = () => page.getByRole('status', { name: 'Custo total' });
const save = () => page.getByRole('button', { name: 'Salvar' }).click();

/** The fields every new record needs besides those a test is about. */
async function fillPlaceAndDate() {
  await page.getByLabelText('Data').fill('2025-11-10');
  await select('Talhão monitorado').selectOptions('CES-001 (Fazenda Cachoeira Escura)');
  await level('Projeto').fill('Projeto 1');
  await level('Módulo').fill('Módulo A');
}

describe('the operation records', () => {
  it('pages the records as the API does, keeping page and filters in the address', async () => {
    const { router } = await open('/operations', fakeOperationsServer(manyOperations(45)));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Operações' })).toBeVisible();
    await expect.element(page.getByText('1–20 de 45')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /CES-001/ })).toHaveTextContent(/R\$\s1\.000,00/);

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect.element(page.getByText('21–40 de 45')).toBeVisible();
    await expect.element(page.getByRole('row', { name: /CES-021/ })).toBeVisible();
    expect(router.state.location.search).toBe('?page=2');

    await select('Grupo').selectOptions('Plantio');
    await expect.element(page.getByText('1–20 de 23')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('grupo')).toBe('Plantio');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
  });

  it('refuses a zero area, zero days and a missing provider, then accepts them, with the total in R$', async () => {
    const { server, router } = await open('/operations/new');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Nova operação' })).toBeVisible();
    await fillPlaceAndDate();
    // The item counted in days brings its cost per day.
    await select('Operação').selectOptions('Operador de motosserra');
    await expect.element(number('Custo da diária (R$)')).toHaveValue(220.5);
    await select('Execução').selectOptions('Terceiro');
    await select('Grupo').selectOptions('Plantio');
    await select('Tipo de custo').selectOptions('Custo por diária');
    await number('Área executada (ha)').fill('0');
    await number('Número de diárias').fill('0');
    // Each rule speaks as the user leaves its field…
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByText('A area executada deve ser maior que zero')).toBeVisible();
    await expect.element(page.getByText('O número de diárias deve ser no mínimo 1')).toBeVisible();
    // …and Save names the provider an execution requires.
    await save();
    await expect.element(select('Prestador')).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toEqual([]);

    await number('Área executada (ha)').fill('12.5');
    await number('Número de diárias').fill('3');
    await select('Prestador').selectOptions('Silvicultura Horizonte Ltda');
    await expect.element(total()).toHaveTextContent(/R\$\s661,50/);
    await save();

    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/operations');
    expect(server.received).toEqual([
      {
        call: 'POST',
        body: expect.objectContaining({
          data: '2025-11-10',
          operacao_id: 3,
          gloc1: 'Fazenda Cachoeira Escura',
          gloc3: 'CES-001',
          execucao: 'Terceiro',
          prestador_id: 1,
          grupo: 'Plantio',
          area_executada: 12.5,
          tipo_custo: 'Custo por diária',
          custo_diaria: 220.5,
          num_diarias: 3,
        }),
      },
    ]);
  });

  it("requires the cost per ha when costed per ha, and takes it from the provider's service", async () => {
    const { server } = await open('/operations/new');
    await fillPlaceAndDate();
    await select('Operação').selectOptions('Trator de pneus');
    await select('Execução').selectOptions('Terceiro');
    await select('Prestador').selectOptions('Silvicultura Horizonte Ltda');
    await select('Grupo').selectOptions('Plantio');
    await select('Tipo de custo').selectOptions('Custo por ha');
    await number('Área executada (ha)').fill('10');
    await save();
    await expect.element(number('Custo por ha (R$)')).toHaveAttribute('aria-invalid', 'true');
    await expect.element(total()).toHaveTextContent('—');
    expect(server.received).toEqual([]);

    await select('Serviço do prestador').selectOptions('Roçada manual');
    await expect.element(number('Custo por ha (R$)')).toHaveValue(420);
    await expect.element(select('Grupo')).toHaveValue('Matocompetição');
    await expect.element(total()).toHaveTextContent(/R\$\s4\.200,00/);
    await save();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(server.received[0]?.body).toMatchObject({ grupo: 'Matocompetição', custo_ha: 420 });
  });

  it('opens an edit link with the record and its total, and saves the change', async () => {
    const { server } = await open('/operations/1/edit');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Editar operação' })).toBeVisible();
    await expect.element(number('Número de diárias')).toHaveValue(3);
    await expect.element(total()).toHaveTextContent(/R\$\s541,50/);
    await number('Número de diárias').fill('4');
    await expect.element(total()).toHaveTextContent(/R\$\s722,00/);
    await save();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(server.received).toEqual([{ call: 'PUT 1', body: expect.objectContaining({ num_diarias: 4 }) }]);
  });

  it("says what someone else's save changed, field by field, and saves the typing over it when told to", async () => {
    const { server, router } = await open('/operations/1/edit');
    await number('Número de diárias').fill('4');
    server.saveElsewhere(1, { grupo: 'Proteção', num_diarias: 5 });
    await save();

    const notice = page.getByRole('alert').filter({ hasText: 'Outra pessoa alterou este registro' });
    await expect.element(notice).toBeVisible();
    // The group as the select names it, the days as typed; fields both sides agree on are left out.
    await expect.element(notice.getByRole('row', { name: 'Grupo Proteção Plantio' })).toBeVisible();
    await expect.element(notice.getByRole('row', { name: 'Número de diárias 5 4' })).toBeVisible();
    expect(notice.getByRole('row').elements()).toHaveLength(3);
    expect(server.rows()[0]).toMatchObject({ grupo: 'Proteção', num_diarias: 5, version: 2 });

    await notice.getByRole('button', { name: 'Salvar o meu por cima' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/operations');
    expect(server.rows()[0]).toMatchObject({ grupo: 'Plantio', num_diarias: 4, version: 3 });
    expect(server.received.map(({ body }) => (body as { version: number }).version)).toEqual([1, 2]);
  });

  it('deletes a record after asking', async () => {
    const { server } = await open('/operations');
    await page
      .getByRole('button', { name: 'Excluir Operador de motosserra de 20/10/2025 em CES-001' })
      .click();
    await page
      .getByRole('dialog', { name: 'Deseja excluir esse registro?' })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await expect.element(page.getByText('Registro excluído com sucesso')).toBeVisible();
    await expect.element(page.getByText('1–1 de 1')).toBeVisible();
    expect(server.rows().map((row) => row.id)).toEqual([2]);
  });
});

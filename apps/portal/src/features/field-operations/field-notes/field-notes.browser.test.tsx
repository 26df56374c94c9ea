import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';

import { createFakeApiClient } from '@dossel/api-client/testing';
import { paths } from '../../../config/paths';
import { renderApp } from '../../../testing/render-app';
import { signInForFieldOperations } from '../testing/field-operations-session';
import { fakeFieldNotesServer } from './field-notes-fixtures';

async function open(path: string, server = fakeFieldNotesServer()) {
  signInForFieldOperations();
  const app = await renderApp({ path, client: createFakeApiClient({}, server.routes) });
  return { ...app, server };
}

// Toasts live in a page-wide store: one test's must not cover the next one's buttons.
beforeEach(() => notifications.clean());

const typeField = () => page.getByRole('combobox', { name: 'Tipo' });
const dateField = () => page.getByLabelText('Data');
const infestationField = () => page.getByRole('combobox', { name: 'Infestação' });
const patternField = () => page.getByRole('combobox', { name: 'Padrão' });
const level = (name: string) => page.getByRole('textbox', { name, exact: true });

describe('the field notes register', () => {
  it('lists the notes newest first, with their type, place and infestation in words', async () => {
    await open('/field-notes');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Anotações de campo' })).toBeVisible();
    await expect.element(page.getByRole('row', { name: /Tipo de combate/ })).toBeVisible();
    // Read once the rows are there: the header row first, then the notes.
    const rows = page.getByRole('row').elements().slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('20/10/2025'),
      expect.stringContaining('15/10/2025'),
    ]);
    await expect
      .element(page.getByRole('row', { name: /Análise de infestação/ }))
      .toHaveTextContent(/Muita.*Sistemático/);
  });

  it('refuses an infestation analysis without its infestation and pattern, then accepts it', async () => {
    const { server, router } = await open('/field-notes/new');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Nova anotação de campo' }))
      .toBeVisible();
    await typeField().selectOptions('Análise de infestação');
    await dateField().fill('2025-11-02');
    await page
      .getByRole('combobox', { name: 'Talhão monitorado' })
      .selectOptions('CES-001 (Fazenda Cachoeira Escura)');
    await expect.element(level('Fazenda')).toHaveValue('Fazenda Cachoeira Escura');
    await expect.element(level('Talhão')).toHaveValue('CES-001');
    await level('Projeto').fill('Projeto 1');
    await level('Módulo').fill('Módulo A');

    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(infestationField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(patternField()).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toEqual([]);

    await infestationField().selectOptions('Razoável');
    await patternField().selectOptions('Localizado');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(router.state.location.pathname).toBe('/field-notes');
    expect(server.received).toEqual([
      {
        call: 'POST',
        body: {
          tipo: 2,
          data: '2025-11-02',
          gloc1: 'Fazenda Cachoeira Escura',
          gloc2: 'Região Leste',
          gloc3: 'CES-001',
          gloc4: 'Projeto 1',
          gloc5: 'Módulo A',
          infestacao: 'Razoável',
          padrao: 'Localizado',
          // An empty optional text is sent as the schema parses it: null.
          observacoes: null,
        },
      },
    ]);
  });

  it('takes a combat note without infestation or pattern', async () => {
    const { server } = await open('/field-notes/new');
    await typeField().selectOptions('Tipo de combate');
    await dateField().fill('2025-11-03');
    for (const [name, value] of [
      ['Fazenda', 'Fazenda Cachoeira Escura'],
      ['Região', 'Região Leste'],
      ['Talhão', 'CES-001'],
      ['Projeto', 'Projeto 1'],
      ['Módulo', 'Módulo A'],
    ] as const) {
      await level(name).fill(value);
    }
    await page.getByRole('textbox', { name: 'Observações' }).fill('Coroamento manual.');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Cadastro criado com sucesso!')).toBeVisible();
    expect(server.received[0]?.body).toMatchObject({ tipo: 1, observacoes: 'Coroamento manual.' });
  });

  it("opens from a monitoring alert's link with the plot's places and the date filled in", async () => {
    await open(paths.fieldNotes.newForPlotHref(21, '2025-10-15'));
    await expect.element(level('Fazenda')).toHaveValue('Fazenda Cachoeira Escura');
    await expect.element(level('Região')).toHaveValue('Região Leste');
    await expect.element(level('Talhão')).toHaveValue('CES-001');
    // The plot names no project or module: those are left to type.
    await expect.element(level('Projeto')).toHaveValue('');
    await expect.element(dateField()).toHaveValue('15/10/2025');
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('opens an edit link directly and saves the change', async () => {
    const { server } = await open('/field-notes/1/edit');
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Editar anotação de campo' }))
      .toBeVisible();
    await expect.element(infestationField()).toHaveValue('Muita');
    await infestationField().selectOptions('Pouca');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(page.getByText('Registro atualizado!')).toBeVisible();
    expect(server.received).toEqual([
      {
        call: 'PUT 1',
        body: expect.objectContaining({ tipo: 2, infestacao: 'Pouca', padrao: 'Sistemático' }),
      },
    ]);
  });
});

import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import type { Language } from '@dossel/api-client';
import {
  createFakeApiClient,
  fakeUser,
  serverFailureError,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { catchSavedFiles, csvLines, fileSavedBy, type SavedFile } from '../../testing/saved-files';
import { soilRoutes } from './soil-relief-fixtures';
import { testSession } from '../../testing/test-services';

async function openSoilRelief({
  routes = soilRoutes(),
  path = '/soilRelief',
  language = 'pt-BR',
}: { routes?: FakeRoutes; path?: string; language?: Language } = {}) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(fakeUser);
  return renderApp({ path, language, client: createFakeApiClient({}, routes) });
}

const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });
const panel = (title: string) => page.getByRole('figure').filter({ hasText: title });

/** The CSV of a panel: clicks its button and reads the file. */
async function downloadCsv(title: string, files: SavedFile[]) {
  return csvLines(
    await fileSavedBy(files, () => panel(title).getByRole('button', { name: 'Baixar CSV' }).click()),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the soil and relief screen', () => {
  it('shows the area by soil order, textural class, altitude and slope, and a table per plot', async () => {
    await openSoilRelief();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Solo e relevo' })).toBeVisible();
    for (const title of [
      'Área por ordem de solo',
      'Área por classe textural',
      'Distribuição de altitude',
      'Área por classe de declividade',
      'Solo e relevo por talhão',
    ]) {
      await expect.element(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const flat = row('SRI-001');
    await expect.element(flat).toHaveTextContent('Latossolo');
    await expect.element(flat).toHaveTextContent('Argilosa');
    await expect.element(flat).toHaveTextContent('612');
    await expect.element(flat).toHaveTextContent('Plano (0–3%)');
    // The spec's limits belong to the flatter class: 8 % is gently undulating, 45 % strongly undulating.
    await expect.element(row('SRI-002')).toHaveTextContent('Suave ondulado (3–8%)');
    await expect.element(row('SJO-002')).toHaveTextContent('Forte ondulado (20–45%)');
    expect(page.getByText('CES-001').elements()).toHaveLength(0);
  });

  it("sums the plots' area by class in each chart's data", async () => {
    const files = catchSavedFiles();
    await openSoilRelief();
    await expect.element(row('SRI-001')).toBeVisible();

    const orders = await downloadCsv('Área por ordem de solo', files);
    expect(orders.slice(0, 3)).toEqual([
      'Dados;Área por ordem de solo',
      'Cliente;Reflorestadora Serra Azul',
      'Fazenda;Todas as fazendas',
    ]);
    expect(orders.slice(5)).toEqual([
      'Ordem de solo;Área (ha);Área (%);Talhões',
      'Latossolo;55,5;51,6;2',
      'Argissolo;40;37,2;1',
      'Neossolo;12;11,2;1',
      '',
    ]);
    const altitude = await downloadCsv('Distribuição de altitude', files);
    expect(altitude.slice(6, 9)).toEqual([
      '600–700 m;55,5;51,6;2',
      '700–800 m;40;37,2;1',
      '800–900 m;12;11,2;1',
    ]);
    const slope = await downloadCsv('Área por classe de declividade', files);
    expect(slope.slice(6, 11)).toEqual([
      'Plano (0–3%);25,5;23,7;1',
      'Suave ondulado (3–8%);30;27,9;1',
      'Ondulado (8–20%);40;37,2;1',
      'Forte ondulado (20–45%);12;11,2;1',
      'Montanhoso (> 45%);0;0;0',
    ]);
  });

  it('filters by farm, keeping the farm in the address and in the files', async () => {
    const files = catchSavedFiles();
    const { router } = await openSoilRelief();
    await page.getByRole('combobox', { name: 'Fazenda' }).selectOptions('Fazenda São João');
    await expect.element(row('SRI-001')).not.toBeInTheDocument();
    await expect.element(row('SJO-001')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('farm')).toBe('Fazenda São João');

    const table = await downloadCsv('Solo e relevo por talhão', files);
    expect(table[2]).toBe('Fazenda;Fazenda São João');
    expect(table.slice(5)).toEqual([
      'Talhão;Fazenda;Área (ha);Ordem de solo;Classe textural;Altitude (m);Declividade (%);Classe de declividade',
      'SJO-001;Fazenda São João;40;Argissolo;Arenosa;745;12,5;Ondulado (8–20%)',
      'SJO-002;Fazenda São João;12;Neossolo;Arenosa;803;45;Forte ondulado (20–45%)',
      '',
    ]);
  });

  it('warns on each chart when there is no data for the filters', async () => {
    await openSoilRelief({ routes: soilRoutes([]) });
    for (const warning of [
      'Sem dados de ordem de solo para os talhões filtrados.',
      'Sem dados de classe textural para os talhões filtrados.',
      'Sem dados de altitude para os talhões filtrados.',
      'Sem dados de declividade para os talhões filtrados.',
    ]) {
      await expect.element(page.getByText(warning)).toBeVisible();
    }
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
  });

  it('follows the current customer at once when it is switched', async () => {
    await openSoilRelief();
    await expect.element(row('SRI-001')).toBeVisible();
    testSession().getState().setCurrentCustomer(2);
    await expect.element(row('CES-001')).toHaveTextContent('Montanhoso (> 45%)');
    await expect.element(row('SRI-001')).not.toBeInTheDocument();
  });

  it("shows the server's message when the data cannot be loaded", async () => {
    await openSoilRelief({
      routes: soilRoutes(undefined, {
        [routeKey(monitoringEndpoints.soil)]: () => {
          throw serverFailureError();
        },
      }),
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  });

  it('speaks Spanish', async () => {
    await openSoilRelief({ language: 'es' });
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Área por orden de suelo' }))
      .toBeVisible();
    await expect.element(row('SRI-001')).toHaveTextContent('Arcillosa');
    await expect.element(row('SRI-001')).toHaveTextContent('Plano (0–3%)');
    // One word for a farm everywhere: the filter and the column.
    await expect.element(page.getByRole('combobox', { name: 'Finca' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Finca' })).toBeVisible();
  });
});

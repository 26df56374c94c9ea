import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import {
  createFakeApiClient,
  fakeUser,
  serverFailureError,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { catchSavedFiles, csvLines } from '../../testing/saved-files';
import { vegetationRoutes } from './vegetation-fixtures';
import { testSession } from '../../testing/test-services';

async function openVegetation({
  routes = vegetationRoutes(),
  path = '/vegetation',
}: { routes?: FakeRoutes; path?: string } = {}) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(fakeUser);
  return renderApp({ path, client: createFakeApiClient({}, routes) });
}

const row = (date: string) => page.getByRole('row').filter({ hasText: date });
const plotSelect = () => page.getByRole('combobox', { name: 'Talhão' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the vegetation screen', () => {
  it("shows the first plot's NDVI and EVI by month, beside the customer's mean", async () => {
    await openVegetation();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Vegetação' })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'NDVI e EVI ao longo do tempo' }))
      .toBeVisible();
    await expect.element(plotSelect()).toHaveDisplayValue('SRI-001');
    // SRI-001 in January; the mean of Serra Azul's four plots (0.71, 0.72, 0.74, 0.75).
    await expect.element(row('01/01/2026')).toHaveTextContent(/0,71\s*0,426\s*0,73\s*0,438/);
    await expect.element(row('01/06/2026')).toHaveTextContent('0,76');
    await expect
      .element(page.getByText(/^NDVI \(índice de vegetação por diferença normalizada\)/))
      .toBeVisible();
    await expect.element(page.getByText(/^EVI \(índice de vegetação realçado\)/)).toBeVisible();
  });

  it('shows the chosen plot and keeps it in the address', async () => {
    const { router } = await openVegetation();
    await expect.element(row('01/01/2026')).toHaveTextContent('0,71');
    await plotSelect().selectOptions('SJO-001');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,74/);
    expect(router.state.location.search).toBe('?plot=14');
  });

  it('opens with the plot of the address, as a shared link', async () => {
    await openVegetation({ path: '/vegetation?plot=12' });
    await expect.element(plotSelect()).toHaveDisplayValue('SRI-002');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,72/);
  });

  it('downloads the series as CSV naming the customer, the plot, its farm and the data date', async () => {
    const files = catchSavedFiles();
    await openVegetation();
    await expect.element(row('01/01/2026')).toBeVisible();
    await page
      .getByRole('figure')
      .filter({ hasText: 'NDVI e EVI ao longo do tempo' })
      .getByRole('button', { name: 'Baixar CSV' })
      .click();
    await vi.waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvLines(files[0]);
    expect(lines.slice(0, 5)).toEqual([
      'Dados;NDVI e EVI ao longo do tempo',
      'Cliente;Reflorestadora Serra Azul',
      'Talhão;SRI-001',
      'Fazenda;Fazenda Santa Rita',
      'Data dos dados;01/06/2026',
    ]);
    expect(lines.slice(7, 9)).toEqual([
      'Data;NDVI;EVI;NDVI médio do cliente;EVI médio do cliente',
      '01/01/2026;0,71;0,426;0,73;0,438',
    ]);
  });

  it("follows the current customer at once, on its first plot when the address names another's", async () => {
    await openVegetation({ path: '/vegetation?plot=11' });
    await expect.element(row('01/01/2026')).toHaveTextContent('0,71');
    testSession().getState().setCurrentCustomer(2);
    await expect.element(plotSelect()).toHaveDisplayValue('CES-001');
    await expect.element(row('01/01/2026')).toHaveTextContent(/^01\/01\/20260,81/);
  });

  it('says when the plot has no series', async () => {
    await openVegetation({ routes: vegetationRoutes([]) });
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
  });

  it("shows the server's message when the series cannot be loaded", async () => {
    await openVegetation({
      routes: vegetationRoutes(undefined, {
        [routeKey(monitoringEndpoints.vegetation)]: () => {
          throw serverFailureError();
        },
      }),
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  });
});

import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import type { User } from '@dossel/api-client';
import {
  createFakeApiClient,
  fakeUser,
  serverFailureError,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { catchSavedFiles, csvLines } from '../../testing/saved-files';
import { manyPlotsQualityRoutes, qualityRoutes } from './quality-fixtures';
import { testSession } from '../../testing/test-services';

async function openQuality(
  { routes = qualityRoutes(), path = '/quality', user = fakeUser } = {} as {
    routes?: FakeRoutes;
    path?: string;
    user?: User;
  },
) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(user);
  return renderApp({ path, client: createFakeApiClient({ me: async () => user }, routes) });
}

const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });
const panel = (title: string) => page.getByRole('figure').filter({ hasText: title });
const farmSelect = () => page.getByRole('combobox', { name: 'Fazenda' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the quality screen', () => {
  it("shows each plot's latest survival, damage, vigor, weather impact, performance and contract status", async () => {
    await openQuality();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Qualidade' })).toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Sobrevivência e dano por talhão' }))
      .toBeVisible();
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'Desempenho do manejo por fazenda' }))
      .toBeVisible();

    // The latest of SRI-001's two measurements.
    const old = row('SRI-001');
    await expect.element(old).toHaveTextContent('30/06/2026');
    await expect.element(old).toHaveTextContent('94,2');
    await expect.element(old).toHaveTextContent('3,1');
    await expect.element(old).toHaveTextContent('0,812');
    await expect.element(old).toHaveTextContent('-4,5');
    await expect.element(old).toHaveTextContent('97,3');
    await expect.element(old).toHaveTextContent('Em acompanhamento');
    await expect.element(row('SRI-002')).toHaveTextContent('Não supervisionado');
    expect(page.getByText('CES-001').elements()).toHaveLength(0);
  });

  it('leaves out the damage of stands up to 2 years old and the performance of those up to 3 months', async () => {
    await openQuality();
    // The plot heads its row; the cells: farm, area, age, date, survival, damage, vigor, weather impact,
    // performance, status.
    const cells = (plot: string) => row(plot).getByRole('cell');
    await expect.element(cells('SJO-001').nth(5)).toHaveTextContent('—');
    await expect.element(cells('SJO-001').nth(8)).toHaveTextContent('104,5');
    await expect.element(cells('SJO-002').nth(8)).toHaveTextContent('—');
    await expect.element(cells('SRI-001').nth(5)).toHaveTextContent('3,1');
    await expect
      .element(page.getByText('— Estimativa de dano: só para florestas com mais de 2 anos.'))
      .toBeVisible();
  });

  it('filters by farm, keeping the farm in the address', async () => {
    const { router } = await openQuality();
    await expect.element(row('SRI-001')).toBeVisible();
    await farmSelect().selectOptions('Fazenda São João');
    await expect.element(row('SRI-001')).not.toBeInTheDocument();
    await expect.element(row('SJO-001')).toBeVisible();
    // Nor in the chart's axis, which may redraw a frame after the table on a busy machine.
    await expect.poll(() => page.getByText('SRI-001').elements()).toHaveLength(0);
    expect(new URLSearchParams(router.state.location.search).get('farm')).toBe('Fazenda São João');

    await farmSelect().selectOptions('Todas as fazendas');
    await expect.element(row('SRI-001')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('opens with the farm of the address, as a shared link', async () => {
    await openQuality({ path: '/quality?farm=Fazenda+Santa+Rita' });
    await expect.element(row('SRI-002')).toBeVisible();
    await expect.element(farmSelect()).toHaveDisplayValue('Fazenda Santa Rita');
    expect(page.getByText('SJO-001').elements()).toHaveLength(0);
  });

  it('downloads the table as CSV naming the customer, the farm and the data date', async () => {
    const files = catchSavedFiles();
    await openQuality({ path: '/quality?farm=Fazenda+S%C3%A3o+Jo%C3%A3o' });
    await expect.element(row('SJO-001')).toBeVisible();
    await panel('Indicadores por talhão').getByRole('button', { name: 'Baixar CSV' }).click();
    await vi.waitFor(() => expect(files).toHaveLength(1));

    expect(files[0]?.name).toMatch(
      /^indicadores-por-talhao-reflorestadora-serra-azul-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const lines = await csvLines(files[0]);
    expect(lines.slice(0, 4)).toEqual([
      'Dados;Indicadores por talhão',
      'Cliente;Reflorestadora Serra Azul',
      'Fazenda;Fazenda São João',
      'Data dos dados;30/06/2026',
    ]);
    expect(lines[4]).toMatch(/^Gerado em;\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
    expect(lines[6]).toBe(
      'Talhão;Fazenda;Área (ha);Idade (anos);Data da medição;Estimativa de sobrevivência (%);Estimativa de dano (%);' +
        'Índice de vigor do dossel;Impacto do clima (%);Desempenho do manejo (%);Situação do contrato',
    );
    expect(lines[7]).toBe(
      'SJO-001;Fazenda São João;40;1,44;30/06/2026;96,8;;0,64;-1,2;104,5;Em acompanhamento',
    );
    expect(lines.filter((line) => line.startsWith('SRI-'))).toEqual([]);
  });

  it('shows 150 plots 20 a page, starting again at the first page on another farm', async () => {
    await openQuality({ routes: manyPlotsQualityRoutes() });
    const table = page.getByRole('table', { name: 'Indicadores por talhão' });
    await expect.element(page.getByText('1–20 de 150', { exact: true })).toBeVisible();
    expect(table.getByRole('rowheader').elements()).toHaveLength(20);

    await page.getByRole('button', { name: 'Página 8' }).click();
    await expect.element(page.getByText('141–150 de 150', { exact: true })).toBeVisible();
    expect(table.getByRole('rowheader').elements()).toHaveLength(10);

    await farmSelect().selectOptions('Fazenda Bom Jardim');
    await expect.element(page.getByText('1–20 de 146', { exact: true })).toBeVisible();
    await expect.element(table.getByRole('rowheader').first()).toHaveTextContent('BJA-');
  });

  it('offers the data of each chart as CSV', async () => {
    const files = catchSavedFiles();
    await openQuality();
    await panel('Desempenho do manejo por fazenda').getByRole('button', { name: 'Baixar CSV' }).click();
    await vi.waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvLines(files[0]);
    expect(lines[0]).toBe('Dados;Desempenho do manejo por fazenda');
    expect(lines[2]).toBe('Fazenda;Todas as fazendas');
    // Santa Rita: (97.3 × 25.5 + 88 × 30) / 55.5; São João has only SJO-001 old enough.
    expect(lines.slice(6, 9)).toEqual([
      'Fazenda;Talhões;Área (ha);Desempenho do manejo (%)',
      'Fazenda Santa Rita;2;55,5;92,3',
      'Fazenda São João;1;40;104,5',
    ]);
  });

  it('follows the current customer at once when it is switched', async () => {
    await openQuality();
    await expect.element(row('SRI-001')).toBeVisible();
    testSession().getState().setCurrentCustomer(2);
    await expect.element(row('CES-001')).toHaveTextContent('89,9');
    await expect.element(row('SRI-001')).not.toBeInTheDocument();
  });

  it('says when the filters match no measured plot', async () => {
    await openQuality({ routes: qualityRoutes([]) });
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
  });

  it('says the service is not contracted when the customer lacks quality, and asks nothing', async () => {
    const metrics = vi.fn(() => []);
    await openQuality({
      user: { ...fakeUser, services_json: { '1': [1], '2': [1, 2, 8] } },
      routes: qualityRoutes(undefined, { [routeKey(monitoringEndpoints.metrics)]: metrics }),
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Serviço não contratado ou não disponível para este usuário/cliente.');
    expect(metrics).not.toHaveBeenCalled();
  });

  it("shows the server's message when the data cannot be loaded", async () => {
    await openQuality({
      routes: qualityRoutes(undefined, {
        [routeKey(monitoringEndpoints.metrics)]: () => {
          throw serverFailureError();
        },
      }),
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  });
});

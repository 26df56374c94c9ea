import { operationsEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider } from 'react-router';

import type { Language } from '@dossel/api-client';
import { createFakeApiClient, serverFailureError, type FakeRoutes } from '@dossel/api-client/testing';
import { AppProvider } from '../../../app/provider';
import { catchSavedFiles, csvLines, fileSavedBy, type SavedFile } from '../../../testing/saved-files';
import { AppLayout } from '../../../app/shell/components/app-layout';
import { defaultPeriod } from './cost-summary-period';
import { CostSummaryFrame } from './cost-summary-frame';
import { costSummaryRoutes, FIRST_HALF, valeVerdeUser } from './cost-summary-fixtures';
import { testServices, testSession } from '../../../testing/test-services';

/** The summary inside the signed-in frame at `path`, on Vale Verde, with a fake server. */
async function openSummary({
  routes = costSummaryRoutes(),
  path = `/operations${FIRST_HALF}`,
  language = 'pt-BR',
}: { routes?: FakeRoutes; path?: string; language?: Language } = {}) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(valeVerdeUser);
  const router = createMemoryRouter(
    [{ element: <AppLayout />, children: [{ path: '*', element: <CostSummaryFrame /> }] }],
    { initialEntries: [path] },
  );
  await render(
    <AppProvider services={testServices({ client: createFakeApiClient({}, routes), language })}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { router };
}

const params = (router: Awaited<ReturnType<typeof openSummary>>['router']) =>
  new URLSearchParams(router.state.location.search);
const row = (name: string) => page.getByRole('row').filter({ hasText: name });
const panel = (title: string) => page.getByRole('figure').filter({ hasText: title });

async function downloadCsv(title: string, files: SavedFile[]) {
  return csvLines(
    await fileSavedBy(files, () => panel(title).getByRole('button', { name: 'Baixar CSV' }).click()),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('costs at a glance', () => {
  it('shows the period’s cost, records, area and cost per hectare, and each group in R$', async () => {
    await openSummary();
    await expect.element(page.getByRole('heading', { level: 2, name: 'Custos em resumo' })).toBeVisible();
    // December 2025 is outside the period: 8000 + 1000 + 2800 + 3000 + 282.50 over 41 ha.
    await expect.element(page.getByText('R$ 15.082,50')).toBeVisible();
    await expect.element(page.getByText('41 ha', { exact: true })).toBeVisible();
    await expect.element(page.getByText('R$ 367,87/ha')).toBeVisible();
    for (const title of ['Custo por grupo de operação', 'Custo por mês', 'Custo por hectare por grupo']) {
      await expect.element(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const planting = row('Plantio');
    await expect.element(planting).toHaveTextContent('R$ 10.800,00');
    await expect.element(planting).toHaveTextContent('R$ 771,43');
    await expect.element(planting).toHaveTextContent('71,6%');
    await expect.element(row('Proteção')).toHaveTextContent('R$ 141,25');
  });

  it('exports each chart’s data, saying what it holds, for which customer and filters', async () => {
    const files = catchSavedFiles();
    await openSummary();
    await expect.element(row('Plantio')).toBeVisible();

    const months = await downloadCsv('Custo por mês', files);
    expect(months.slice(0, 4)).toEqual([
      'Dados;Custo por mês',
      'Cliente;Florestal Vale Verde',
      'Período;01/01/2026 – 30/06/2026',
      'Fazenda;Todas as fazendas',
    ]);
    expect(months.slice(6)).toEqual([
      'Mês;Registros;Área executada (ha);Custo total (R$);Custo por hectare (R$/ha);Participação (%)',
      '2026-01;2;15;9000;600;59,7',
      '2026-02;1;4;2800;700;18,6',
      '2026-03;2;22;3282,5;149,2;21,8',
      '',
    ]);
    const groups = await downloadCsv('Custos por grupo de operação', files);
    expect(groups[7]).toBe('Plantio;2;14;10800;771,43;71,6');
  });

  it('totals one farm, keeping the farm and the period in the address', async () => {
    const { router } = await openSummary();
    await page.getByRole('combobox', { name: 'Fazenda' }).selectOptions('Fazenda Santa Rita');
    await expect.element(page.getByText('R$ 5.800,00')).toBeVisible();
    await expect.element(row('Fertilização')).not.toBeInTheDocument();
    expect(params(router).get('farm')).toBe('Fazenda Santa Rita');

    await page.getByLabelText('De', { exact: true }).fill('2026-03-01');
    await expect.element(page.getByText('R$ 3.000,00').first()).toBeVisible();
    await expect.element(row('Plantio')).not.toBeInTheDocument();
    expect(Object.fromEntries(params(router))).toEqual({
      from: '2026-03-01',
      to: '2026-06-30',
      farm: 'Fazenda Santa Rita',
    });
  });

  it('opens on the last twelve months, and takes an unknown farm for all farms', async () => {
    await openSummary({ path: `/operations?farm=${encodeURIComponent('Fazenda de outro cliente')}` });
    const { from, to } = defaultPeriod();
    // The fields write the days as pt-BR does.
    const shown = (iso: string) => iso.split('-').reverse().join('/');
    await expect.element(page.getByLabelText('De', { exact: true })).toHaveValue(shown(from));
    await expect.element(page.getByLabelText('Até', { exact: true })).toHaveValue(shown(to));
    await expect.element(page.getByRole('combobox', { name: 'Fazenda' })).toHaveValue('');
  });

  it('says so when the period has no records', async () => {
    await openSummary({ path: '/operations?from=2020-01-01&to=2020-12-31' });
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
  });

  it("shows the server's message when the summary cannot be loaded", async () => {
    await openSummary({
      routes: costSummaryRoutes(undefined, {
        [routeKey(operationsEndpoints.summary)]: () => {
          throw serverFailureError();
        },
      }),
    });
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado.');
  });

  it('speaks English', async () => {
    await openSummary({ language: 'en-US' });
    await expect.element(page.getByRole('heading', { level: 2, name: 'Costs at a glance' })).toBeVisible();
    await expect.element(row('Planting')).toHaveTextContent('R$10,800.00');
    await expect.element(page.getByRole('columnheader', { name: 'Cost per hectare (R$/ha)' })).toBeVisible();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';

import { formatNumber } from '../../lib/format';
import { paths } from '../../config/paths';
import { monitoringEndpoints, projectIma, type RequestOptions, routeKey } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser, type FakeRoutes } from '@dossel/api-client/testing';
import { stalledDownload } from '../../testing/downloads-fixtures';
import { lastClosedQuarter } from '../../lib/quarters';
import { renderApp } from '../../testing/render-app';
import { catchSavedFiles, csvLines, fileSavedBy } from '../../testing/saved-files';
import { fakeMetrics, fakeQuarterlyReport, manyPlots, productivityRoutes } from './productivity-fixtures';
import { testSession } from '../../testing/test-services';

function signedIn(user = fakeUser) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(user);
}

async function openProductivity(
  path: string = paths.productivity.href(),
  routes: FakeRoutes = productivityRoutes(),
) {
  signedIn();
  return renderApp({ path, client: createFakeApiClient({}, routes) });
}

/** Records the query of every call to a route while answering it as before. */
function recording(routes: FakeRoutes, route: string) {
  const queries: RequestOptions['query'][] = [];
  const answer = routes[route] as NonNullable<FakeRoutes[string]>;
  return {
    queries,
    routes: {
      ...routes,
      [route]: (options: RequestOptions) => {
        queries.push(options.query);
        return answer(options);
      },
    },
  };
}

const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const tab = (name: string) => page.getByRole('tab', { name });
const pt = (value: number, decimals = 2) => formatNumber(value, 'pt-BR', decimals);
const { year: lastYear, quarter: lastQuarter } = lastClosedQuarter(new Date());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the productivity screen', () => {
  it('opens on the productivity vision: projected IMA, its 80% range, contract status and VTCC per plot', async () => {
    await openProductivity();
    await expect.element(page.getByRole('heading', { name: 'Produtividade', level: 1 })).toBeVisible();
    await expect.element(tab('Visão de Produtividade')).toHaveAttribute('aria-selected', 'true');

    // The latest IMA of the four plots old enough for performance figures (SJO-002 is 2 months old).
    const latestIma = fakeMetrics
      .filter((m) => m.date === '2026-06-30' && [11, 12, 13, 14].includes(m.plotId))
      .map((m) => m.ima);
    const projection = projectIma(latestIma);
    if (!projection) throw new Error('the fixtures have IMA values');
    await expect.element(page.getByText('Pessimista (P10)')).toBeVisible();
    await expect.element(page.getByText('Provável (mediana)')).toBeVisible();
    await expect.element(page.getByText('Otimista (P90)')).toBeVisible();
    await expect
      .element(
        page.getByText(
          `Com 80% de probabilidade, o IMA fica entre ${pt(projection.range80[0])} e ${pt(projection.range80[1])} m³/ha/ano.`,
        ),
      )
      .toBeVisible();
    await expect
      .element(page.getByText('Calculado sobre o IMA da última medição de cada talhão: 4 no total.'))
      .toBeVisible();

    await expect.element(row('Em acompanhamento')).toHaveTextContent(/Em acompanhamento\s*4\s*107,5/);
    await expect.element(row('Não supervisionado')).toHaveTextContent(/Não supervisionado\s*1\s*18,2/);
    await expect.element(page.getByRole('heading', { name: 'VTCC por talhão (m³/ha)' })).toBeVisible();
    await expect
      .element(page.getByRole('region', { name: 'VTCC por talhão (m³/ha)' }))
      .toHaveTextContent('SRI-001');
  });

  it('opens the tab a link names, and the first one for a tab it does not know', async () => {
    const { router } = await openProductivity(paths.productivity.tabHref('genetics'));
    await expect.element(tab('Genética')).toHaveAttribute('aria-selected', 'true');
    await expect.element(row('AEC 144')).toBeVisible();

    await tab('Métricas por talhão').click();
    expect(new URLSearchParams(router.state.location.search).get('tab')).toBe('plotMetrics');
    await expect.element(row('SRI-003')).toBeVisible();

    await router.navigate(paths.productivity.tabHref('nothing-like-it'));
    await expect.element(tab('Visão de Produtividade')).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the quarterly report of the year and quarter of the home popup link', async () => {
    const year = lastYear - 1;
    const { queries, routes } = recording(productivityRoutes(), 'GET /reports/quarterly');
    await openProductivity(paths.productivity.quarterlyReportHref(year, 2), routes);

    await expect.element(tab('Relatório trimestral')).toHaveAttribute('aria-selected', 'true');
    await expect.element(page.getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue(String(year));
    await expect
      .element(page.getByRole('combobox', { name: 'Trimestre' }))
      .toHaveDisplayValue('2º trimestre');
    await expect
      .element(page.getByRole('heading', { name: 'Relatório trimestral de produtividade' }))
      .toBeVisible();
    // Quarter, year, age class, stock (m³cc), area (ha) and cut age (years).
    const oneToTwo = fakeQuarterlyReport(1, year, 2).ageClasses[1];
    await expect
      .element(row('1-2').first())
      .toHaveTextContent(`2${year}1-2${pt(oneToTwo?.stockM3cc ?? 0, 0)}${pt(oneToTwo?.areaHa ?? 0)}7`);
    await expect.element(row('Total').first()).toHaveTextContent('Total');
    expect(queries).toContainEqual({ customer_id: 1, year, quarter: 2 });
  });

  it('offers quarters up to the last closed one, and keeps the chosen one in the address', async () => {
    const { router } = await openProductivity(paths.productivity.tabHref('woodStock'));
    const quarter = page.getByRole('combobox', { name: 'Trimestre' });
    await expect.element(page.getByRole('combobox', { name: 'Ano' })).toHaveDisplayValue(String(lastYear));
    await expect.element(quarter).toHaveDisplayValue(`${lastQuarter}º trimestre`);
    expect((quarter.element() as HTMLSelectElement).options).toHaveLength(lastQuarter);

    await page.getByRole('combobox', { name: 'Ano' }).selectOptions(String(lastYear - 1));
    await expect.element(quarter).toHaveDisplayValue(`${lastQuarter}º trimestre`);
    await quarter.selectOptions('1º trimestre');
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('year'), search.get('quarter')]).toEqual([String(lastYear - 1), '1']);
    // Quarter 1 of the fixtures: 121 ha in the first age class.
    await expect.element(row('0-1').first()).toHaveTextContent(pt(121));
  });

  it('downloads the quarterly report as a PDF named after the customer and the quarter, with a progress bar', async () => {
    const files = catchSavedFiles();
    const pdf = stalledDownload(1024);
    const download = vi.fn((_: RequestOptions) => pdf.stream);
    await openProductivity(
      paths.productivity.quarterlyReportHref(lastYear, lastQuarter),
      productivityRoutes({ [routeKey(monitoringEndpoints.quarterlyPdf)]: download }),
    );
    await page.getByRole('button', { name: 'Baixar relatório (PDF)' }).click();

    await expect.element(page.getByRole('progressbar', { name: 'Progresso do download' })).toBeVisible();
    expect(download).toHaveBeenCalledOnce();
    expect(download.mock.calls[0]?.[0].query).toEqual({
      customer_id: 1,
      year: lastYear,
      quarter: lastQuarter,
    });
    pdf.finish();

    await expect.element(page.getByRole('progressbar')).not.toBeInTheDocument();
    expect(files.map((file) => file.name)).toEqual([
      `relatorio-trimestral-reflorestadora-serra-azul-${lastYear}-T${lastQuarter}.pdf`,
    ]);
    expect(files[0]?.blob.type).toBe('application/pdf');
    expect(files[0]?.blob.size).toBe(1024);
  });

  it('says so when the PDF cannot be downloaded', async () => {
    await openProductivity(
      paths.productivity.tabHref('quarterlyReport'),
      productivityRoutes({
        [routeKey(monitoringEndpoints.quarterlyPdf)]: () => {
          throw apiError(500, 'unexpected');
        },
      }),
    );
    await page.getByRole('button', { name: 'Baixar relatório (PDF)' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Tivemos um problema para baixar o documento. Tente novamente mais tarde');
  });

  it('shows — with the reason where a stand is too young for performance figures or damage estimates', async () => {
    await openProductivity(paths.productivity.tabHref('plotMetrics'));
    const young = row('SJO-002');
    await expect.element(young).toHaveTextContent('—');
    await expect
      .element(young)
      .toHaveTextContent('Indicadores de desempenho só para florestas com mais de 3 meses.');
    // Its contract status is not a performance figure: it still shows.
    await expect.element(young).toHaveTextContent('Em acompanhamento');

    const underTwo = row('SJO-001');
    await expect
      .element(underTwo)
      .toHaveTextContent('Estimativas de danos só para florestas com mais de 2 anos.');
    expect(underTwo.element().textContent).not.toContain('3 meses');
    await expect.element(row('SRI-001')).not.toHaveTextContent('—');
    await expect.element(page.getByRole('columnheader', { name: 'Estimativa de danos (%)' })).toBeVisible();
  });

  it("filters by farm, keeping it in the address, and opens one plot's history", async () => {
    const { router } = await openProductivity(paths.productivity.tabHref('plotMetrics'));
    await page.getByRole('combobox', { name: 'Fazenda' }).selectOptions('Fazenda São João');
    await expect.element(row('SRI-001')).not.toBeInTheDocument();
    await expect.element(row('SJO-001')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('farm')).toBe('Fazenda São João');

    await page.getByRole('combobox', { name: 'Talhão' }).selectOptions('SJO-001');
    await expect.element(page.getByRole('heading', { name: 'Histórico do talhão SJO-001' })).toBeVisible();
    await expect.element(row('31/12/2025')).toBeVisible();
    await expect.element(row('30/06/2026')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('plot')).toBe('14');
  });

  it('downloads a CSV whose first lines name the data, the customer, the farm and the data date', async () => {
    const files = catchSavedFiles();
    await openProductivity(
      `${paths.productivity.tabHref('plotMetrics')}&farm=${encodeURIComponent('Fazenda Santa Rita')}`,
    );
    await expect.element(row('SRI-001')).toBeVisible();
    const file = await fileSavedBy(files, () => page.getByRole('button', { name: 'Baixar CSV' }).click());

    expect(file.name).toMatch(/^metricas-por-talhao-reflorestadora-serra-azul-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = await csvLines(file);
    expect(lines.slice(0, 4)).toEqual([
      'Dados;Métricas por talhão',
      'Cliente;Reflorestadora Serra Azul',
      'Fazenda;Fazenda Santa Rita',
      'Data dos dados;30/06/2026',
    ]);
    expect(lines[4]).toMatch(/^Gerado em;\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
    expect(lines[6]).toMatch(
      /^Talhão;Fazenda;Clone;Data da medição;Idade \(anos\);VTCC pessimista \(m³\/ha\);/,
    );
    expect(lines.filter((line) => line.startsWith('SRI-'))).toHaveLength(3);
  });

  it('shows the metrics of 151 plots 20 a page, and downloads them all', async () => {
    const files = catchSavedFiles();
    await openProductivity(paths.productivity.tabHref('plotMetrics'), productivityRoutes({}, manyPlots));
    const table = page.getByRole('table', { name: 'Métricas por talhão' });
    await expect.element(page.getByText('1–20 de 151', { exact: true })).toBeVisible();
    expect(table.getByRole('rowheader').elements()).toHaveLength(20);
    // By name, the plot first in each row.
    await expect.element(table.getByRole('rowheader').first()).toHaveTextContent('BJA-001');

    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect.element(page.getByText('21–40 de 151', { exact: true })).toBeVisible();
    await expect.element(table.getByRole('rowheader').first()).toHaveTextContent('BJA-021');

    const file = await fileSavedBy(files, () => page.getByRole('button', { name: 'Baixar CSV' }).click());
    const plotLines = (await csvLines(file)).filter((line) => /^(SRI|SJO|BJA)-\d{3};/.test(line));
    expect(plotLines).toHaveLength(151);
  });

  it('computes the mean IMA of each clone weighted by the area of its plots', async () => {
    await openProductivity(paths.productivity.tabHref('genetics'));
    const latest = (plotId: number) =>
      fakeMetrics.find((m) => m.plotId === plotId && m.date === '2026-06-30')?.ima ?? Number.NaN;
    const aec = (latest(11) * 25.5 + latest(12) * 30) / 55.5;
    await expect.element(row('AEC 144')).toHaveTextContent(`AEC 144255,5${pt(aec)}`);
    // I 144 only has a stand too young for figures: no mean.
    await expect.element(row('I 144')).toHaveTextContent('I 144112—');
  });

  it('follows the current customer at once when it is switched, even with a farm of the last one chosen', async () => {
    await openProductivity(
      `${paths.productivity.tabHref('plotMetrics')}&farm=${encodeURIComponent('Fazenda São João')}`,
    );
    await expect.element(row('SJO-001')).toBeVisible();
    testSession().getState().setCurrentCustomer(2);
    await expect.element(row('CES-001')).toBeVisible();
    expect(page.getByText('SJO-001').elements()).toHaveLength(0);
    await expect
      .element(page.getByRole('combobox', { name: 'Fazenda' }))
      .toHaveDisplayValue('Todas as fazendas');
  });

  it('says the service is not contracted when the customer lacks productivity', async () => {
    signedIn({ ...fakeUser, services_json: { '1': [2], '2': [2, 8] } });
    await renderApp({
      path: paths.productivity.href(),
      client: createFakeApiClient({}, productivityRoutes()),
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Serviço não contratado ou não disponível para este usuário/cliente.');
    expect(page.getByRole('tab').elements()).toHaveLength(0);
  });
});

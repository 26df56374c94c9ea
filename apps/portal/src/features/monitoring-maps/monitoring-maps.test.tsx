import { monitoringEndpoints, routeKey } from '@dossel/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import {
  createFakeApiClient,
  fakeUser,
  neverSettles,
  serverFailureError,
  type FakeRoutes,
} from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { readCsvLines } from '../../testing/csv-lines';
import { catchSavedFiles, fileSavedBy } from '../../testing/saved-files';
import { manyPlots, monitoringMapRoutes, NOVEMBER } from '../../testing/monitoring-maps-fixtures';
import { testSession } from '../../testing/test-services';

const WEEDS = '/weedCompetition';
const ANOMALIES = '/anomaly';

async function openScreen(path: string, routes: FakeRoutes = monitoringMapRoutes()) {
  testSession().getState().signIn('t');
  testSession().getState().setUser(fakeUser);
  return renderApp({ path, client: createFakeApiClient({}, routes) });
}

const row = (plot: string) => page.getByRole('row').filter({ hasText: plot });
const plotButton = (plot: string) => page.getByRole('button', { name: `Mostrar ${plot} no mapa` });
const select = (name: string) => page.getByRole('combobox', { name });

/** Clicks a download button and returns the file it saved: its name and text. */
async function download(name: string) {
  const file = await fileSavedBy(catchSavedFiles(), () => page.getByRole('button', { name }).click());
  return { name: file.name, text: await file.text() };
}

afterEach(() => vi.restoreAllMocks());

describe('the weed competition screen', () => {
  it('shows the latest monitoring per plot: status, image date, infested area, change and the 2 ha alert', async () => {
    await openScreen(WEEDS);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Matocompetição' })).toBeVisible();
    await expect.element(select('Data do monitoramento')).toHaveDisplayValue('15/11/2025');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Mapa dos talhões' })).toBeVisible();

    // SR-001: 10 of its 16 cells of 0.25 ha at levels 2 and 3, up from 2 cells in October.
    const grown = row('SR-001');
    await expect.element(grown).toHaveTextContent('Fazenda Santa Rita');
    await expect.element(grown).toHaveTextContent('Monitorado');
    await expect.element(grown).toHaveTextContent('11/11/2025');
    await expect.element(grown).toHaveTextContent('2,562,5+2');
    await expect
      .element(grown)
      .toHaveTextContent('Alerta: variação de 2 ha ou mais desde o monitoramento anterior');
    await expect.element(row('SR-002')).toHaveTextContent('0,550+0,25');
    expect(row('SR-002').getByText('Alerta').elements()).toHaveLength(0);
    // First monitored now: no change to tell.
    await expect.element(row('BV-001')).toHaveTextContent('0,550—');
    await expect.element(row('BV-002')).toHaveTextContent('Não monitorado');
  });

  it('changes the date and the location filters and keeps them in the address', async () => {
    const { router } = await openScreen(WEEDS);
    await expect.element(row('BV-001')).toHaveTextContent('Monitorado');

    await select('Data do monitoramento').selectOptions('15/10/2025');
    await expect.element(row('BV-001')).toHaveTextContent('Não monitorado');
    await expect.element(row('SR-001')).toHaveTextContent('0,525');
    expect(router.state.location.search).toBe('?date=2025-10-15');

    // The customer's own word for its second level ('Regional'), the generic one for the first.
    await expect.element(select('Regional')).toBeVisible();
    await select('Fazenda').selectOptions('Fazenda Boa Vista');
    await expect.element(page.getByText('SR-001')).not.toBeInTheDocument();
    await expect.element(row('BV-002')).toBeVisible();
    expect(new URLSearchParams(router.state.location.search).get('gloc1')).toBe('Fazenda Boa Vista');
    // Regions follow the chosen farm.
    await expect.element(select('Regional')).toHaveTextContent('Água Clara');
    await expect.element(select('Regional')).not.toHaveTextContent('Três Lagoas');
  });

  it('opens with the date, filters and plot of the address, as a shared link', async () => {
    await openScreen(`${WEEDS}?date=2025-10-15&gloc1=Fazenda+Santa+Rita&plot=102`);
    await expect.element(select('Data do monitoramento')).toHaveDisplayValue('15/10/2025');
    await expect.element(select('Fazenda')).toHaveDisplayValue('Fazenda Santa Rita');
    await expect.element(plotButton('SR-002')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(plotButton('SR-001')).toHaveAttribute('aria-pressed', 'false');
    expect(page.getByText('BV-001').elements()).toHaveLength(0);
  });

  it('says so when the filters match no plot', async () => {
    // Both places exist, but Módulo 2 lies in another farm.
    await openScreen(`${WEEDS}?gloc1=Fazenda+Santa+Rita&gloc5=M%C3%B3dulo+2`);
    await expect.element(page.getByText('Sem informações para esses filtros.').first()).toBeVisible();
    expect(page.getByRole('table').elements()).toHaveLength(0);
  });

  it('selects the plot of a row, on the map and in the address', async () => {
    const { router } = await openScreen(WEEDS);
    await plotButton('SR-001').click();
    await expect.element(plotButton('SR-001')).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(router.state.location.search).get('plot')).toBe('101');
    await plotButton('SR-001').click();
    await expect.element(plotButton('SR-001')).toHaveAttribute('aria-pressed', 'false');
    expect(router.state.location.search).toBe('');
  });

  it('selects the row of the plot clicked on the map', { timeout: 60_000 }, async () => {
    // Filtered down to BV-002, the map fits it: the middle of the map is on it.
    const { router } = await openScreen(`${WEEDS}?gloc1=Fazenda+Boa+Vista&gloc4=Projeto+2021`);
    // MapLibre loads on demand (slowly the first time in a cold test server) and names its canvas.
    const map = page.getByRole('region', { name: 'Mapa de matocompetição dos talhões, por célula' });
    await expect.element(map, { timeout: 30_000 }).toBeVisible();
    // The map flies to the plot once loaded, and a click would stop it half-way: hover until the plot's
    // tooltip says the middle of the map is on it, then click.
    await expect
      .poll(
        async () => {
          await userEvent.hover(map);
          return document.querySelector('.maplibregl-popup')?.textContent ?? '';
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain('BV-002');
    await userEvent.click(map);
    await expect.element(plotButton('BV-002')).toHaveAttribute('aria-pressed', 'true');
    expect(new URLSearchParams(router.state.location.search).get('plot')).toBe('104');
  });

  it('downloads the table as CSV that names the customer, the filters and the date', async () => {
    await openScreen(WEEDS);
    await select('Fazenda').selectOptions('Fazenda Santa Rita');
    await expect.element(page.getByText('BV-001')).not.toBeInTheDocument();
    const { name, text } = await download('Baixar CSV');
    expect(name).toMatch(/^matocompeticao-por-talhao-reflorestadora-serra-azul-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = readCsvLines(text);
    expect(lines.slice(0, 4)).toEqual([
      'Dados;Matocompetição por talhão',
      'Cliente;Reflorestadora Serra Azul',
      'Fazenda;Fazenda Santa Rita',
      'Data dos dados;15/11/2025',
    ]);
    expect(lines).toContain(
      'Talhão;Fazenda;Situação;Data da imagem;Área infestada (ha);Área infestada (%);Variação desde o anterior (ha);Alerta',
    );
    expect(lines).toContain('SR-001;Fazenda Santa Rita;Monitorado;11/11/2025;2,5;62,5;2;Alerta');
    expect(text).not.toContain('BV-001');
  });

  it('downloads the infested cells as GeoJSON polygons that say what they hold', async () => {
    await openScreen(WEEDS);
    await expect.element(row('SR-001')).toBeVisible();
    const { name, text } = await download('Baixar áreas infestadas (GeoJSON)');
    expect(name).toBe(`areas-infestadas-reflorestadora-serra-azul-${NOVEMBER}.geojson`);
    const geojson = JSON.parse(text);
    expect(geojson.dossel).toMatchObject({
      customer: { id: 1, name: 'Reflorestadora Serra Azul' },
      kind: 'weeds',
      date: NOVEMBER,
      filters: {},
      levels: [2, 3],
      imageDates: [
        { plotId: 101, plot: 'SR-001', imageDate: '2025-11-11' },
        { plotId: 102, plot: 'SR-002', imageDate: '2025-11-12' },
        { plotId: 103, plot: 'BV-001', imageDate: '2025-11-13' },
      ],
    });
    expect(Date.parse(geojson.dossel.generatedAt)).not.toBeNaN();
    // SR-001 has 10 cells at levels 2 and 3, SR-002 two and BV-001 two.
    expect(geojson.features).toHaveLength(14);
    const [first] = geojson.features;
    expect(first.properties).toMatchObject({
      plotId: 101,
      plot: 'SR-001',
      farm: 'Fazenda Santa Rita',
      areaHa: 0.25,
    });
    expect([2, 3]).toContain(first.properties.level);
    const ring = first.geometry.coordinates[0];
    expect(first.geometry.type).toBe('Polygon');
    expect(ring).toHaveLength(5);
    expect(ring[4]).toEqual(ring[0]);
  });

  it("follows the current customer at once when it is switched, past the last one's filters", async () => {
    await openScreen(`${WEEDS}?gloc1=Fazenda+Santa+Rita&plot=101`);
    await expect.element(row('SR-001')).toBeVisible();
    testSession().getState().setCurrentCustomer(2);
    await expect.element(row('VV-001')).toHaveTextContent('Fazenda Vale Verde');
    await expect.element(select('Fazenda')).toHaveDisplayValue('Todos');
    expect(page.getByText('SR-001').elements()).toHaveLength(0);
    // Vale Verde has no word of its own for the second level.
    await expect.element(select('Região')).toBeVisible();
  });

  it('says when the customer has no monitoring, and when the server fails', async () => {
    await openScreen(WEEDS, monitoringMapRoutes({ [routeKey(monitoringEndpoints.weedsDates)]: () => [] }));
    await expect.element(page.getByText('Sem informações para esses filtros.')).toBeVisible();
  });

  it('shows the server error in place of the data', async () => {
    await openScreen(
      WEEDS,
      monitoringMapRoutes({
        [routeKey(monitoringEndpoints.weedsSummary)]: () => {
          throw serverFailureError();
        },
      }),
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado');
    await expect.element(page.getByRole('heading', { level: 2, name: 'Mapa dos talhões' })).toBeVisible();
  });

  it('shows the map of the plots while the cells are on their way', async () => {
    await openScreen(
      WEEDS,
      monitoringMapRoutes({ [routeKey(monitoringEndpoints.weedsGrids)]: () => neverSettles() }),
    );
    const map = page.getByRole('region', { name: 'Mapa de matocompetição dos talhões, por célula' });
    await expect.element(map, { timeout: 30_000 }).toBeVisible();
    await expect.element(page.getByRole('status', { name: 'Carregando o mapa…' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Baixar áreas infestadas (GeoJSON)' }))
      .toBeDisabled();
    // No plot is said to be without cells before they are known.
    expect(page.getByText('Nenhuma célula monitorada nestes talhões nesta data.').elements()).toHaveLength(0);
    await expect.element(row('SR-001')).toHaveTextContent('Monitorado');
  });

  it('says when the cells fail, under the map title', async () => {
    await openScreen(
      WEEDS,
      monitoringMapRoutes({
        [routeKey(monitoringEndpoints.weedsGrids)]: () => {
          throw serverFailureError();
        },
      }),
    );
    await expect.element(page.getByRole('alert')).toHaveTextContent('Ocorreu um erro inesperado');
  });
});

describe('the weed competition table of a customer with 150 plots', () => {
  const openMany = (path = WEEDS) => openScreen(path, monitoringMapRoutes({}, manyPlots()));
  const plotNames = () =>
    page
      .getByRole('rowheader')
      .elements()
      .map((cell) => cell.textContent);
  const range = (text: string) => page.getByText(text, { exact: true });

  it('shows 20 plots a page, alerts first, then the monitored by infested area, then those not monitored', async () => {
    await openMany();
    await expect.element(range('1–20 de 150')).toBeVisible();
    expect(plotNames()).toHaveLength(20);
    // The four alerts by infested area (3,75 to 2,5 ha), then the largest infested areas.
    expect(plotNames().slice(0, 6)).toEqual([
      'BJA-025',
      'BJA-075',
      'BJA-125',
      'SR-001',
      'BJA-009',
      'BJA-041',
    ]);
    await expect.element(row('BJA-009')).toHaveTextContent('3,7593,75');

    await page.getByRole('button', { name: 'Página 8' }).click();
    await expect.element(range('141–150 de 150')).toBeVisible();
    // Not monitored on the date, by name.
    expect(plotNames()).toEqual([
      'BJA-060',
      'BJA-070',
      'BJA-080',
      'BJA-090',
      'BJA-100',
      'BJA-110',
      'BJA-120',
      'BJA-130',
      'BJA-140',
      'BV-002',
    ]);
    await expect.element(row('BV-002')).toHaveTextContent('Não monitorado');
  });

  it('starts again at the first page when the filters change', async () => {
    await openMany();
    await page.getByRole('button', { name: 'Próxima página' }).click();
    await expect.element(range('21–40 de 150')).toBeVisible();
    await select('Fazenda').selectOptions('Fazenda Bom Jardim');
    await expect.element(range('1–20 de 146')).toBeVisible();
    expect(plotNames()[0]).toBe('BJA-025');
  });

  it('turns to the page of the plot selected on the map or in a shared link', async () => {
    const { router } = await openMany(`${WEEDS}?plot=104`);
    await expect.element(plotButton('BV-002')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(range('141–150 de 150')).toBeVisible();

    // The map selects a plot through the address, as a click on it does.
    await router.navigate(`${WEEDS}?plot=1009`);
    await expect.element(plotButton('BJA-009')).toHaveAttribute('aria-pressed', 'true');
    await expect.element(range('1–20 de 150')).toBeVisible();
  });

  it('downloads every plot as CSV, not only the page shown', async () => {
    await openMany();
    await expect.element(range('1–20 de 150')).toBeVisible();
    const { text } = await download('Baixar CSV');
    const plotLines = readCsvLines(text).filter((line) => /^(BJA|SR|BV)-\d{3};/.test(line));
    expect(plotLines).toHaveLength(150);
    expect(plotLines[0]).toMatch(/^BJA-025;Fazenda Bom Jardim;Monitorado;/);
  });
});

describe('the anomalies screen', () => {
  it('counts level 3 only as affected area, and exports those cells', async () => {
    await openScreen(ANOMALIES);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Anomalias' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Área afetada (ha)' })).toBeVisible();
    // SR-001: 4 of its 16 cells at level 3, up from one: 0.75 ha more, no alert.
    await expect.element(row('SR-001')).toHaveTextContent('125+0,75');
    expect(row('SR-001').getByText('Alerta').elements()).toHaveLength(0);

    const geojson = JSON.parse((await download('Baixar áreas afetadas (GeoJSON)')).text);
    expect(geojson.dossel).toMatchObject({ kind: 'anomalies', levels: [3] });
    // SR-001 four, SR-002 none, BV-001 two.
    expect(geojson.features).toHaveLength(6);
    expect(
      geojson.features.every((feature: { properties: { level: number } }) => feature.properties.level === 3),
    ).toBe(true);
  });
});

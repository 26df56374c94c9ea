import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from '@playwright/test';

import { writeClassificationTiff } from '../apps/api/src/imports/formats/raster/testing/write-classification-tiff';
import { PLOT_A, PLOT_B, closedRing } from '../apps/api/src/imports/formats/vector/testing/known-plots';
import { paths } from '../apps/portal/src/config/paths';
import { apiToken, expect, PASSWORD, signIn, test } from './support';

const ADMIN = 'admin@dossel.com.br';
const ADDED = 'Novo';

// Issue 15: the provider's analysts bring a new customer in — its plots, then a weed classification — through
// the import screens, and the customer's user finds them on the weed map.
const run = Date.now().toString(36);
const CUSTOMER = `Florestal Lavras ${run}`;
const USER = `gestao.${run}@lavras.com.br`;

/** Two plots near Lavras (MG), as a provider's GIS exports them. */
const plotsGeoJson = JSON.stringify({
  type: 'FeatureCollection',
  features: [PLOT_A, PLOT_B].map((plot, index) => ({
    type: 'Feature',
    properties: { Codigo: `LAV-00${index + 1}`, Fazenda: 'Fazenda Lavras', DataPlantio: '10/03/2021' },
    geometry: { type: 'Polygon', coordinates: [closedRing(plot.lonLat, 'counterclockwise')] },
  })),
});

/** A weed classification in SIRGAS 2000 / UTM 23S over both plots: level 3 on the west, 1 on the east. */
async function weedRaster(): Promise<Buffer> {
  const folder = await mkdtemp(join(tmpdir(), 'dossel-e2e-imports-'));
  try {
    const width = 220;
    const height = 120;
    const values = new Uint8Array(width * height);
    for (let index = 0; index < values.length; index++) values[index] = index % width < 107 ? 3 : 1;
    const path = join(folder, 'matocompeticao.tif');
    await writeClassificationTiff(path, {
      width,
      height,
      values,
      origin: [370_700, 7_595_500],
      pixelSize: 10,
    });
    return await readFile(path);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

test.beforeAll(async ({ request }) => {
  const staff = await apiToken(request, ADMIN);
  const headers = { authorization: `Bearer ${staff}` };
  const customer = await request.post('/api/register/customers', {
    headers,
    data: {
      name: CUSTOMER,
      document: `${run.slice(-8).padStart(8, '0')}/0001-00`,
      emailDomain: 'lavras.com.br',
      customerGroupId: 1,
      gloc1: 'Fazenda',
      gloc2: 'Região',
      gloc3: 'Talhão',
      gloc4: 'Projeto',
      gloc5: 'Módulo',
      glocpadrao: 'Talhão',
    },
  });
  expect(customer.status(), await customer.text()).toBe(201);
  const { id } = (await customer.json()) as { id: number };
  const user = await request.post('/api/register/users', {
    headers,
    data: {
      name: 'Gestão Lavras',
      email: USER,
      mainCustomerId: id,
      customers: [id],
      services_json: { [id]: [1, 2] },
      password: PASSWORD,
    },
  });
  expect(user.status(), await user.text()).toBe(201);
});

/** Sends a file through "Nova importação" and waits on the import's page until it is ready. */
async function importFile(page: Page, kind: string, file: { name: string; buffer: Buffer }, date?: string) {
  await page.goto(paths.imports.newHref());
  const form = page.getByRole('main');
  await form.getByRole('combobox', { name: 'Cliente', exact: true }).selectOption({ label: CUSTOMER });
  await form.getByRole('combobox', { name: 'Tipo de dado', exact: true }).selectOption({ label: kind });
  if (date) await form.getByLabel(/^Data do monitoramento/).fill(date);
  await form.getByLabel(/^Arquivo/).setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Pronta para publicar').first()).toBeVisible({ timeout: 30_000 });
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publicar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publicar', exact: true }).click();
  await expect(page.getByText('Publicada', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
}

test('staff import a new customer’s plots and weed map, and its user sees them on the weed map', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto(paths.home.href());
  await signIn(page, ADMIN);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();

  await importFile(page, 'Talhões', { name: 'talhoes.geojson', buffer: Buffer.from(plotsGeoJson) });
  const main = page.getByRole('main');
  // The preview: both plots new to the customer.
  await expect(main.getByRole('row').filter({ hasText: 'LAV-001' }).first()).toContainText(ADDED);
  await expect(main.getByRole('row').filter({ hasText: 'LAV-002' }).first()).toContainText(ADDED);
  await publish(page);

  await importFile(
    page,
    'Matocompetição',
    { name: 'matocompeticao.tif', buffer: await weedRaster() },
    '2026-11-10',
  );
  await publish(page);

  // The customer's user, in a browser of their own.
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const customerPage = await context.newPage();
  await customerPage.goto(paths.home.href());
  await signIn(customerPage, USER);
  await customerPage.getByRole('button', { name: 'Aceitar' }).click();
  await customerPage.getByRole('button', { name: 'Começar' }).click();
  await customerPage.goto(paths.weedCompetition.href());
  const screen = customerPage.getByRole('main');
  await expect(
    screen.getByRole('region', { name: 'Mapa de matocompetição dos talhões, por célula' }),
  ).toBeVisible();
  await expect(screen.getByRole('combobox', { name: 'Data do monitoramento' })).toHaveValue('2026-11-10');
  const plotA = screen.getByRole('row').filter({ hasText: 'LAV-001' });
  await expect(plotA).toContainText('Monitorado');
  await context.close();
});

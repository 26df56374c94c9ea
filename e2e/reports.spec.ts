import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Download, Page } from '@playwright/test';

import { pdfText } from '../apps/api/src/test/pdf-text';
import { paths } from '../apps/portal/src/config/paths';
import { readCsvLines } from '../apps/portal/src/testing/csv-lines';
import { expect, signIn, test } from './support';

const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const SERRA_AZUL = 'Reflorestadora Serra Azul';
const VALE_VERDE = 'Florestal Vale Verde';

/** Every report screen of issue 5 with its title (its menu label). */
const SCREENS = [
  { href: paths.weedCompetition.href(), title: 'Matocompetição' },
  { href: paths.anomaly.href(), title: 'Anomalias' },
  { href: paths.productivity.href(), title: 'Produtividade' },
  { href: paths.quality.href(), title: 'Qualidade' },
  { href: paths.weather.href(), title: 'Clima' },
  { href: paths.soilRelief.href(), title: 'Solo e relevo' },
  { href: paths.vegetation.href(), title: 'Vegetação' },
];

async function signedIn(page: Page) {
  await page.goto(paths.home.href());
  await signIn(page, CLIENT.email);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
}

// One sign-in for the screens' tests: the API allows few sign-ins a minute per e-mail (a test of its own
// covers it), and these tests are about the screens. The session is kept like the browser keeps it.
const sessionFile = join(tmpdir(), `dossel-e2e-reports-${process.pid}.json`);
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: { cookies: [], origins: [] } });
  await signedIn(page);
  await page.context().storageState({ path: sessionFile });
  await page.close();
});
test.use({ storageState: sessionFile });

/** Opens a screen in the shared session. */
async function open(page: Page, href: string) {
  await page.goto(href);
  await expect(page.getByRole('main')).toBeVisible();
}

async function switchCustomer(page: Page, name: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(CLIENT.name) })
    .click();
  await page.getByRole('menuitemradio', { name }).click();
  await expect(page.getByText(`Agora você vê os dados de ${name}.`)).toBeVisible();
}

async function downloaded(
  page: Page,
  start: () => Promise<void>,
): Promise<{ download: Download; bytes: Buffer }> {
  const event = page.waitForEvent('download');
  await start();
  const download = await event;
  return { download, bytes: await readFile((await download.path()) as string) };
}

/** The first CSV button of the screen: its file as a spreadsheet reads it, one text line per row. */
async function firstCsv(page: Page): Promise<string> {
  const { bytes } = await downloaded(page, () =>
    page.getByRole('main').getByRole('button', { name: 'Baixar CSV' }).first().click(),
  );
  expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return readCsvLines(bytes.subarray(3).toString('utf8')).join('\n');
}

test.describe('the report screens, as a customer user', () => {
  for (const screen of SCREENS) {
    test(`${screen.title} shows the seeded data and offers it as CSV naming the customer`, async ({
      page,
    }) => {
      await open(page, screen.href);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: screen.title, level: 1 })).toBeVisible();
      await expect(main.getByRole('button', { name: 'Baixar CSV' }).first()).toBeVisible({ timeout: 15_000 });
      await expect(main.getByText('Sem informações para esses filtros.')).toHaveCount(0);
      const csv = await firstCsv(page);
      expect(csv).toContain(`Cliente;${SERRA_AZUL}`);
      expect(csv).toMatch(/Gerado em;\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}/);
    });
  }

  test('the quarterly productivity report downloads as a PDF that says what it holds', async ({ page }) => {
    const year = new Date().getFullYear() - 1;
    await open(page, paths.productivity.quarterlyReportHref(year, 4));
    const { download, bytes } = await downloaded(page, () =>
      page.getByRole('button', { name: 'Baixar relatório (PDF)' }).click(),
    );
    expect(download.suggestedFilename()).toBe(
      `relatorio-trimestral-reflorestadora-serra-azul-${year}-T4.pdf`,
    );
    const pdf = await pdfText(bytes);
    const text = pdf.lines.join('\n');
    expect(text).toContain('Relatório trimestral de produtividade');
    expect(text).toContain(SERRA_AZUL);
    expect(text).toContain(`4º trimestre de ${year}`);
    expect(text).toMatch(/Gerado em/);
  });
});

test.describe('the monitoring maps and home, as a customer user', () => {
  test('weed competition: map, table per plot and the infested areas as GeoJSON that says what it holds', async ({
    page,
  }) => {
    await open(page, paths.weedCompetition.href());
    const main = page.getByRole('main');
    await expect(
      main.getByRole('region', { name: 'Mapa de matocompetição dos talhões, por célula' }),
    ).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Data do monitoramento' })).toBeVisible();
    await expect(main.getByText('Monitorado', { exact: true }).first()).toBeVisible();

    const { download, bytes } = await downloaded(page, () =>
      main.getByRole('button', { name: 'Baixar áreas infestadas (GeoJSON)' }).click(),
    );
    expect(download.suggestedFilename()).toMatch(
      /^areas-infestadas-reflorestadora-serra-azul-\d{4}-\d{2}-\d{2}\.geojson$/,
    );
    const geojson = JSON.parse(bytes.toString('utf8')) as {
      type: string;
      features: { properties: { level: number } }[];
      dossel: { customer: { name: string }; kind: string; date: string };
    };
    expect(geojson.type).toBe('FeatureCollection');
    expect(geojson.dossel).toMatchObject({ customer: { name: SERRA_AZUL }, kind: 'weeds' });
    expect(geojson.features.length).toBeGreaterThan(0);
    // Infested area counts levels 2 and 3 only (spec section 4).
    expect(new Set(geojson.features.map((feature) => feature.properties.level))).toEqual(new Set([2, 3]));
  });

  test('home shows the headline figures and the open alerts', async ({ page }) => {
    await open(page, paths.home.href());
    const main = page.getByRole('main');
    await expect(main.getByText('IMA aos 7 anos')).toBeVisible();
    await expect(main.getByText(/\d+(,\d+)? m³\/ha\/ano/).first()).toBeVisible();
    await expect(main.getByText('Acumulado de 3 meses')).toBeVisible();
    await expect(main.getByText('Últimas 3 horas')).toBeVisible();
    await expect(main.getByText('Alertas abertos')).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('no report screen is wider than the phone: tables and charts scroll inside their frames', async ({
    page,
  }) => {
    // Twelve screens loaded in turn, each within the 15 s below: more than the default half minute.
    test.setTimeout(120_000);
    const screens = [
      ...SCREENS.map((screen) => screen.href),
      ...['plotMetrics', 'woodStock', 'genetics', 'quarterlyReport'].map(
        (tab) => `${paths.productivity.href()}?tab=${tab}`,
      ),
    ];
    for (const href of screens) {
      await page.goto(href);
      await expect(page.getByRole('main').getByRole('button', { name: 'Baixar CSV' }).first()).toBeVisible({
        timeout: 15_000,
      });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(width, href).toBeLessThanOrEqual(375);
    }
  });
});

test.describe('switching customer', () => {
  // Its own sign-in: the switch changes the session's customer, which the shared session must keep.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a screen follows the current customer at once when it is switched', async ({ page }) => {
    await signedIn(page);
    await page.goto(paths.quality.href());
    await expect(page.getByRole('main').getByRole('button', { name: 'Baixar CSV' }).first()).toBeVisible();
    expect(await firstCsv(page)).toContain(`Cliente;${SERRA_AZUL}`);

    await switchCustomer(page, VALE_VERDE);
    await expect(page).toHaveURL(/\/quality/);
    await expect(page.getByRole('main').getByRole('button', { name: 'Baixar CSV' }).first()).toBeVisible();
    expect(await firstCsv(page)).toContain(`Cliente;${VALE_VERDE}`);
  });
});

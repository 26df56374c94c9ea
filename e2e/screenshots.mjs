// Screenshots of the sign-in page and the signed-in shell at desktop and phone widths, for a human look.
// Needs a built portal and API. Run: `pnpm exec tsx e2e/screenshots.mjs` (tsx lets it load
// tooling/chromium.ts). Files land in /tmp/shots (SHOTS_DIR overrides).
// `playwright` is the root's copy of playwright-core's API; playwright-core itself is not hoisted here.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { chromium } from 'playwright';

import { chromiumLaunchOptions } from '../tooling/chromium.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.SHOTS_PORT ?? '4174';
const baseURL = `http://localhost:${port}`;
const outDir = process.env.SHOTS_DIR ?? '/tmp/shots';
const widths = [1440, 375];

async function waitForServer(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer at ${baseURL} within ${timeoutMs} ms`);
}

mkdirSync(outDir, { recursive: true });
const server = spawn(process.execPath, [join(root, 'e2e/start-server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, E2E_PORT: port },
});

const lastYear = new Date().getFullYear() - 1;
const REPORT_SCREENS = [
  ['weed-competition', '/weedCompetition'],
  ['anomaly', '/anomaly'],
  ['productivity-vision', '/productivity'],
  ['productivity-metrics', '/productivity?tab=plotMetrics'],
  ['productivity-stock', '/productivity?tab=woodStock'],
  ['productivity-genetics', '/productivity?tab=genetics'],
  ['productivity-quarterly', `/productivity?tab=quarterlyReport&year=${lastYear}&quarter=4`],
  ['quality', '/quality'],
  ['weather', '/weather'],
  ['soil-relief', '/soilrelief'],
  ['vegetation', '/vegetation'],
];

const shot = (page, name, width) =>
  page.screenshot({ path: join(outDir, `${name}-${width}.png`), fullPage: true });

async function signIn(page, email) {
  await page.goto(baseURL);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill('Dossel@2026');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A user who has not met the terms yet, made by staff through the API (one per width). */
async function newUser(width) {
  const login = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@dossel.com.br', password: 'Dossel@2026' }),
  });
  const { token } = await login.json();
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const customers = await (await fetch(`${baseURL}/api/register/customers`, { headers })).json();
  const valeVerde = customers.find((customer) => customer.name === 'Florestal Vale Verde');
  const email = `novo-${width}@demo.com.br`;
  const created = await fetch(`${baseURL}/api/register/users`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      name: 'Novo Usuário',
      email,
      password: 'Dossel@2026',
      mainCustomerId: valeVerde.id,
      services_json: { [valeVerde.id]: [1, 2, 8] },
    }),
  });
  if (!created.ok) throw new Error(await created.text());
  return email;
}

const browser = await chromium.launch(chromiumLaunchOptions);
try {
  await waitForServer();
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 812 },
      locale: 'pt-BR',
    });
    const page = await context.newPage();
    await page.goto(baseURL);
    await page.getByRole('heading', { name: 'Portal do Cliente' }).waitFor();
    await shot(page, 'login', width);

    await page.goto(`${baseURL}/forgot-password`);
    await page.getByRole('heading', { name: 'Esqueci minha senha' }).waitFor();
    await shot(page, 'forgot-password', width);
    await page.goto(`${baseURL}/reset/not-a-real-token`);
    await page.getByText('Este link é inválido ou expirou.').waitFor();
    await shot(page, 'reset-invalid', width);

    await signIn(page, await newUser(width));
    await page.getByRole('dialog', { name: 'Termos de uso' }).waitFor();
    await shot(page, 'terms', width);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await page.getByRole('dialog', { name: /Boas-vindas/ }).waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'welcome', width);
    await page.getByRole('button', { name: 'Começar' }).click();
    const quarterly = page.getByRole('dialog', { name: 'Relatório trimestral disponível' });
    await quarterly.waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'quarterly-popup', width);
    await quarterly.getByRole('button', { name: 'Fechar' }).click();
    await quarterly.waitFor({ state: 'hidden' });
    await shot(page, 'home', width);

    if (width < 800) {
      await page.getByRole('button', { name: 'Abrir' }).click();
      await page.waitForTimeout(400);
      await shot(page, 'mobile-menu', width);
      await page.getByRole('button', { name: 'Fechar' }).first().click();
    }
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Novo Usuário/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'user-menu', width);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Configurações' }).click();
    await page.getByRole('menuitemradio', { name: 'Español' }).waitFor();
    await page.waitForTimeout(400);
    await shot(page, 'settings-menu', width);
    await page.keyboard.press('Escape');

    await page.goto(`${baseURL}/change-password`);
    await page.getByRole('heading', { name: 'Alterar senha' }).waitFor();
    await shot(page, 'change-password', width);
    await page.goto(`${baseURL}/downloads/documents`);
    await page.getByRole('heading', { name: 'Download de documentos' }).waitFor();
    await page.waitForTimeout(800);
    await shot(page, 'downloads', width);
    await page.goto(`${baseURL}/operations`);
    await page.getByRole('heading', { name: 'Operações' }).waitFor();
    await shot(page, 'coming-soon', width);
    await page.goto(`${baseURL}/customers`);
    await page.getByText('Serviço não contratado ou não disponível para este usuário/cliente.').waitFor();
    await shot(page, 'not-contracted', width);
    await page.goto(`${baseURL}/some/path`);
    await page.getByRole('button', { name: 'Voltar' }).waitFor();
    await shot(page, 'not-found', width);

    // The report screens (issue 5), once their data and charts have settled.
    for (const [name, path] of REPORT_SCREENS) {
      await page.goto(`${baseURL}${path}`);
      await page
        .getByRole('main')
        .getByRole('button', { name: 'Baixar CSV' })
        .first()
        .waitFor({ timeout: 20_000 });
      await page.waitForTimeout(1500);
      await shot(page, name, width);
    }
    await context.close();

    const admin = await browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 812 },
      locale: 'pt-BR',
    });
    const adminPage = await admin.newPage();
    await signIn(adminPage, 'admin@dossel.com.br');
    await adminPage.getByRole('heading', { name: /^Olá/ }).waitFor();
    await adminPage.goto(`${baseURL}/customers`);
    await adminPage.getByRole('heading', { name: 'Clientes' }).waitFor();
    await shot(adminPage, 'admin-menu', width);
    // The background jobs (issue 16), with the reset e-mail a customer asked for just now.
    await fetch(`${baseURL}/api/auth/forgotPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cliente@demo.com.br' }),
    });
    await adminPage.goto(`${baseURL}/background-jobs`);
    await adminPage.getByText('Concluída').first().waitFor();
    await shot(adminPage, 'background-jobs', width);

    // Imports (issue 15): a plots file for Vale Verde, read and waiting on its page; the list; the form.
    const token = await adminPage.evaluate(() => localStorage.getItem('dossel.token'));
    const form = new FormData();
    form.append('customer_id', '2');
    form.append('kind', 'plots');
    const square = (lon, lat) => [
      [
        [lon, lat],
        [lon + 0.01, lat],
        [lon + 0.01, lat + 0.01],
        [lon, lat + 0.01],
        [lon, lat],
      ],
    ];
    const features = [0, 1, 2].map((index) => ({
      type: 'Feature',
      properties: { Codigo: `IMP-${width}-${index + 1}`, Fazenda: 'Fazenda Nova', DataPlantio: '10/03/2021' },
      geometry: { type: 'Polygon', coordinates: square(-46.25 + index * 0.01, -21.75) },
    }));
    form.append(
      'file',
      new Blob([JSON.stringify({ type: 'FeatureCollection', features })]),
      'talhoes.geojson',
    );
    const uploaded = await fetch(`${baseURL}/api/register/imports`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (!uploaded.ok) throw new Error(await uploaded.text());
    const { id } = await uploaded.json();
    await adminPage.goto(`${baseURL}/imports/${id}`);
    await adminPage.getByText('Pronta para publicar').first().waitFor();
    await adminPage.waitForTimeout(600);
    await shot(adminPage, 'import', width);
    await adminPage.goto(`${baseURL}/imports`);
    await adminPage.getByRole('heading', { name: 'Importações' }).waitFor();
    await shot(adminPage, 'imports', width);
    await adminPage.goto(`${baseURL}/imports/new`);
    await adminPage.getByRole('heading', { name: 'Nova importação' }).waitFor();
    await shot(adminPage, 'import-new', width);
    await adminPage.goto(`${baseURL}/api-keys`);
    await adminPage.getByRole('heading', { name: 'Chaves de API' }).waitFor();
    await shot(adminPage, 'api-keys', width);
    await admin.close();
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

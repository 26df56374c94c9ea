import type { Browser, Page, Request } from '@playwright/test';

import { apiToken, expect, signInTitle, test } from './support';

// Issue 13: what a browser really gets on a cold visit, counted (never timed): requests, bytes on the
// wire, and the sign-in page painted from index.html before the app's JavaScript runs.

const SIGN_IN_MAX_REQUESTS = 6;
const SIGN_IN_MAX_JS_WIRE_BYTES = 150_000;
const SCREEN_MAX_REQUESTS = 20;

/** The app has taken the pre-rendered screen over (app/first-screens/take-over.ts). */
async function appTookOver(page: Page) {
  await expect(page.locator('#first-screen')).toBeEmpty();
}

/** Every request a page makes from now on, with what its answer weighed on the wire. */
function recordRequests(page: Page) {
  const requests: Request[] = [];
  page.on('requestfinished', (request) => requests.push(request));
  return requests;
}

/** Holds back the scripts matching `glob`, as a slow link would, until `release` is called. */
async function holdScripts(page: Page, glob: string) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(glob, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** A new browser context (empty cache) whose pages start with `token` stored, as a returning visitor's. */
async function storedSession(browser: Browser, token: string) {
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('dossel.token', value), token);
  return context;
}

async function wireBytes(requests: Request[], type: string) {
  const sizes = await Promise.all(
    requests.filter((request) => request.resourceType() === type).map((request) => request.sizes()),
  );
  return sizes.reduce((total, size) => total + size.responseBodySize, 0);
}

test.describe('the sign-in page on a cold visit', () => {
  test(`needs at most ${SIGN_IN_MAX_REQUESTS} requests and ${SIGN_IN_MAX_JS_WIRE_BYTES / 1000} kB of JavaScript, all compressed`, async ({
    page,
  }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await appTookOver(page);
    await expect(page.getByLabel(/^E-mail/)).toBeEditable();
    await page.waitForLoadState('networkidle');
    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths.length, paths.join(', ')).toBeLessThanOrEqual(SIGN_IN_MAX_REQUESTS);
    expect(await wireBytes(requests, 'script')).toBeLessThanOrEqual(SIGN_IN_MAX_JS_WIRE_BYTES);
    for (const request of requests.filter((each) =>
      ['script', 'stylesheet', 'document'].includes(each.resourceType()),
    )) {
      const response = await request.response();
      expect(response?.headers()['content-encoding'], request.url()).toBe('br');
    }
  });

  test('shows the form from index.html before any script of the app has run, in the language detected', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(signInTitle(page)).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toBeEditable();
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    await page.goto('/?lng=es');
    await expect(page.getByRole('heading', { name: 'Portal del Cliente' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });

  test("shows 'Conectando você à floresta' instead to a visitor with a stored session", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('dossel.token', 'a stored session'));
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.getByText('Conectando você à floresta')).toBeVisible();
    await expect(page.getByLabel(/^E-mail/)).toHaveCount(0);
  });

  test('keeps what the user typed before the app loaded, where it was, and signs in with it', async ({
    page,
  }) => {
    // The app's scripts wait until the user has typed, as on a slow link.
    const release = await holdScripts(page, '**/assets/*.js');
    // Not waiting for 'load': that comes after the scripts held back here.
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel(/^E-mail/).fill('cliente@demo.com.br');
    await page.getByLabel(/^Senha/).fill('Dossel@2026');
    const before = await page.getByRole('button', { name: 'Entrar' }).boundingBox();
    release();
    await appTookOver(page);
    await expect(page.getByLabel(/^E-mail/)).toHaveValue('cliente@demo.com.br');
    await expect(page.getByLabel(/^Senha/)).toHaveValue('Dossel@2026');
    await expect(page.getByLabel(/^Senha/)).toBeFocused();
    // No layout shift when the app takes over: the same box in the same place.
    expect(await page.getByRole('button', { name: 'Entrar' }).boundingBox()).toEqual(before);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  });
});

test("keeps the theme's forest green once the full stylesheet has loaded, before and after the take-over", async ({
  page,
}) => {
  // Shade 7 of the theme's forest (packages/ui-kit/src/theme/theme.ts), not Mantine's default blue.
  const FOREST_7 = 'rgb(33, 112, 58)';
  const signIn = page.getByRole('button', { name: 'Entrar' });
  // 'load' waits for the stylesheet the build moved to the end of the body.
  await page.goto('/', { waitUntil: 'load' });
  await expect(signIn).toHaveCSS('background-color', FOREST_7);
  await appTookOver(page);
  await expect(signIn).toHaveCSS('background-color', FOREST_7);
});

test.describe('signing in', () => {
  test("sends home's requests with the sign-in answer, signed, each once", async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await page.getByLabel(/^E-mail/).fill('cliente@demo.com.br');
    await page.getByLabel(/^Senha/).fill('Dossel@2026');
    // The shell's code (and with it the home prefetch) loads from the first touch of the form.
    await expect.poll(() => requests.some((request) => request.url().includes('/assets/shell-'))).toBe(true);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Alertas abertos' })
        .getByText(/Talhões com alerta/)
        .first(),
    ).toBeVisible();
    const reportsAsked = () =>
      requests.filter((request) => new URL(request.url()).pathname.startsWith('/api/reports/'));
    // Home shows a card as soon as its own data is in: the others' requests may still be on their way.
    await expect
      .poll(() =>
        reportsAsked()
          .map((request) => new URL(request.url()).pathname)
          .sort(),
      )
      .toEqual([
        '/api/reports/anomalies/summary',
        '/api/reports/metrics',
        '/api/reports/quarterly',
        '/api/reports/weather/recent',
        '/api/reports/weeds/summary',
      ]);
    const reports = reportsAsked();
    const statuses = await Promise.all(reports.map(async (request) => (await request.response())?.status()));
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});

test.describe('a visitor with a stored session opening a list by its address', () => {
  test("sees the list painted by the server before the app's script has arrived, then the app's own in its place, its data asked once", async ({
    browser,
    request,
  }) => {
    const token = await apiToken(request, 'admin@dossel.com.br');
    const context = await storedSession(browser, token);
    const page = await context.newPage();
    const asked: string[] = [];
    page.on('request', (each) => asked.push(new URL(each.url()).pathname));
    // The app's own script is held back, as on a slow link: what shows meanwhile, index.html painted.
    const release = await holdScripts(page, '**/assets/index-*.js');
    await page.goto('/benchmarking', { waitUntil: 'commit' });
    const painted = page.locator('#first-screen');
    await expect(painted.getByRole('heading', { level: 1, name: 'Benchmarking' })).toBeVisible();
    const twentieth = painted.locator('tbody tr').nth(19);
    await expect(twentieth).toBeVisible();
    const before = await twentieth.boundingBox();
    // Painted, the page asks for the texts and the app's code: they travel while the user reads. Not
    // before: until the screen shows, the link and the CPU are its own.
    await expect.poll(() => asked).toContain('/locales/pt-BR/translations.json');
    const entry = /\/assets\/index-.*\.js$/;
    await expect.poll(() => asked.some((path) => entry.test(path))).toBe(true);
    expect(asked.findIndex((path) => entry.test(path))).toBeGreaterThan(asked.indexOf('/api/first-screen'));
    for (const chunk of [
      /\/assets\/shell-.*\.js$/,
      /\/assets\/benchmarking-page-.*\.js$/,
      /\/assets\/data-table-grid-.*\.js$/,
    ])
      expect(
        asked.some((path) => chunk.test(path)),
        String(chunk),
      ).toBe(true);

    release();
    await appTookOver(page);
    const row = page.locator('#root tbody tr').nth(19);
    await expect(row).toBeVisible();
    // No layout shift when the app takes over: the same row in the same place.
    expect(await row.boundingBox()).toEqual(before);
    await page.waitForLoadState('networkidle');
    // The app drew from the painted screen's data and the session's early answer: nothing asked twice.
    for (const path of ['/api/first-screen', '/api/auth/me'])
      expect(
        asked.filter((each) => each === path),
        path,
      ).toHaveLength(1);
    for (const path of ['/api/register/benchmarking', '/api/register/customers/options'])
      expect(
        asked.filter((each) => each === path),
        path,
      ).toHaveLength(0);
    await context.close();
  });

  test("sees a customer user's answer for a list they may not open: 'Serviço não contratado', painted the same", async ({
    browser,
    request,
  }) => {
    const token = await apiToken(request, 'cliente@demo.com.br');
    const context = await storedSession(browser, token);
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/benchmarking');
    await expect(
      page.locator('#first-screen').getByText(/^Serviço não contratado ou não disponível/),
    ).toBeVisible();
    await expect(page.locator('#first-screen tbody tr')).toHaveCount(0);
    await context.close();
  });
});

/** A cold visit (new browser context: empty cache) of `path`, signed in as `email` beforehand. */
async function coldVisit(browser: Browser, token: string, path: string) {
  const context = await storedSession(browser, token);
  const page = await context.newPage();
  const requests = recordRequests(page);
  await page.goto(path);
  await appTookOver(page);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await context.close();
  return requests.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
}

const SCREENS = {
  'cliente@demo.com.br': [
    '/',
    '/weedCompetition',
    '/anomaly',
    '/productivity',
    '/quality',
    '/weather',
    '/soilrelief',
    '/vegetation',
    '/downloads/documents',
    '/field-map',
  ],
  'admin@dossel.com.br': ['/benchmarking', '/customers', '/users', '/documents', '/customer-groups/new'],
};

test.describe(`every screen's cold load needs at most ${SCREEN_MAX_REQUESTS} requests`, () => {
  for (const [email, screens] of Object.entries(SCREENS)) {
    test(`the screens of ${email}`, async ({ browser, request }) => {
      test.setTimeout(120_000);
      const token = await apiToken(request, email);
      for (const path of screens) {
        const requests = await coldVisit(browser, token, path);
        expect(requests.length, `${path}: ${requests.join(', ')}`).toBeLessThanOrEqual(SCREEN_MAX_REQUESTS);
      }
    });
  }
});

import { expect, signIn, test } from './support';

const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const OFFLINE_NOTE = /^Sem conexão: o portal abriu com a sua última sessão/;

// The other specs block service workers (playwright.config.ts): this one is about the portal's.
test.use({ serviceWorkers: 'allow' });

test('a signed-in user opens the installed portal offline, signed in, and it checks again online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await signIn(page, CLIENT.email);
  const greeting = page.getByRole('heading', { name: `Olá, ${CLIENT.name}!` });
  await expect(greeting).toBeVisible();

  // The shell registers the worker when the browser is idle; it controls the page once it has
  // precached everything (its install waits for the precache, and it claims the open page).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  // Chromium finds nothing against installing the portal (manifest, icons, worker) but the test's own
  // browser context, which is incognito.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual(
    [],
  );

  await context.setOffline(true);
  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
  // Not the sign-in page, and the token kept for the check once online.
  await expect(page.getByRole('heading', { name: 'Portal do Cliente' })).toHaveCount(0);

  // Back online: the user is loaded again and the note goes. Chromium under Playwright fires no
  // `online` event on this page when the emulated network returns (it does without a service worker):
  // the test fires the one a browser fires, rather than wait for the shell's 15 s re-check.
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(OFFLINE_NOTE)).toHaveCount(0);
  await expect(greeting).toBeVisible();
});

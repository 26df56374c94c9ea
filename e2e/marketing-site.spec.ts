import type { Locator, Page } from '@playwright/test';

import { marketingURL, portalURL } from './origins';
import { expect, pageToken, signIn, test } from './support';

/** The computed styles a visitor sees of one element. */
const styleOf = (locator: Locator, properties: string[]) =>
  locator.evaluate(
    (element, names) =>
      Object.fromEntries(names.map((name) => [name, getComputedStyle(element).getPropertyValue(name)])),
    properties,
  );

/** The marketing site's own look (examples/marketing-site/site/site.css), which no widget may change. */
async function expectHostStylesUntouched(page: Page) {
  expect(await styleOf(page.locator('body'), ['margin-top', 'font-family', 'background-color'])).toEqual({
    'margin-top': '0px',
    'font-family': 'Georgia, "Times New Roman", serif',
    'background-color': 'rgb(250, 246, 236)',
  });
  expect(
    await styleOf(page.getByRole('heading', { name: 'Dossel Florestal' }), ['font-size', 'color']),
  ).toEqual({
    'font-size': '32px',
    color: 'rgb(255, 250, 240)',
  });
  expect(
    await styleOf(page.getByRole('button', { name: 'Conheça a nova visão de produtividade' }), [
      'font-family',
      'background-color',
      'border-radius',
    ]),
  ).toEqual({
    'font-family': '"Courier New", monospace',
    'background-color': 'rgb(255, 215, 0)',
    'border-radius': '0px',
  });
}

/** Signs in through the embedded login box and lands, signed in, on the portal's home. */
async function signInAndLandOnPortal(page: Page) {
  await signIn(page, 'cliente@demo.com.br');
  await page.waitForURL(`${portalURL}/`);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
  // The portal holds a session of its own; the one-time code left the address at once.
  expect(await pageToken(page)).toBeTruthy();
  expect(page.url()).not.toContain('code=');
}

test('the plain HTML page: the standalone widgets keep to their shadow roots, and signing in lands on the portal', async ({
  page,
}) => {
  await page.goto(`${marketingURL}/`);
  const loginButton = page.getByRole('button', { name: 'Entrar' });
  await expect(loginButton).toBeVisible();
  await expectHostStylesUntouched(page);
  // The page's hostile rules for buttons do not reach the widget's.
  const widgetButton = await styleOf(loginButton, ['font-family', 'background-color']);
  expect(widgetButton['font-family']).not.toContain('Courier');
  expect(widgetButton['background-color']).not.toBe('rgb(255, 215, 0)');

  // The promo popup opens from the page's own button and tells the page when it closes.
  await page.getByRole('button', { name: 'Conheça a nova visão de produtividade' }).click();
  const promo = page.getByRole('dialog');
  await expect(promo).toBeVisible();
  await promo.getByRole('button', { name: 'Fechar' }).click();
  await expect(promo).toBeHidden();
  await expect(page.locator('dossel-promo-popup')).not.toHaveAttribute('open');
  await expectHostStylesUntouched(page);

  await signInAndLandOnPortal(page);
});

test('the React page: the React widgets sign in and hand the session to the portal', async ({ page }) => {
  await page.goto(`${marketingURL}/react.html`);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.getByRole('button', { name: 'Conheça a nova visão de produtividade' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await signInAndLandOnPortal(page);
});

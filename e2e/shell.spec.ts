import type { Page } from '@playwright/test';

import { paths } from '../apps/portal/src/config/paths';
import { expect, pageToken, signIn, signInTitle, test } from './support';

const CLIENT = { email: 'cliente@demo.com.br', name: 'Cliente Demonstração' };
const NOT_CONTRACTED = 'Serviço não contratado ou não disponível para este usuário/cliente.';

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });
const userMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(name) });

async function signedIn(page: Page, email: string) {
  await page.goto(paths.home.href());
  await signIn(page, email);
  await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
}

test.describe('menus follow who the user is and which customer they work for', () => {
  test('staff see the registers', async ({ page }) => {
    await signedIn(page, 'admin@dossel.com.br');
    await expect(sideMenu(page).getByText('Cadastros')).toBeVisible();
  });

  test('a customer user neither sees nor reaches the registers', async ({ page }) => {
    await signedIn(page, CLIENT.email);
    await expect(sideMenu(page).getByRole('button', { name: 'Monitoramento' })).toBeVisible();
    await expect(sideMenu(page).getByText('Cadastros')).toHaveCount(0);
    await page.goto(paths.customers.href());
    await expect(page.getByText(NOT_CONTRACTED)).toBeVisible();
  });

  test('switching to "Florestal Vale Verde" brings the field-operations group, and a reload keeps it', async ({
    page,
  }) => {
    await signedIn(page, CLIENT.email);
    await expect(page.getByRole('main').getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
    await expect(sideMenu(page).getByText('Custos de campo')).toHaveCount(0);

    await userMenu(page, CLIENT.name).click();
    await page.getByRole('menuitemradio', { name: 'Florestal Vale Verde' }).click();
    await expect(page.getByText('Agora você vê os dados de Florestal Vale Verde.')).toBeVisible();
    await expect(page.getByRole('main').getByText('Cliente atual: Florestal Vale Verde')).toBeVisible();
    await expect(sideMenu(page).getByText('Custos de campo')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('main').getByText('Cliente atual: Florestal Vale Verde')).toBeVisible();
    await expect(sideMenu(page).getByText('Custos de campo')).toBeVisible();
  });
});

test('the language switch takes effect at once and is remembered', async ({ page }) => {
  await signedIn(page, CLIENT.email);
  await page.getByRole('button', { name: 'Configurações' }).click();
  await page.getByRole('menuitemradio', { name: 'English (US)' }).click();
  await expect(page.getByRole('heading', { name: `Hello, ${CLIENT.name}!` })).toBeVisible();
  await expect(sideMenu(page)).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Monitoring' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { name: `Hello, ${CLIENT.name}!` })).toBeVisible();
});

test.describe('an expired session', () => {
  /** Ends the page's session on the server, as an expiry or a sign-out elsewhere would. */
  async function endSessionOnServer(page: Page) {
    const token = await pageToken(page);
    const response = await page.request.post('/api/auth/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status()).toBe(204);
  }

  test('a refused call shows the message once and leads to /auth after 5 seconds', async ({ page }) => {
    await signedIn(page, CLIENT.email);
    await endSessionOnServer(page);

    await userMenu(page, CLIENT.name).click();
    await page.getByRole('menuitemradio', { name: 'Florestal Vale Verde' }).click();
    await expect(page.getByText('Sua sessão expirou. Por favor, efetue login novamente.')).toHaveCount(1);
    expect(await pageToken(page)).toBeNull();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 8_000 });
    await expect(page.getByText('Faça login no sistema para utilizar nossos recursos!')).toBeVisible();

    await page
      .getByRole('button', { name: 'Fazer login' })
      .or(page.getByRole('link', { name: 'Fazer login' }))
      .click();
    await expect(signInTitle(page)).toBeVisible();
  });

  test('a stored token that no longer holds shows the token-expired alert and signs out', async ({
    page,
  }) => {
    await signedIn(page, CLIENT.email);
    await endSessionOnServer(page);
    await page.reload();
    await expect(page.getByText('Sessão expirada. Acesse novamente.')).toBeVisible();
    await expect(signInTitle(page)).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu opens under the header, at most 60% of the screen high, and closes on a choice', async ({
    page,
  }) => {
    await signedIn(page, CLIENT.email);
    await page.getByRole('button', { name: 'Abrir' }).click();
    const menu = sideMenu(page);
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.height ?? 0).toBeLessThanOrEqual(740 * 0.6 + 1);
    await menu.getByRole('button', { name: 'Clima e ambiente' }).click();
    await menu.getByRole('link', { name: 'Clima', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Clima' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir' })).toBeVisible();
  });
});

test.describe('home', () => {
  test.use({ closeQuarterlyPopup: false });

  test('announces the last quarter’s productivity report once, with its download link', async ({ page }) => {
    await page.goto(paths.home.href());
    await signIn(page, CLIENT.email);
    const popup = page.getByRole('dialog', { name: 'Relatório trimestral disponível' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'Baixe aqui' })).toHaveAttribute(
      'href',
      /tab=quarterlyReport/,
    );
    await popup.getByRole('button', { name: 'Fechar' }).click();
    await expect(popup).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: `Olá, ${CLIENT.name}!` })).toBeVisible();
    await expect(popup).toBeHidden();
  });
});

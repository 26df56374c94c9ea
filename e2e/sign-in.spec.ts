import type { Page } from '@playwright/test';

// Imported from the sources: the same route table the portal builds its links from.
import { paths } from '../apps/portal/src/config/paths';
import { expect, pageToken, signIn, signInTitle, test } from './support';

const demoAccounts = [{ email: 'admin@dossel.com.br' }, { email: 'cliente@demo.com.br' }];

/** The user's name as the API knows it, read the way the portal reads it. */
async function nameOf(page: Page): Promise<string> {
  const token = await pageToken(page);
  const response = await page.request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  const user = (await response.json()) as { name: string };
  return user.name;
}

test.describe('signing in', () => {
  for (const { email } of demoAccounts) {
    test(`${email} signs in, stays signed in after a reload and logs out`, async ({ page }) => {
      await page.goto(paths.home.href());
      await expect(signInTitle(page)).toBeVisible();
      await signIn(page, email);

      await expect(page.getByRole('heading', { name: /^Olá, / })).toBeVisible();
      const name = await nameOf(page);
      await expect(page.getByRole('heading', { name: `Olá, ${name}!` })).toBeVisible();
      const userMenu = page.getByRole('banner').getByRole('button', { name: new RegExp(name) });
      await expect(userMenu).toBeVisible();

      await page.reload();
      await expect(page.getByRole('heading', { name: `Olá, ${name}!` })).toBeVisible();

      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await expect(signInTitle(page)).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('dossel.token'))).toBeNull();
    });
  }

  test('novo@demo.com.br meets the terms of use first; declining signs out', async ({ page }) => {
    await page.goto(paths.home.href());
    await signIn(page, 'novo@demo.com.br');
    await expect(page.getByRole('dialog', { name: 'Termos de uso' })).toBeVisible();
    await page.getByRole('button', { name: 'Recusar' }).click();
    await expect(signInTitle(page)).toBeVisible();
    expect(await pageToken(page)).toBeNull();
  });

  // Issue 14: the API refuses a user with the terms pending everything else, and the portal reads a refusal
  // as a lapsed session: so it must ask for nothing (no page, no prefetch) until Accept, then load home.
  test('a stored session with the terms pending reopens on them, asks nothing, then loads home', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 403) refused.push(response.url());
    });
    await page.goto(paths.home.href());
    await signIn(page, 'novo@demo.com.br');
    const terms = page.getByRole('dialog', { name: 'Termos de uso' });
    await expect(terms).toBeVisible();
    await page.reload();
    await expect(terms).toBeVisible();
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByText('Termos aceitos com sucesso')).toBeVisible();
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(page.getByRole('heading', { name: 'Olá, Novo Usuário!' })).toBeVisible();
    await expect(page.getByText('Sessão expirada')).toHaveCount(0);
    expect(await pageToken(page)).not.toBeNull();
    expect(refused).toEqual([]);
  });

  test('names the current customer: the main one at first', async ({ page }) => {
    await page.goto(paths.home.href());
    await signIn(page, 'cliente@demo.com.br');
    await expect(page.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
  });

  test('bad credentials show "Usuário ou senha inválidos."', async ({ page }) => {
    await page.goto(paths.home.href());
    await signIn(page, 'cliente@demo.com.br', 'wrong-password');
    await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
    await expect(signInTitle(page)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('dossel.token'))).toBeNull();
  });
});

test.describe('validation messages in the three languages', () => {
  const languages = [
    {
      query: '',
      title: 'Portal do Cliente',
      email: 'E-mail',
      submit: 'Entrar',
      required: 'Campo obrigatório',
      invalid: 'E-mail inválido',
    },
    {
      query: '?lng=en-US',
      title: 'Customer Portal',
      email: 'E-mail',
      submit: 'Sign in',
      required: 'Required field',
      invalid: 'Invalid e-mail',
    },
    {
      query: '?lng=es',
      title: 'Portal del Cliente',
      email: 'Correo electrónico',
      submit: 'Ingresar',
      required: 'Campo obligatorio',
      invalid: 'Correo electrónico inválido',
    },
  ];
  for (const language of languages) {
    test(`${language.title}: required fields and an invalid e-mail`, async ({ page }) => {
      await page.goto(`${paths.home.href()}${language.query}`);
      await expect(page.getByRole('heading', { name: language.title })).toBeVisible();
      await page.getByRole('button', { name: language.submit }).click();
      await expect(page.getByText(language.required).first()).toBeVisible();

      await page.getByLabel(new RegExp(`^${language.email}`)).fill('not-an-email');
      await page.getByLabel(new RegExp(`^${language.email}`)).blur();
      await expect(page.getByText(language.invalid, { exact: true })).toBeVisible();
    });
  }
});

test('a logged-out visitor on /some/path is sent to /', async ({ page }) => {
  await page.goto('/some/path');
  await expect(signInTitle(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(paths.home.href());
});

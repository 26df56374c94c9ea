import type { APIRequestContext, Page } from '@playwright/test';

import { paths } from '../apps/portal/src/config/paths';
import {
  apiToken,
  expect,
  mailedLink,
  outbox,
  PASSWORD,
  pageToken,
  signIn,
  signInTitle,
  test,
} from './support';

const NEW_PASSWORD = 'Floresta#2027';

/** A user of the test's own (staff create it), so the demo accounts keep their passwords and terms. */
async function createUser(request: APIRequestContext, options: { password?: string } = {}) {
  const staff = await apiToken(request, 'admin@dossel.com.br');
  const headers = { authorization: `Bearer ${staff}` };
  const customers = (await (await request.get('/api/register/customers', { headers })).json()) as {
    id: number;
    name: string;
  }[];
  const serraAzul = customers.find((customer) => customer.name === 'Reflorestadora Serra Azul');
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1000)}@demo.com.br`;
  const response = await request.post('/api/register/users', {
    headers,
    data: {
      name: 'Usuária de Teste',
      email,
      mainCustomerId: serraAzul?.id,
      services_json: { [String(serraAzul?.id)]: [1, 2] },
      ...options,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: number };
  return { id, email, staffHeaders: headers };
}

const termsDialog = (page: Page) => page.getByRole('dialog', { name: 'Termos de uso' });

test.describe('password by e-mail', () => {
  test('forgot password: the reset link from the outbox sets a new password, once', async ({
    page,
    request,
  }) => {
    const { email } = await createUser(request, { password: PASSWORD });
    const before = await outbox();

    await page.goto(paths.home.href());
    await page.getByRole('link', { name: 'Esqueceu sua senha?' }).click();
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByText('Se o e-mail estiver cadastrado, enviamos as instruções para criar uma nova senha.'),
    ).toBeVisible();

    const link = await mailedLink(before, email, 'reset');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expect(page.getByLabel('E-mail da conta')).toHaveValue(email);

    await page.getByLabel(/^Nova senha/).fill('fraca');
    await page.getByLabel(/^Confirme a nova senha/).fill('outra');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(
      page
        .getByText('Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.')
        .first(),
    ).toBeVisible();

    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirme a nova senha/).fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senhas devem ser iguais')).toBeVisible();

    await page.getByLabel(/^Confirme a nova senha/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Senha criada com sucesso. Entre com a sua nova senha.')).toBeVisible();
    await expect(signInTitle(page)).toBeVisible();

    await signIn(page, email, NEW_PASSWORD);
    await expect(termsDialog(page)).toBeVisible();

    // The link is used up.
    await page.getByRole('button', { name: 'Recusar' }).click();
    await page.goto(link);
    await expect(page.getByText('Este link é inválido ou expirou.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  });

  test('first access: staff send the e-mail, the new user creates a password and settles the terms', async ({
    page,
    request,
  }) => {
    const { id, email, staffHeaders } = await createUser(request);
    const before = await outbox();
    const sent = await request.post(`/api/register/users/${id}/sendFirstAccess`, { headers: staffHeaders });
    expect(sent.ok()).toBe(true);

    const link = await mailedLink(before, email, 'first-access');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirme a nova senha/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Criar senha' }).click();
    await expect(signInTitle(page)).toBeVisible();

    // Declining the terms logs out; they come back at the next sign-in.
    await signIn(page, email, NEW_PASSWORD);
    await expect(termsDialog(page)).toBeVisible();
    await expect(termsDialog(page).getByRole('link', { name: /política de privacidade/i })).toHaveAttribute(
      'href',
      '/privacy-policy.html',
    );
    await page.getByRole('button', { name: 'Recusar' }).click();
    await expect(signInTitle(page)).toBeVisible();
    expect(await pageToken(page)).toBeNull();

    await signIn(page, email, NEW_PASSWORD);
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByText('Termos aceitos com sucesso')).toBeVisible();
    await expect(termsDialog(page)).toBeHidden();
    const welcome = page.getByRole('dialog', { name: 'Boas-vindas ao Dossel, Usuária de Teste!' });
    await expect(welcome).toBeVisible();
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect(welcome).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Olá, Usuária de Teste!' })).toBeVisible();
    await expect(termsDialog(page)).toBeHidden();
    await expect(welcome).toBeHidden();
  });
});

test.describe('changing the password', () => {
  // The quarterly-report popup greets this new user a moment after sign-in; closed by the handler while
  // the user menu is open, it would take the menu with it. The test closes it first, as a user would.
  test.use({ closeQuarterlyPopup: false });

  test('a signed-in user changes their password from the user menu', async ({ page, request }) => {
    const { email } = await createUser(request, { password: PASSWORD });
    const token = await apiToken(request, email);
    await request.put('/api/register/download-app/changeSignature', {
      headers: { authorization: `Bearer ${token}` },
    });

    await page.goto(paths.home.href());
    await signIn(page, email);
    await page
      .getByRole('dialog', { name: 'Relatório trimestral disponível' })
      .getByRole('button', { name: 'Fechar' })
      .click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Usuária de Teste/ })
      .click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    await expect(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await page.getByLabel(/^Confirme a nova senha/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Senha alterada com sucesso')).toBeVisible();

    const login = await request.post('/api/auth/login', { data: { email, password: NEW_PASSWORD } });
    expect(login.ok()).toBe(true);
  });
});

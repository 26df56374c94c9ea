import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { TOKEN_STORAGE_KEY } from '../lib/session/token-storage-key';
import { createFakeApiClient, FAKE_PASSWORD, fakeLoginResponse, fakeUser } from '@dossel/api-client/testing';
import { renderApp } from '../testing/render-app';
import { testSession } from '../testing/test-services';

function signedIn() {
  testSession().getState().signIn('token');
  testSession().getState().setUser(fakeUser);
}

describe('access states', () => {
  it('renders nothing while the login state is unknown and no check runs', async () => {
    const { screen } = await renderApp();
    expect(screen.container.innerText.trim()).toBe('');
  });

  it('shows "Conectando você à floresta" while access is checked', async () => {
    testSession().getState().startCheck();
    await renderApp();
    await expect.element(page.getByRole('status')).toHaveTextContent('Conectando você à floresta');
  });
});

describe('a logged-out visitor', () => {
  it('sees the sign-in page with the product name, the slogan and the demo notice', async () => {
    testSession().getState().logout();
    await renderApp();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    await expect
      .element(page.getByText('Madeira como inovação, relacionamento como estratégia'))
      .toBeVisible();
    await expect
      .element(page.getByText('Esta página apresenta apenas uma demonstração do produto.'))
      .toBeVisible();
  });

  it('is sent from any other path to / (replacing the history entry)', async () => {
    testSession().getState().logout();
    const { router } = await renderApp({ path: '/some/path' });
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('may open the forgot-password page and go back to sign-in', async () => {
    testSession().getState().logout();
    const { router } = await renderApp({ path: '/forgot-password' });
    await expect.element(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/reset/abc123', 'reset', 'Criar nova senha'],
    ['/first-access/abc123', 'firstAccess', 'Primeiro acesso'],
    ['/create-password/abc123', 'firstAccess', 'Criar senha'],
  ] as const)('may open a password link at %s', async (path, purpose, heading) => {
    testSession().getState().logout();
    const verifyResetToken = async () => ({ valid: true as const, email: 'cliente@demo.com.br', purpose });
    await renderApp({ path, client: createFakeApiClient({ verifyResetToken }) });
    await expect.element(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect.element(page.getByLabelText('E-mail da conta')).toHaveValue('cliente@demo.com.br');
  });

  it('signs in and lands on the signed-in home, in English too', async () => {
    testSession().getState().logout();
    await renderApp({ language: 'en-US' });
    await userEvent.fill(page.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.fill(page.getByLabelText(/^Password/), FAKE_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.element(page.getByRole('heading', { name: 'Hello, Cliente Demo!' })).toBeVisible();
    await expect.element(page.getByText('Current customer: Reflorestadora Serra Azul')).toBeVisible();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(fakeLoginResponse.token);
  });
});

describe('a signed-in user', () => {
  it('sees the shell with their name and the home greeting naming the current customer', async () => {
    signedIn();
    await renderApp();
    await expect.element(page.getByRole('banner').getByText('Cliente Demo')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    await expect.element(page.getByText('Cliente atual: Reflorestadora Serra Azul')).toBeVisible();
  });

  it('logs out back to the sign-in page with local storage empty', async () => {
    signedIn();
    await renderApp();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Cliente Demo/ })
      .click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(localStorage.length).toBe(0);
    expect(testSession().getState()).toMatchObject({ isLoggedIn: false, user: null, currentCustomer: null });
  });

  it('is told an unknown page does not exist', async () => {
    signedIn();
    await renderApp({ path: '/nowhere' });
    await expect.element(page.getByText('A página que você está procurando não existe.')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  });

  it('on /auth is asked to sign in, and the link leads to a clean sign-in page', async () => {
    signedIn();
    const { router } = await renderApp({ path: '/auth' });
    await expect
      .element(page.getByText('Faça login no sistema para utilizar nossos recursos!'))
      .toBeVisible();
    await page.getByRole('link', { name: 'Fazer login' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(testSession().getState().isLoggedIn).toBe(false);
  });

  it('is sent home from the sign-in family of pages', async () => {
    signedIn();
    const { router } = await renderApp({ path: '/forgot-password' });
    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });
});

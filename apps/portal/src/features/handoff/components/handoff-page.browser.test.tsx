import type { AuthApi, LoginResponse } from '@dossel/api-client';
import { notifications } from '@mantine/notifications';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { apiError, createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { AppProvider } from '../../../app/provider';
import { createAppRouter } from '../../../app/router';
import { paths } from '../../../config/paths';
import { TOKEN_STORAGE_KEY } from '../../../lib/session/token-storage-key';
import { renderApp } from '../../../testing/render-app';
import { testServices, testSession } from '../../../testing/test-services';

const HANDED_OVER: LoginResponse = { token: 'handed-over-session', expiresAt: '2030-01-01T00:00:00.000Z' };
const CODE_INVALID = 'Código de acesso inválido ou expirado. Entre novamente.';

// A visitor, as the session check leaves one without a stored token.
beforeEach(() => {
  notifications.clean();
  testSession().getState().logout();
});

/** An exchange the test settles itself, to look at the page while it waits. */
function pendingExchange() {
  let settle: { resolve: (session: LoginResponse) => void; reject: (error: unknown) => void } | undefined;
  const exchangeHandoffCode = vi.fn<AuthApi['exchangeHandoffCode']>(
    () => new Promise((resolve, reject) => (settle = { resolve, reject })),
  );
  return {
    exchangeHandoffCode,
    resolve: (session: LoginResponse) => settle?.resolve(session),
    reject: (error: unknown) => settle?.reject(error),
  };
}

describe('/handoff?code=', () => {
  it('takes the code out of the address at once, then signs the visitor in and goes home', async () => {
    const exchange = pendingExchange();
    const { router } = await renderApp({
      path: paths.handoff.href('one-time-code'),
      client: createFakeApiClient({ exchangeHandoffCode: exchange.exchangeHandoffCode }),
    });

    await expect.element(page.getByRole('status')).toHaveTextContent('Abrindo a sua sessão…');
    // The router applies a navigation after its loaders have run, a moment after the page's first paint.
    await expect.poll(() => router.state.location).toMatchObject({ pathname: '/handoff', search: '' });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(exchange.exchangeHandoffCode).toHaveBeenCalledExactlyOnceWith('one-time-code');

    exchange.resolve(HANDED_OVER);
    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(HANDED_OVER.token);
    expect(testSession().getState()).toMatchObject({ token: HANDED_OVER.token, isLoggedIn: true });
    expect(exchange.exchangeHandoffCode).toHaveBeenCalledTimes(1);
  });

  it('says a refused code is invalid and leads to the sign-in page', async () => {
    const exchange = pendingExchange();
    const { router } = await renderApp({
      path: paths.handoff.href('used-code'),
      client: createFakeApiClient({ exchangeHandoffCode: exchange.exchangeHandoffCode }),
    });
    exchange.reject(apiError(401, 'auth.handoffCodeInvalid', CODE_INVALID));

    await expect.element(page.getByRole('alert')).toHaveTextContent(CODE_INVALID);
    expect(router.state.location.search).toBe('');
    expect(testSession().getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await page.getByRole('link', { name: 'Ir para o login' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('says so without asking the API when the link has no code, in the language of the page', async () => {
    const exchangeHandoffCode = vi.fn<AuthApi['exchangeHandoffCode']>();
    await renderApp({
      path: paths.handoff.href(),
      client: createFakeApiClient({ exchangeHandoffCode }),
      language: 'en-US',
    });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Invalid or expired access code. Please sign in again.');
    await expect.element(page.getByRole('link', { name: 'Go to sign-in' })).toBeVisible();
    expect(exchangeHandoffCode).not.toHaveBeenCalled();
  });

  it('replaces the session of a user already signed in here with the one handed over', async () => {
    testSession().getState().signIn('earlier-session');
    testSession().getState().setUser(fakeUser);
    const other = { ...fakeUser, id: 7, name: 'Outra Pessoa', email: 'outra@demo.com.br' };
    const exchange = pendingExchange();
    const { router } = await renderApp({
      path: paths.handoff.href('one-time-code'),
      client: createFakeApiClient({
        exchangeHandoffCode: exchange.exchangeHandoffCode,
        me: async () => other,
      }),
    });

    await expect.element(page.getByRole('status').filter({ hasText: 'Abrindo a sua sessão…' })).toBeVisible();
    exchange.resolve(HANDED_OVER);

    await expect.element(page.getByRole('heading', { name: 'Olá, Outra Pessoa!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(testSession().getState()).toMatchObject({ token: HANDED_OVER.token, user: other });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(HANDED_OVER.token);
  });

  // main.tsx renders in StrictMode, which runs the page's effect twice in development: the code must
  // still be sent once, or the second call would fail and show a refusal after all.
  it('sends the code once when React runs the page twice', async () => {
    const exchangeHandoffCode = vi.fn<AuthApi['exchangeHandoffCode']>(async () => HANDED_OVER);
    const services = testServices({ client: createFakeApiClient({ exchangeHandoffCode }) });
    const router = createAppRouter(
      (routes) => createMemoryRouter(routes, { initialEntries: [paths.handoff.href('one-time-code')] }),
      services,
    );
    await render(
      <StrictMode>
        <AppProvider services={services}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
    );

    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    expect(exchangeHandoffCode).toHaveBeenCalledExactlyOnceWith('one-time-code');
  });
});

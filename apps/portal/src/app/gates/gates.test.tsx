import { downloadAppEndpoints, routeKey } from '@dossel/api-client';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import type { User } from '@dossel/api-client';
import { apiError, createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { renderApp } from '../../testing/render-app';
import { testSession } from '../../testing/test-services';

const unsigned: User = { ...fakeUser, signature: null, lastLogin: null };

function signedInAs(user: User) {
  testSession().getState().signIn('token');
  testSession().getState().setUser(user);
}

const termsDialog = () => page.getByRole('dialog', { name: 'Termos de uso' });
const welcomeDialog = (name = fakeUser.name) =>
  page.getByRole('dialog', { name: `Boas-vindas ao Dossel, ${name}!` });

describe('the terms-of-use gate', () => {
  it('stands over the shell until accepted, then the welcome follows once', async () => {
    let accepted = 0;
    const client = createFakeApiClient(
      {},
      {
        [routeKey(downloadAppEndpoints.acceptTerms)]: () => {
          accepted += 1;
          return { ...unsigned, signature: '2026-11-26T10:00:00.000Z' };
        },
      },
    );
    signedInAs(unsigned);
    const first = await renderApp({ client });
    await expect.element(termsDialog()).toBeVisible();
    await expect
      .element(termsDialog().getByRole('link', { name: /política de privacidade/i }))
      .toHaveAttribute('href', '/privacy-policy.html');
    // No page behind it: the API refuses its data until the terms are accepted (issue 14).
    const greeting = page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` });
    expect(greeting.elements()).toHaveLength(0);

    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect.element(page.getByText('Termos aceitos com sucesso')).toBeVisible();
    await expect.element(termsDialog()).not.toBeInTheDocument();
    expect(accepted).toBe(1);
    expect(testSession().getState().user?.signature).not.toBeNull();

    await expect.element(welcomeDialog()).toBeVisible();
    await page.getByRole('button', { name: 'Começar' }).click();
    await expect.element(welcomeDialog()).not.toBeInTheDocument();
    await expect.element(greeting).toBeVisible();

    // A reload on this device does not greet the user again.
    await first.screen.unmount();
    await renderApp({ client });
    await expect.element(page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` })).toBeVisible();
    expect(welcomeDialog().elements()).toHaveLength(0);
  });

  it('logs out on Decline, and comes back at the next sign-in', async () => {
    signedInAs(unsigned);
    await renderApp();
    await page.getByRole('button', { name: 'Recusar' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(testSession().getState().isLoggedIn).toBe(false);

    signedInAs(unsigned);
    await expect.element(termsDialog()).toBeVisible();
  });

  it('stays when the acceptance fails, with the server message', async () => {
    const client = createFakeApiClient(
      {},
      {
        [routeKey(downloadAppEndpoints.acceptTerms)]: () => {
          throw apiError(500, 'unexpected', 'Ocorreu um erro inesperado. Tente novamente.');
        },
      },
    );
    signedInAs(unsigned);
    await renderApp({ client });
    await page.getByRole('button', { name: 'Aceitar' }).click();
    await expect.element(page.getByText('Ocorreu um erro inesperado. Tente novamente.')).toBeVisible();
    await expect.element(termsDialog()).toBeVisible();
  });
});

describe('the welcome dialog', () => {
  it('greets a user at their first sign-in, and Escape closes it', async () => {
    signedInAs({ ...fakeUser, lastLogin: null });
    await renderApp();
    await expect.element(welcomeDialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(welcomeDialog()).not.toBeInTheDocument();
  });

  it('does not greet a user who signed in before', async () => {
    signedInAs(fakeUser);
    await renderApp();
    await expect.element(page.getByRole('heading', { name: `Olá, ${fakeUser.name}!` })).toBeVisible();
    expect(welcomeDialog().elements()).toHaveLength(0);
  });
});

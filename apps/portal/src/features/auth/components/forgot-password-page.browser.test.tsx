import type { ForgotPasswordInput } from '@dossel/api-client';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { apiError, createFakeApiClient, neverSettles, serverFailureError } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { testSession } from '../../../testing/test-services';

const SENT = 'Se o e-mail estiver cadastrado, enviamos as instruções para criar uma nova senha.';
const FAILED = 'Ocorreu um erro no servidor ao tentar recuperar a senha';

beforeEach(() => {
  notifications.clean();
  testSession().getState().logout();
});

function openWith(
  forgotPassword: (input: ForgotPasswordInput) => Promise<{ sent: true }>,
  language?: 'en-US',
) {
  const spy = vi.fn(forgotPassword);
  const rendered = renderApp({
    path: '/forgot-password',
    client: createFakeApiClient({ forgotPassword: spy }),
    language,
  });
  return { spy, rendered };
}

const emailField = () => page.getByLabelText(/^E-mail/);
const send = () => page.getByRole('button', { name: 'Enviar' }).click();

describe('/forgot-password', () => {
  it('sends the typed e-mail and replaces the form with the spec message and a way back', async () => {
    const { spy, rendered } = openWith(async () => ({ sent: true }));
    const { router } = await rendered;
    await expect.element(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await userEvent.fill(emailField(), 'Cliente@Demo.com.br');
    await send();

    await expect.element(page.getByRole('status')).toHaveTextContent(SENT);
    expect(spy).toHaveBeenCalledExactlyOnceWith({ email: 'cliente@demo.com.br' });
    await expect.element(emailField()).not.toBeInTheDocument();

    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('tells what is wrong with the e-mail before asking the API', async () => {
    const { spy, rendered } = openWith(async () => ({ sent: true }));
    await rendered;
    await send();
    await expect.element(page.getByText('Campo obrigatório')).toBeVisible();
    await expect.element(emailField()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(emailField(), 'a@b');
    await send();
    await expect.element(page.getByText('O e-mail deve ter ao menos 5 caracteres')).toBeVisible();

    await userEvent.fill(emailField(), 'sem-arroba');
    await send();
    await expect.element(page.getByText('E-mail inválido')).toBeVisible();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the loading state while the request runs', async () => {
    const { rendered } = openWith(() => neverSettles());
    await rendered;
    await userEvent.fill(emailField(), 'cliente@demo.com.br');
    await send();
    await expect.element(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect.element(emailField()).toBeDisabled();
  });

  it('says the server failed to recover the password, keeping the typed e-mail', async () => {
    const { spy, rendered } = openWith(() => Promise.reject(serverFailureError()));
    await rendered;
    await userEvent.fill(emailField(), 'cliente@demo.com.br');
    await send();
    await expect.element(page.getByRole('alert')).toHaveTextContent(FAILED);
    await expect.element(emailField()).toHaveValue('cliente@demo.com.br');
    await expect.element(emailField()).toBeEnabled();

    // Trying again works from the same form.
    spy.mockResolvedValueOnce({ sent: true });
    await send();
    await expect.element(page.getByRole('status')).toHaveTextContent(SENT);
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("shows the server's own words when asked too often", async () => {
    const tooMany = 'Muitas tentativas. Aguarde um minuto e tente novamente.';
    const { rendered } = openWith(() =>
      Promise.reject(apiError(429, 'errors.auth.tooManyAttempts', tooMany)),
    );
    await rendered;
    await userEvent.fill(emailField(), 'cliente@demo.com.br');
    await send();
    await expect.element(page.getByRole('alert')).toHaveTextContent(tooMany);
    await expect.element(page.getByText(FAILED)).not.toBeInTheDocument();
  });

  it('speaks English', async () => {
    const { rendered } = openWith(async () => ({ sent: true }), 'en-US');
    await rendered;
    await expect.element(page.getByRole('heading', { name: 'Forgot my password' })).toBeVisible();
    await userEvent.fill(emailField(), 'cliente@demo.com.br');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('If the e-mail is registered, we have sent instructions to create a new password.');
    await expect.element(page.getByRole('link', { name: 'Back to sign-in' })).toBeVisible();
  });
});

import type { AuthApi, ResetPurpose } from '@dossel/api-client';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { apiError, createFakeApiClient, neverSettles, serverFailureError } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { testSession } from '../../../testing/test-services';

const NEW_PASSWORD = 'Nova@Senha2026';
const POLICY = 'Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.';
const UNEXPECTED = 'Ocorreu um erro inesperado. Tente novamente.';
const linkInvalid = () =>
  apiError(
    400,
    'auth.resetLinkInvalid',
    'Link inválido ou expirado. Solicite uma nova recuperação de senha.',
  );

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeEach(() => {
  notifications.clean();
  testSession().getState().logout();
});

const validLink = (purpose: ResetPurpose = 'reset') =>
  vi.fn(async () => ({ valid: true as const, email: 'cliente@demo.com.br', purpose }));

function openLink(path: string, auth: Partial<AuthApi>, language?: 'en-US' | 'es') {
  return renderApp({ path, client: createFakeApiClient(auth), language });
}

// Labels start with the field's name; the visibility toggles mention the password further along.
const passwordField = () => page.getByLabelText(/^Nova senha/);
const confirmationField = () => page.getByLabelText(/^Confirme a nova senha/);

async function typePasswords(password: string, confirmation = password) {
  await userEvent.fill(passwordField(), password);
  await userEvent.fill(confirmationField(), confirmation);
}

describe('/reset/:token', () => {
  it('checks the link, then sets the new password and leads to sign-in with a success toast', async () => {
    const verifyResetToken = validLink();
    const changePasswordViaEmail = vi.fn(async () => undefined);
    const { router } = await openLink('/reset/abc123', { verifyResetToken, changePasswordViaEmail });

    await expect.element(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expect.element(page.getByLabelText('E-mail da conta')).toHaveValue('cliente@demo.com.br');
    await expect.element(page.getByLabelText('E-mail da conta')).toHaveAttribute('readonly');
    await expect
      .element(passwordField())
      .toHaveAccessibleDescription(
        'Use ao menos 8 caracteres, com 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.',
      );
    expect(verifyResetToken).toHaveBeenCalledWith('abc123');

    await typePasswords(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    await expect
      .element(page.getByText('Senha criada com sucesso. Entre com a sua nova senha.'))
      .toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(changePasswordViaEmail).toHaveBeenCalledExactlyOnceWith('abc123', { password: NEW_PASSWORD });
  });

  it('shows that the link is being checked', async () => {
    await openLink('/reset/abc123', { verifyResetToken: () => neverSettles() });
    await expect.element(page.getByRole('status')).toHaveTextContent('Verificando o link…');
    await expect.element(passwordField()).not.toBeInTheDocument();
  });

  it('says an expired link is invalid and offers a new one', async () => {
    const { router } = await openLink('/reset/old', {
      verifyResetToken: () => Promise.reject(linkInvalid()),
    });
    await expect.element(page.getByText('Este link é inválido ou expirou.')).toBeVisible();
    await expect.element(passwordField()).not.toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();

    await page.getByRole('link', { name: 'Pedir um novo link' }).click();
    await expect.element(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('offers to check again when the check itself fails', async () => {
    const verifyResetToken = vi
      .fn<AuthApi['verifyResetToken']>()
      .mockRejectedValueOnce(serverFailureError())
      .mockResolvedValueOnce({ valid: true, email: 'cliente@demo.com.br', purpose: 'reset' });
    await openLink('/reset/abc123', { verifyResetToken });

    await expect.element(page.getByRole('alert')).toHaveTextContent(UNEXPECTED);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect.element(passwordField()).toBeVisible();
    expect(verifyResetToken).toHaveBeenCalledTimes(2);
  });

  it('refuses a weak password and a confirmation that differs, with the spec messages', async () => {
    const changePasswordViaEmail = vi.fn(async () => undefined);
    await openLink('/reset/abc123', { verifyResetToken: validLink(), changePasswordViaEmail });

    await typePasswords('fraca');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.element(passwordField()).toHaveAttribute('aria-invalid', 'true');
    // Assistive technology reads the error first, then the policy hint.
    await expect
      .element(passwordField())
      .toHaveAccessibleDescription(new RegExp(`^${escapeRegExp(POLICY)} Use ao menos 8 caracteres`));

    await typePasswords(NEW_PASSWORD, 'Outra@Senha2026');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.element(page.getByText('Senhas devem ser iguais')).toBeVisible();
    await expect.element(confirmationField()).toHaveAttribute('aria-invalid', 'true');
    expect(changePasswordViaEmail).not.toHaveBeenCalled();
  });

  it('says the link no longer works when it was used before the submit', async () => {
    await openLink('/reset/abc123', {
      verifyResetToken: validLink(),
      changePasswordViaEmail: () => Promise.reject(linkInvalid()),
    });
    await typePasswords(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.element(page.getByText('Este link é inválido ou expirou.')).toBeVisible();
    await expect.element(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
  });

  it('keeps what was typed and shows the unexpected-error text when saving fails', async () => {
    const { router } = await openLink('/reset/abc123', {
      verifyResetToken: validLink(),
      changePasswordViaEmail: () => Promise.reject(serverFailureError()),
    });
    await typePasswords(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(UNEXPECTED);
    await expect.element(passwordField()).toHaveValue(NEW_PASSWORD);
    await expect.element(confirmationField()).toHaveValue(NEW_PASSWORD);
    expect(router.state.location.pathname).toBe('/reset/abc123');
  });

  it('greets a first-access link opened here as the first access it is', async () => {
    await openLink('/reset/abc123', { verifyResetToken: validLink('firstAccess') });
    await expect.element(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
  });

  it('speaks Spanish', async () => {
    await openLink('/reset/abc123', { verifyResetToken: validLink() }, 'es');
    await expect.element(page.getByRole('heading', { name: 'Crear una nueva contraseña' })).toBeVisible();
    await expect.element(page.getByLabelText(/^Nueva contraseña/)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Guardar nueva contraseña' })).toBeVisible();
  });
});

describe('/first-access/:token and /create-password/:token', () => {
  it('welcomes a new user and creates their password', async () => {
    const changePasswordViaEmail = vi.fn(async () => undefined);
    const { router } = await openLink('/first-access/tok-1', {
      verifyResetToken: validLink('firstAccess'),
      changePasswordViaEmail,
    });
    await expect.element(page.getByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
    await expect
      .element(page.getByText('Boas-vindas ao Portal do Cliente! Crie a sua senha para começar.'))
      .toBeVisible();
    await typePasswords(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Criar senha' }).click();
    await expect.element(page.getByRole('heading', { name: 'Portal do Cliente' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(changePasswordViaEmail).toHaveBeenCalledExactlyOnceWith('tok-1', { password: NEW_PASSWORD });
  });

  it('asks to create a password on the create-password link, in English too', async () => {
    await openLink('/create-password/tok-2', { verifyResetToken: validLink('firstAccess') }, 'en-US');
    await expect.element(page.getByRole('heading', { name: 'Create password' })).toBeVisible();
    await expect.element(page.getByText('Create a password to access the Customer Portal.')).toBeVisible();
  });
});

import type { RequestOptions } from '@dossel/api-client';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';

import { apiError, createFakeApiClient, fakeUser, neverSettles } from '@dossel/api-client/testing';
import { renderApp } from '../../../testing/render-app';
import { testSession } from '../../../testing/test-services';

const NEW_PASSWORD = 'Nova@Senha2026';
const CHANGE_PASSWORD = `PUT /register/users/changePassword/${fakeUser.id}`;

beforeEach(() => {
  notifications.clean();
  testSession().getState().signIn('token');
  testSession().getState().setUser(fakeUser);
});

/** The portal signed in at home, then on the change-password page, so there is a page to go back to. */
async function openFromHome(changePassword: (options: RequestOptions) => unknown, language?: 'es') {
  const spy = vi.fn(changePassword);
  const rendered = await renderApp({ client: createFakeApiClient({}, { [CHANGE_PASSWORD]: spy }), language });
  await expect.element(page.getByRole('heading', { level: 1 })).toBeVisible();
  await rendered.router.navigate('/change-password');
  return { spy, ...rendered };
}

const passwordField = () => page.getByLabelText(/^Nova senha/);
const confirmationField = () => page.getByLabelText(/^Confirme a nova senha/);
const save = () => page.getByRole('button', { name: 'Salvar' }).click();

async function typePasswords(password: string, confirmation = password) {
  await userEvent.fill(passwordField(), password);
  await userEvent.fill(confirmationField(), confirmation);
}

describe('/change-password', () => {
  it("saves the signed-in user's new password, says so and goes back one page", async () => {
    const { spy, router } = await openFromHome(() => undefined);
    await expect.element(page.getByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await typePasswords(NEW_PASSWORD);
    await save();

    await expect.element(page.getByText('Senha alterada com sucesso')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(spy).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ method: 'PUT', body: { password: NEW_PASSWORD } }),
      expect.anything(),
    );
  });

  it('checks the policy and the confirmation before calling the API', async () => {
    const { spy } = await openFromHome(() => undefined);
    await save();
    await expect.element(passwordField()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(confirmationField()).toHaveAttribute('aria-invalid', 'true');

    await typePasswords('semsimbolo1A');
    await save();
    await expect
      .element(
        page
          .getByText(
            'Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.',
          )
          .first(),
      )
      .toBeVisible();

    await typePasswords(NEW_PASSWORD, 'Outra@Senha2026');
    await save();
    await expect.element(page.getByText('Senhas devem ser iguais')).toBeVisible();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the loading state while saving', async () => {
    await openFromHome(() => neverSettles());
    await typePasswords(NEW_PASSWORD);
    await save();
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect.element(passwordField()).toBeDisabled();
  });

  it("shows the server's first message and keeps the form when the change is refused", async () => {
    const refused = 'Você não tem acesso a este recurso.';
    const { router } = await openFromHome(() => {
      throw apiError(403, 'errors.auth.forbidden', refused);
    });
    await typePasswords(NEW_PASSWORD);
    await save();
    await expect.element(page.getByText(refused)).toBeVisible();
    expect(router.state.location.pathname).toBe('/change-password');
    await expect.element(passwordField()).toHaveValue(NEW_PASSWORD);
    await expect.element(page.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });

  it('cancels back to the previous page', async () => {
    const { spy, router } = await openFromHome(() => undefined);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(spy).not.toHaveBeenCalled();
  });

  it('cancels to home when it was the first page opened', async () => {
    const { router } = await renderApp({ path: '/change-password' });
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(page.getByRole('heading', { name: 'Olá, Cliente Demo!' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('speaks Spanish', async () => {
    await openFromHome(() => undefined, 'es');
    await expect.element(page.getByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    await userEvent.fill(page.getByLabelText(/^Nueva contraseña/), NEW_PASSWORD);
    await userEvent.fill(page.getByLabelText(/^Confirme la nueva contraseña/), NEW_PASSWORD);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(page.getByText('Contraseña cambiada con éxito')).toBeVisible();
  });
});

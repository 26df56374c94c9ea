import type { FakeRoutes } from '@dossel/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';

import { apiError, createFakeApiClient, fakeUser, neverSettles } from '@dossel/api-client/testing';
import { atPath, signedInSession, withPortalTexts } from '../../../testing/story-helpers';
import { ChangePasswordPage } from './change-password-page';

const meta = {
  title: 'Portal/Account/Change password',
  component: ChangePasswordPage,
  decorators: [(Story) => <>{atPath(<Story />, '/change-password')}</>, withPortalTexts],
  beforeEach: signedInSession,
} satisfies Meta<typeof ChangePasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Nova@Senha2026';
const CHANGE_PASSWORD = `PUT /register/users/changePassword/${fakeUser.id}`;

const withChangePassword = (answer: FakeRoutes[string]) => ({
  dossel: { client: createFakeApiClient({}, { [CHANGE_PASSWORD]: answer }) },
});

/** The form: new password with its policy, confirmation, Save and Cancel. */
export const Form: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Alterar senha' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      'Use ao menos 8 caracteres, com 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.',
    );
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  },
};

/** Saved empty, then with a confirmation that differs: the spec's messages. */
export const Invalid: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findAllByText('Campo obrigatório')).toHaveLength(2);
    await userEvent.type(canvas.getByLabelText(/^Nova senha/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), 'Outra@Senha2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Senhas devem ser iguais')).toBeVisible();
  },
};

/** Saving: Save spins, Cancel and the fields wait. */
export const Saving: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withChangePassword(() => neverSettles()),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(canvas.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  },
};

/** The server refuses: the first message of its answer, in a toast; the form stays as typed. */
export const ServerRejection: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withChangePassword(() => {
    throw apiError(403, 'errors.auth.forbidden', 'Você não tem acesso a este recurso.');
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    // Toasts render in a portal on the page, outside the story's canvas.
    await waitFor(() => expect(screen.getByText('Você não tem acesso a este recurso.')).toBeVisible());
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveValue(NEW_PASSWORD);
  },
};

export const EnUS: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Change password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

export const Es: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Cambiar contraseña' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Guardar' })).toBeVisible();
  },
};

import type { FakeRoutes } from '@dossel/api-client/testing';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { expect, screen, waitFor } from 'storybook/test';

import { apiError, createFakeApiClient, fakeUser, neverSettles } from '@dossel/api-client/testing';
import { atPath, signedInSession, withPortalTexts } from '../../../testing/story-helpers';
import { ChangePasswordPage } from './change-password-page';
import { testQueryClient } from '../../../testing/test-services';

/** Server data as the signed-in layout provides it, in the story's own (empty) query client. */
const withQueryClient: Decorator = (Story) => (
  <QueryClientProvider client={testQueryClient()}>
    <Story />
  </QueryClientProvider>
);

const ALERT_EMAILS = `/register/users/${fakeUser.id}/alertEmails`;

/**
 * A fake server of the page: the user's alert e-mails (on unless told), saved as asked; `routes` add calls.
 * A story's parameters outlive it: `resetAccount` puts the setting back before each story, so a story
 * that switched it leaves nothing to the next, whatever the order.
 */
function accountServer(routes: FakeRoutes = {}, alertEmails = true) {
  let enabled = alertEmails;
  return {
    resetAccount: () => {
      enabled = alertEmails;
    },
    dossel: {
      client: createFakeApiClient(
        {},
        {
          [`GET ${ALERT_EMAILS}`]: () => ({ enabled }),
          [`PUT ${ALERT_EMAILS}`]: ({ body }) => {
            enabled = (body as { enabled: boolean }).enabled;
            return { enabled };
          },
          ...routes,
        },
      ),
    },
  };
}

const meta = {
  title: 'Portal/Account/Change password',
  component: ChangePasswordPage,
  decorators: [(Story) => <>{atPath(<Story />, '/change-password')}</>, withQueryClient, withPortalTexts],
  beforeEach: ({ parameters }) => {
    (parameters as ReturnType<typeof accountServer>).resetAccount();
    return signedInSession();
  },
  parameters: accountServer(),
} satisfies Meta<typeof ChangePasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Nova@Senha2026';
const CHANGE_PASSWORD = `PUT /register/users/changePassword/${fakeUser.id}`;

const withChangePassword = (answer: FakeRoutes[string]) => accountServer({ [CHANGE_PASSWORD]: answer });

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

/** Issue 15: the alert e-mails are on; turning them off saves at once and says so. */
export const AlertEmailsOn: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'E-mails de alertas' })).toBeVisible();
    const toggle = await canvas.findByRole('switch', {
      name: /^Receber um e-mail a cada novo monitoramento com alertas/,
    });
    await waitFor(() => expect(toggle).toBeChecked());
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(screen.getByText('Você não vai mais receber os e-mails de alertas')).toBeVisible(),
    );
    await expect(toggle).not.toBeChecked();
  },
};

/** A user who turned them off sees the switch off, and may turn them on again. */
export const AlertEmailsOff: Story = {
  globals: { locale: 'en-US' },
  parameters: accountServer({}, false),
  play: async ({ canvas, userEvent }) => {
    const toggle = await canvas.findByRole('switch', {
      name: /^Get an e-mail at each new monitoring with alerts/,
    });
    await waitFor(() => expect(toggle).toBeEnabled());
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(screen.getByText('You will get the alert e-mails')).toBeVisible());
    await expect(toggle).toBeChecked();
  },
};

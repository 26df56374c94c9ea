import type { CoreClient } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { apiError, createFakeApiClient, neverSettles, serverFailureError } from '@dossel/api-client/testing';
import { atPath, signedOutSession, withPortalTexts } from '../../../testing/story-helpers';
import { ForgotPasswordPage } from './forgot-password-page';

const meta = {
  title: 'Portal/Account/Forgot password',
  component: ForgotPasswordPage,
  decorators: [(Story) => <>{atPath(<Story />, '/forgot-password')}</>, withPortalTexts],
  beforeEach: signedOutSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ForgotPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const withClient = (client: CoreClient) => ({ dossel: { client } });
const sent = async () => ({ sent: true as const });

/** Nothing typed yet. The toolbar's language applies. */
export const Empty: Story = {};

/** Sent empty, then too short: the spec's e-mail rules, before any call. */
export const Invalid: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('Campo obrigatório')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'a@b');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByText('O e-mail deve ter ao menos 5 caracteres')).toBeVisible();
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Waiting for the API: the button spins and the e-mail cannot be edited. */
export const Sending: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(createFakeApiClient({ forgotPassword: () => neverSettles() })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^E-mail/)).toBeDisabled();
  },
};

/** Sent: the form gives way to the message, the same for any e-mail. */
export const Sent: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(createFakeApiClient({ forgotPassword: sent })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Se o e-mail estiver cadastrado, enviamos as instruções para criar uma nova senha.',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
  },
};

/** The server failed: the spec's text, and the e-mail stays as typed. */
export const Failure: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(createFakeApiClient({ forgotPassword: () => Promise.reject(serverFailureError()) })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro no servidor ao tentar recuperar a senha',
    );
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('cliente@demo.com.br');
  },
};

/** Asked too often: the server's own words. */
export const TooManyRequests: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(
    createFakeApiClient({
      forgotPassword: () =>
        Promise.reject(
          apiError(
            429,
            'errors.auth.tooManyAttempts',
            'Muitas tentativas. Aguarde um minuto e tente novamente.',
          ),
        ),
    }),
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Aguarde um minuto e tente novamente.',
    );
  },
};

export const PtBR: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  },
};

export const EnUS: Story = {
  globals: { locale: 'en-US' },
  parameters: withClient(createFakeApiClient({ forgotPassword: sent })),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Forgot my password' })).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'If the e-mail is registered, we have sent instructions to create a new password.',
    );
  },
};

export const Es: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Olvidé mi contraseña' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Correo electrónico/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enviar' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';

import {
  createFakeApiClient,
  FAKE_PASSWORD,
  invalidCredentialsError,
  neverSettles,
  serverFailureError,
} from '@dossel/api-client/testing';

import type { DosselStoryParameters } from '../testing/story-parameters';
import { LoginBox, type LoginBoxProps } from './login-box';

// Typed as the props (not as spies) so tests can pass their own callbacks to the composed stories.
const defaultArgs: Pick<LoginBoxProps, 'onSuccess' | 'forgotPasswordHref'> = {
  onSuccess: fn(),
  forgotPasswordHref: '/forgot-password',
};

const meta = {
  title: 'widgets/LoginBox',
  component: LoginBox,
  args: defaultArgs,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof LoginBox>;
export default meta;

type Story = StoryObj<typeof meta>;

function withClient(client: DosselStoryParameters['client']): { dossel: DosselStoryParameters } {
  return { dossel: { client } };
}

/** Nothing typed yet. The toolbar's language applies. */
export const Empty: Story = {};

/** Sent empty: both fields say what is missing, in the spec's words. */
export const InvalidFields: Story = {
  globals: { locale: 'pt-BR' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findAllByText('Campo obrigatório')).toHaveLength(2);
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Waiting for the API: the button spins and nothing can be edited. */
export const Submitting: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(createFakeApiClient({ login: neverSettles })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), FAKE_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(canvas.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^E-mail/)).toBeDisabled();
  },
};

/** The API refuses the credentials: the spec's toast, and the e-mail stays as typed. */
export const ServerRejection: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(createFakeApiClient({ login: () => Promise.reject(invalidCredentialsError()) })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'wrong-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    // Toasts render in a portal on the page, outside the story's canvas.
    await waitFor(() => expect(screen.getByText('Usuário ou senha inválidos.')).toBeVisible());
    await expect(canvas.getByLabelText(/^E-mail/)).toHaveValue('cliente@demo.com.br');
  },
};

/** The API fails on its side: the generic toast. */
export const UnexpectedFailure: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withClient(createFakeApiClient({ login: () => Promise.reject(serverFailureError()) })),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^E-mail/), 'cliente@demo.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), FAKE_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await waitFor(() =>
      expect(screen.getByText('Ocorreu um erro inesperado. Tente novamente.')).toBeVisible(),
    );
  },
};

export const PtBR: Story = { globals: { locale: 'pt-BR' } };
export const EnUS: Story = { globals: { locale: 'en-US' } };
export const Es: Story = { globals: { locale: 'es' } };

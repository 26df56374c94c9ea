import type { AuthApi, CoreClient, ResetPurpose } from '@dossel/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { apiError, createFakeApiClient, neverSettles, serverFailureError } from '@dossel/api-client/testing';
import { paths } from '../../../config/paths';
import { signedOutSession, StoryRouter, withPortalTexts } from '../../../testing/story-helpers';
import { ResetPasswordPage } from './reset-password-page';

const meta = {
  title: 'Portal/Account/Password link',
  component: ResetPasswordPage,
  args: { variant: 'reset' },
  // Each variant at its own route, so the page reads the token as it does in the portal.
  decorators: [
    (Story, { args }) => (
      <StoryRouter
        routes={[{ path: paths[args.variant].path, element: <Story /> }]}
        path={paths[args.variant].href('story-token')}
      />
    ),
    withPortalTexts,
  ],
  beforeEach: signedOutSession,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ResetPasswordPage>;
export default meta;

type Story = StoryObj<typeof meta>;

const NEW_PASSWORD = 'Nova@Senha2026';

function withAuth(auth: Partial<AuthApi>): { dossel: { client: CoreClient } } {
  return { dossel: { client: createFakeApiClient(auth) } };
}

const validLink = (purpose: ResetPurpose = 'reset') =>
  withAuth({ verifyResetToken: async () => ({ valid: true, email: 'cliente@demo.com.br', purpose }) });

const linkInvalid = () =>
  apiError(
    400,
    'auth.resetLinkInvalid',
    'Link inválido ou expirado. Solicite uma nova recuperação de senha.',
  );

/** The link is being checked. */
export const Checking: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAuth({ verifyResetToken: () => neverSettles() }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Verificando o link…');
  },
};

/** A used, expired or unknown link: say so and offer a new one. */
export const InvalidLink: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAuth({ verifyResetToken: () => Promise.reject(linkInvalid()) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Este link é inválido ou expirou.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(canvas.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
  },
};

/** The check itself failed (the server, the network): try again. */
export const CheckFailed: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAuth({ verifyResetToken: () => Promise.reject(serverFailureError()) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

/** A valid reset link: the account, the new password with its policy, and its confirmation. */
export const Form: Story = {
  globals: { locale: 'pt-BR' },
  parameters: validLink(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail da conta')).toHaveValue('cliente@demo.com.br');
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      'Use ao menos 8 caracteres, com 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.',
    );
  },
};

/** A weak password: the spec's policy message. */
export const WeakPassword: Story = {
  globals: { locale: 'pt-BR' },
  parameters: validLink(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), 'fraca');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(
      await canvas.findAllByText(
        'Senha deve conter ao menos 1 letra maiúscula, 1 letra minúscula, 1 número e um símbolo.',
      ),
    ).not.toHaveLength(0);
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The confirmation differs: 'Senhas devem ser iguais'. */
export const Mismatch: Story = {
  globals: { locale: 'pt-BR' },
  parameters: validLink(),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), 'Outra@Senha2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByText('Senhas devem ser iguais')).toBeVisible();
  },
};

/** Saving: the button spins and nothing can be edited. */
export const Saving: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAuth({
    verifyResetToken: async () => ({ valid: true, email: 'cliente@demo.com.br', purpose: 'reset' }),
    changePasswordViaEmail: () => neverSettles(),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(canvas.getByRole('button', { name: 'Salvar nova senha' })).toBeDisabled();
    await expect(canvas.getByLabelText(/^Nova senha/)).toBeDisabled();
  },
};

/** Saving failed on the server: the generic text, and the passwords stay. */
export const SaveFailed: Story = {
  globals: { locale: 'pt-BR' },
  parameters: withAuth({
    verifyResetToken: async () => ({ valid: true, email: 'cliente@demo.com.br', purpose: 'reset' }),
    changePasswordViaEmail: () => Promise.reject(serverFailureError()),
  }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Nova senha/), NEW_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), NEW_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar nova senha' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro inesperado. Tente novamente.',
    );
    await expect(canvas.getByLabelText(/^Nova senha/)).toHaveValue(NEW_PASSWORD);
  },
};

/** '/first-access/:token': the e-mail of an account staff created. */
export const FirstAccess: Story = {
  globals: { locale: 'pt-BR' },
  args: { variant: 'firstAccess' },
  parameters: validLink('firstAccess'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Primeiro acesso' })).toBeVisible();
    await expect(
      canvas.getByText('Boas-vindas ao Portal do Cliente! Crie a sua senha para começar.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Criar senha' })).toBeVisible();
  },
};

/** '/create-password/:token': a link staff hand to a user who must create a password. */
export const CreatePassword: Story = {
  globals: { locale: 'pt-BR' },
  args: { variant: 'createPassword' },
  parameters: validLink('firstAccess'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Criar senha' })).toBeVisible();
    await expect(canvas.getByText('Crie uma senha para acessar o Portal do Cliente.')).toBeVisible();
  },
};

export const EnUS: Story = {
  globals: { locale: 'en-US' },
  parameters: validLink(),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Create a new password' })).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toBeVisible();
    await expect(canvas.getByLabelText(/^Confirm the new password/)).toBeVisible();
  },
};

export const Es: Story = {
  globals: { locale: 'es' },
  args: { variant: 'firstAccess' },
  parameters: validLink('firstAccess'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Primer acceso' })).toBeVisible();
    await expect(canvas.getByLabelText(/^Nueva contraseña/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Crear contraseña' })).toBeVisible();
  },
};

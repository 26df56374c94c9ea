import { composeStories } from '@storybook/react-vite';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';

import { FAKE_PASSWORD, fakeLoginResponse } from '@dossel/api-client/testing';
import { resetToasts } from '../testing/reset-toasts';
import * as stories from './login-box.stories';

const { Empty, PtBR, EnUS, Es, Submitting, ServerRejection, UnexpectedFailure } = composeStories(stories);

beforeEach(() => {
  resetToasts();
});

// A label starts with the field's name (a required field's label ends in an asterisk) and the password's
// visibility toggle mentions the password too, further along.
function startsWith(label: string): RegExp {
  return new RegExp(`^${label}`);
}

const languages = [
  {
    language: 'pt-BR',
    Story: PtBR,
    title: 'Portal do Cliente',
    email: 'E-mail',
    password: 'Senha',
    submit: 'Entrar',
    required: 'Campo obrigatório',
    tooShort: 'O e-mail deve ter ao menos 5 caracteres',
    badFormat: 'E-mail inválido',
  },
  {
    language: 'en-US',
    Story: EnUS,
    title: 'Customer Portal',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    required: 'Required field',
    tooShort: 'The e-mail must have at least 5 characters',
    badFormat: 'Invalid e-mail',
  },
  {
    language: 'es',
    Story: Es,
    title: 'Portal del Cliente',
    email: 'Correo electrónico',
    password: 'Contraseña',
    submit: 'Ingresar',
    required: 'Campo obligatorio',
    tooShort: 'El correo debe tener al menos 5 caracteres',
    badFormat: 'Correo electrónico inválido',
  },
];

describe.each(languages)('LoginBox in $language', (texts) => {
  test('shows the title and a required message under both fields after an empty submit', async () => {
    const screen = await render(<texts.Story />);
    await expect.element(screen.getByRole('heading', { name: texts.title })).toBeVisible();
    await screen.getByRole('button', { name: texts.submit }).click();

    const email = screen.getByLabelText(startsWith(texts.email));
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveAccessibleDescription(texts.required);
    await expect
      .element(screen.getByLabelText(startsWith(texts.password)))
      .toHaveAccessibleDescription(texts.required);
  });

  test('says the e-mail is too short when leaving a 3-character e-mail', async () => {
    const screen = await render(<texts.Story />);
    await screen.getByLabelText(startsWith(texts.email)).fill('a@b');
    await userEvent.tab();
    await expect.element(screen.getByText(texts.tooShort)).toBeVisible();
  });

  test('says the e-mail is invalid when leaving a malformed e-mail', async () => {
    const screen = await render(<texts.Story />);
    await screen.getByLabelText(startsWith(texts.email)).fill('cliente-at-demo');
    await userEvent.tab();
    await expect.element(screen.getByText(texts.badFormat)).toBeVisible();
  });
});

describe('LoginBox', () => {
  test('clears the message as soon as the e-mail becomes valid', async () => {
    const screen = await render(<PtBR />);
    const email = screen.getByLabelText(startsWith('E-mail'));
    await email.fill('a@b');
    await userEvent.tab();
    await expect.element(screen.getByText('O e-mail deve ter ao menos 5 caracteres')).toBeVisible();
    await email.fill('cliente@demo.com.br');
    await expect.element(email).not.toHaveAttribute('aria-invalid');
  });

  test('hands the token to onSuccess once the credentials are accepted', async () => {
    const onSuccess = vi.fn();
    const screen = await render(<Empty onSuccess={onSuccess} />);
    await screen.getByLabelText(startsWith('E-mail')).fill('Cliente@Demo.com.br');
    await screen.getByLabelText(startsWith('Senha')).fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(fakeLoginResponse));
  });

  test('stays busy until the host has finished signing in', async () => {
    let finishSigningIn: () => void = () => undefined;
    const onSuccess = () => new Promise<void>((resolve) => (finishSigningIn = resolve));
    const screen = await render(<Empty onSuccess={onSuccess} />);
    await screen.getByLabelText(startsWith('E-mail')).fill('cliente@demo.com.br');
    await screen.getByLabelText(startsWith('Senha')).fill(FAKE_PASSWORD);
    const button = screen.getByRole('button', { name: 'Entrar' });
    await button.click();
    await expect.element(button).toBeDisabled();
    finishSigningIn();
    await expect.element(button).toBeEnabled();
  });

  test('disables the fields and the button while the API answers', async () => {
    const screen = await render(<Submitting />);
    await screen.getByLabelText(startsWith('E-mail')).fill('cliente@demo.com.br');
    await screen.getByLabelText(startsWith('Senha')).fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
    await expect.element(screen.getByLabelText(startsWith('E-mail'))).toBeDisabled();
    await expect.element(screen.getByLabelText(startsWith('Senha'))).toBeDisabled();
  });

  test('shows "Usuário ou senha inválidos." for refused credentials and keeps the e-mail', async () => {
    const screen = await render(<ServerRejection />);
    await screen.getByLabelText(startsWith('E-mail')).fill('cliente@demo.com.br');
    await screen.getByLabelText(startsWith('Senha')).fill('wrong-password');
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Usuário ou senha inválidos.');
    await expect.element(screen.getByLabelText(startsWith('E-mail'))).toHaveValue('cliente@demo.com.br');
    await expect.element(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  test('shows the generic message when the API fails on its side', async () => {
    const screen = await render(<UnexpectedFailure />);
    await screen.getByLabelText(startsWith('E-mail')).fill('cliente@demo.com.br');
    await screen.getByLabelText(startsWith('Senha')).fill(FAKE_PASSWORD);
    await screen.getByRole('button', { name: 'Entrar' }).click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Ocorreu um erro inesperado. Tente novamente.');
  });

  test('links "forgot password" to the given address, through renderLink when given', async () => {
    const screen = await render(
      <PtBR
        forgotPasswordHref="/esqueci"
        renderLink={({ href, children }) => (
          <a href={href} data-router-link="">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Esqueceu sua senha?' });
    await expect.element(link).toHaveAttribute('href', '/esqueci');
    await expect.element(link).toHaveAttribute('data-router-link');
  });
});

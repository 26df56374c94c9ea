import { composeStories } from '@storybook/react-vite';
import { expect, test, vi } from 'vitest';
import { render } from 'vitest-browser-react';

import { FAKE_PASSWORD, fakeLoginResponse } from '@dossel/api-client/testing';
import * as stories from './login-box.stories';

const { Empty } = composeStories(stories);

function autofill(input: Element, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('not an input');
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

// A file of its own: the form's rules load with its first validation, once per page, and here that
// first validation is a submit (a password manager fills both fields, the user presses Enter).
test('signs in with the first submit, the rules loading on the way', async () => {
  const onSuccess = vi.fn();
  const screen = await render(<Empty onSuccess={onSuccess} />);
  // Filled as a password manager does: the values change, no field gains or loses focus.
  autofill(screen.getByLabelText(/^E-mail/).element(), 'Cliente@Demo.com.br');
  autofill(screen.getByLabelText(/^Senha/).element(), FAKE_PASSWORD);
  await screen.getByRole('button', { name: 'Entrar' }).click();
  await vi.waitFor(() => expect(onSuccess).toHaveBeenCalledWith(fakeLoginResponse));
  expect(onSuccess).toHaveBeenCalledOnce();
});

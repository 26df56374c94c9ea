import { describe, expect, it } from 'vitest';

import { loginInputSchema } from './schemas';

function messagesFor(input: unknown) {
  const result = loginInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('loginInputSchema', () => {
  it('requires the e-mail and the password', () => {
    expect(messagesFor({})).toEqual({ email: 'validation.required', password: 'validation.required' });
    expect(messagesFor({ email: '', password: '' })).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
  });

  it('asks for at least 5 characters of e-mail', () => {
    expect(messagesFor({ email: 'a@b', password: 'x' })).toEqual({ email: 'validation.emailMin' });
  });

  it('refuses an e-mail without a valid format', () => {
    expect(messagesFor({ email: 'not-an-email', password: 'x' })).toEqual({ email: 'validation.email' });
  });

  it('accepts good credentials and normalises the e-mail', () => {
    expect(loginInputSchema.parse({ email: ' Admin@Dossel.com.br ', password: 'Dossel@2026' })).toEqual({
      email: 'admin@dossel.com.br',
      password: 'Dossel@2026',
    });
  });
});

import { describe, expect, it } from 'vitest';

import {
  loginInputSchema,
  newPasswordInputSchema,
  newPasswordSchema,
  passwordConfirmationSchema,
} from './schemas';

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

function issuesOf(
  schema: {
    safeParse: (input: unknown) => {
      success: boolean;
      error?: { issues: { path: PropertyKey[]; message: string }[] };
    };
  },
  input: unknown,
) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('newPasswordSchema (spec section 5)', () => {
  it('accepts 8 characters or more with an uppercase, a lowercase, a digit and a symbol', () => {
    for (const password of ['Dossel@2026', 'aB3$aB3$', 'Ção#Floresta9', 'with Space1']) {
      expect(newPasswordSchema.safeParse(password).success, password).toBe(true);
    }
  });

  it('says one policy message for each rule it breaks', () => {
    for (const weak of ['Ab1@xyz', 'semmaiuscula1@', 'SEMMINUSCULA1@', 'SemDigito@@', 'SemSimbolo123']) {
      expect(issuesOf(newPasswordInputSchema, { password: weak }), weak).toEqual({
        password: 'validation.passwordPolicy',
      });
    }
  });

  it('requires it, and refuses more than 128 characters', () => {
    expect(issuesOf(newPasswordInputSchema, {})).toEqual({ password: 'validation.required' });
    expect(issuesOf(newPasswordInputSchema, { password: '' })).toEqual({ password: 'validation.required' });
    expect(issuesOf(newPasswordInputSchema, { password: `Aa1@${'x'.repeat(125)}` })).toEqual({
      password: 'validation.passwordMax',
    });
  });
});

describe('passwordConfirmationSchema', () => {
  it('asks for equal passwords on the confirmation field', () => {
    expect(
      issuesOf(passwordConfirmationSchema, { password: 'Dossel@2026', confirmation: 'Dossel@2027' }),
    ).toEqual({
      confirmation: 'validation.passwordMismatch',
    });
    expect(
      passwordConfirmationSchema.safeParse({ password: 'Dossel@2026', confirmation: 'Dossel@2026' }).success,
    ).toBe(true);
  });

  it('checks the confirmation with the same rules', () => {
    expect(issuesOf(passwordConfirmationSchema, { password: 'Dossel@2026', confirmation: '' })).toEqual({
      confirmation: 'validation.required',
    });
  });
});

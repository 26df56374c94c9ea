import { describe, expect, it } from 'vitest';

import { isProviderEmail, userFormSchema, userListQuerySchema, userUpdateInputSchema } from './schemas';

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.success
    ? {}
    : Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

const valid = { name: 'Ana', email: 'ana@serraazul.com.br', mainCustomerId: 1 };

describe('userUpdateInputSchema (spec section 5)', () => {
  it('requires name, e-mail and main customer', () => {
    expect(issuesOf(userUpdateInputSchema.safeParse({}))).toEqual({
      name: 'validation.required',
      email: 'validation.required',
      mainCustomerId: 'validation.required',
    });
  });

  it('defaults the links and the flag', () => {
    expect(userUpdateInputSchema.parse(valid)).toEqual({
      ...valid,
      servicesAdmin: false,
      customers: [],
      services_json: {},
    });
  });
});

describe('the servicesAdmin domain rule', () => {
  it('knows the provider e-mails, whatever their case', () => {
    expect(isProviderEmail('Equipe@Dossel.com.br', 'dossel.com.br')).toBe(true);
    expect(isProviderEmail('equipe@dossel.com.br.evil.com', 'dossel.com.br')).toBe(false);
    expect(isProviderEmail('equipe@notdossel.com.br', 'dossel.com.br')).toBe(false);
  });

  it('flags servicesAdmin on another domain, on the servicesAdmin field', () => {
    const schema = userFormSchema('dossel.com.br');
    expect(issuesOf(schema.safeParse({ ...valid, servicesAdmin: true }))).toEqual({
      servicesAdmin: 'validation.servicesAdminDomain',
    });
    expect(schema.safeParse({ ...valid, email: 'ana@dossel.com.br', servicesAdmin: true }).success).toBe(
      true,
    );
    expect(schema.safeParse({ ...valid, servicesAdmin: false }).success).toBe(true);
  });
});

describe('userListQuerySchema', () => {
  it('orders by name ascending unless told otherwise', () => {
    expect(userListQuerySchema.parse({})).toEqual({ order: 'name,ASC' });
    expect(userListQuerySchema.parse({ order: 'name,DESC' })).toEqual({ order: 'name,DESC' });
    expect(userListQuerySchema.safeParse({ order: 'email,ASC' }).success).toBe(false);
  });
});

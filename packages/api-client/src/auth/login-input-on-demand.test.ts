import { describe, expect, it } from 'vitest';

import { loginInputSchemaOnDemand } from './login-input-on-demand';
import { loginInputSchema } from './schemas';

const validate = (value: unknown) => loginInputSchemaOnDemand['~standard'].validate(value);

describe('loginInputSchemaOnDemand', () => {
  // One test, in order: the schema loads once per page, with the first validation.
  it('answers as loginInputSchema does: through a promise until loaded, at once after', async () => {
    const first = validate({ email: 'a@b', password: '' });
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual(await loginInputSchema['~standard'].validate({ email: 'a@b', password: '' }));

    const credentials = { email: ' Cliente@Demo.com.br ', password: 'Dossel@2026' };
    expect(validate(credentials)).toEqual({
      value: { email: 'cliente@demo.com.br', password: 'Dossel@2026' },
    });
    expect(validate({})).toEqual(loginInputSchema['~standard'].validate({}));
  });
});

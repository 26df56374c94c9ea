import type { loginInputSchema } from './schemas';

/** The Standard Schema face of `loginInputSchema`: what a form library validates through. */
type LoginInputStandardSchema = Pick<typeof loginInputSchema, '~standard'>;

let loaded: LoginInputStandardSchema | undefined;

/**
 * `loginInputSchema` for the sign-in form, loaded with the form's first validation: the sign-in page
 * renders without zod (decision 008). Standard Schema lets `validate` answer a promise, which it does
 * until the schema is loaded, and the real schema's own answer after that; the rules stay in one place.
 */
export const loginInputSchemaOnDemand: LoginInputStandardSchema = {
  '~standard': {
    version: 1,
    vendor: 'zod',
    validate(value) {
      if (loaded) return loaded['~standard'].validate(value);
      return import('./schemas').then(({ loginInputSchema: schema }) => {
        loaded = schema;
        return schema['~standard'].validate(value);
      });
    },
  },
};

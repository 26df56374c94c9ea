// Field schemas the registers share. Messages are i18n keys (locales/*.json), never texts.
import * as z from 'zod/mini';
import { requiredOrInvalid } from '../validation';

// Ids are one schema for the whole contract (../ids.ts); the area's field builders hand them on.
export { idSchema } from '../ids';

/**
 * A required reference to another record, as JSON bodies carry it: missing or 0 (a form's "none") say
 * `validation.required`; text or a negative number say `validation.invalid`.
 */
export const requiredIdSchema = () =>
  z
    .int({ error: requiredOrInvalid })
    .check(
      z.positive({ error: (issue) => (issue.input === 0 ? 'validation.required' : 'validation.invalid') }),
    );

/**
 * A required id that may arrive as text (form fields, multipart fields, query strings): '' and
 * missing say `validation.required`, anything else that is not a whole positive number `validation.invalid`.
 */
export const formIdSchema = () =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], { error: requiredOrInvalid }),
      z.transform((value) => (value === '' ? 0 : Number(value))),
    ),
    z.number({ error: 'validation.invalid' }).check(
      z.refine((value) => value !== 0, { error: 'validation.required', abort: true }),
      z.refine((value) => Number.isInteger(value) && value > 0, { error: 'validation.invalid' }),
    ),
  );

/** A text that may be left out or empty (then null). */
export const optionalTextSchema = (maxLength = 500) =>
  z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(maxLength, { error: 'validation.tooLong' })))),
    z.transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    }),
  );

/** A required text with a sane length limit. */
export const requiredTextSchema = (maxLength = 200) =>
  z
    .string({ error: requiredOrInvalid })
    .check(
      z.trim(),
      z.minLength(1, { error: 'validation.required', abort: true }),
      z.maxLength(maxLength, { error: 'validation.tooLong' }),
    );

/** A calendar date `YYYY-MM-DD`: missing says `validation.required`, a wrong one `validation.invalid`. */
export const requiredDateSchema = () =>
  z.pipe(
    z
      .string({ error: requiredOrInvalid })
      .check(z.trim(), z.minLength(1, { error: 'validation.required', abort: true })),
    z.iso.date({ error: 'validation.invalid' }),
  );

/** A number the form may leave empty: empty text, missing and null all mean null (spec section 5). */
export const nullableNumberSchema = () =>
  z.pipe(
    z.optional(
      z.union([z.number({ error: 'validation.invalid' }), z.null(), z.literal('')], {
        error: 'validation.invalid',
      }),
    ),
    z.transform((value) => (value === '' || value === undefined ? null : value)),
  );

// Field schemas the registers share. Messages are i18n keys (locales/*.json), never texts.
import * as z from 'zod/mini';
import { ID_TEXT_MAX_LENGTH, MAX_ID, numberBounds, textBounds } from '../bounds';
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
      z.lte(MAX_ID, { error: 'validation.invalid' }),
    );

/** An id as text: the number's digits, not more. */
const idText = () => z.string().check(z.maxLength(ID_TEXT_MAX_LENGTH, { error: 'validation.invalid' }));

/**
 * A required id that may arrive as text (form fields, multipart fields, query strings): '' and
 * missing say `validation.required`, anything else that is not a whole positive number `validation.invalid`.
 */
export const formIdSchema = () =>
  z.pipe(
    z.pipe(
      z.union([idText(), z.number()], { error: requiredOrInvalid }),
      z.transform((value) => (value === '' ? 0 : Number(value))),
    ),
    z.number({ error: 'validation.invalid' }).check(
      z.refine((value) => value !== 0, { error: 'validation.required', abort: true }),
      z.refine((value) => Number.isInteger(value) && value > 0, { error: 'validation.invalid', abort: true }),
      z.gte(1, { error: 'validation.invalid' }),
      z.lte(MAX_ID, { error: 'validation.invalid' }),
    ),
  );

/** A text that may be left out or empty (then null): at most `maxLength` characters, no control characters. */
export const optionalTextSchema = (maxLength = 500) =>
  z.pipe(
    z.optional(z.nullable(z.string({ error: 'validation.invalid' }).check(...textBounds(maxLength)))),
    z.transform((value) => {
      const trimmed = value?.trim();
      return trimmed ? trimmed : null;
    }),
  );

/** A required text with a sane length limit and no control characters. */
export const requiredTextSchema = (maxLength = 200) =>
  z
    .string({ error: requiredOrInvalid })
    .check(z.trim(), z.minLength(1, { error: 'validation.required', abort: true }), ...textBounds(maxLength));

/** A calendar date `YYYY-MM-DD`: missing says `validation.required`, a wrong one `validation.invalid`. */
export const requiredDateSchema = () =>
  z.pipe(
    z
      .string({ error: requiredOrInvalid })
      .check(
        z.trim(),
        z.minLength(1, { error: 'validation.required', abort: true }),
        z.maxLength('YYYY-MM-DD'.length, { error: 'validation.invalid', abort: true }),
      ),
    z.iso.date({ error: 'validation.invalid' }),
  );

/**
 * A number from `min` to `max` the form may leave empty: empty text, missing and null all mean null (spec
 * section 5); out of the domain says `validation.tooSmall` / `validation.tooLarge` (bounds.ts).
 */
export const nullableNumberSchema = (min: number, max: number) =>
  z.pipe(
    z.optional(
      z.union(
        [z.number({ error: 'validation.invalid' }).check(...numberBounds(min, max)), z.null(), z.literal('')],
        {
          error: 'validation.invalid',
        },
      ),
    ),
    z.transform((value) => (value === '' || value === undefined ? null : value)),
  );

// The field builders of every input schema of the contract (decision 024): texts, options, numbers, money,
// dates and ids, each with the spec's messages as i18n keys (locales/*.json). A field that may be left out
// parses to null — missing, null and empty all the same — so a schema's output (`z.output`) is what a
// repository stores, with no `?? null` of its own. Each builder keeps its input side as forms need it
// (Conform reads the constraints of a pipe's input), and only adds the step to null on the way out.
import * as z from 'zod/mini';

import {
  boundedNumber,
  ID_TEXT_MAX_LENGTH,
  MAX_COST,
  MAX_ID,
  MAX_PAGE,
  numberBounds,
  optionalBoundedNumber,
  textBounds,
} from './bounds';
import { pathId } from './ids';
import { requiredOrInvalid } from './validation';

export { idSchema, pathId } from './ids';

/** The messages of a number's bounds: `validation.tooSmall` / `validation.tooLarge` unless told. */
export type NumberMessages = Parameters<typeof numberBounds>[2];

/** Missing, null or empty: what an optional field's "nothing" may look like before it is parsed. */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** The value an optional field stores: nothing given is null. */
const orNull = <T>(value: T | '' | null | undefined): T | null => (isMissing(value) ? null : (value as T));

// Texts

/**
 * A required text, trimmed: missing, empty or blank all say `validation.required`, a value that is not
 * text `validation.invalid`; at most `max` characters (`tooLong`, `validation.tooLong` unless told), on one
 * line, without control characters (`validation.controlCharacters`). No `abort` on the required check: an
 * aborting issue would also stop a record's cross-field rules, which must show with it.
 */
export const requiredText = (max = 200, { tooLong = 'validation.tooLong' } = {}) =>
  z
    .string({ error: requiredOrInvalid })
    .check(z.trim(), z.minLength(1, { error: 'validation.required' }), ...textBounds(max, { tooLong }));

/**
 * A text that may be left out: missing, null, empty or blank parse to null, anything else trimmed. At most
 * `max` characters without control characters; `multiLine` keeps tabs and line breaks (notes).
 */
export const optionalText = (max = 500, { multiLine = false } = {}) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: 'validation.invalid' }).check(z.trim(), ...textBounds(max, { multiLine })),
      ),
    ),
    z.transform((value) => orNull(value)),
  );

// Option lists

/** One value of an option list: missing says `validation.required`, anything else `validation.invalid`. */
export const requiredOption = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: requiredOrInvalid });

/** One value of an option list that may be left out (null): a value outside it says `validation.invalid`. */
export const optionalOption = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.pipe(
    z.optional(z.nullable(z.enum(options, { error: 'validation.invalid' }))),
    z.transform((value) => orNull(value)),
  );

// Numbers and money

/** A required number from `min` to `max` (bounds.ts): missing says required, text invalid. */
export const requiredNumber = (min: number, max: number, messages?: NumberMessages) =>
  boundedNumber(min, max, messages);

/** A number from `min` to `max` that may be left out or null (then null); text says `validation.invalid`. */
export const optionalNumber = (min: number, max: number, messages?: NumberMessages) =>
  z.pipe(
    optionalBoundedNumber(min, max, messages),
    z.transform((value) => orNull(value)),
  );

/**
 * The same from a form that sends an empty field as '' (spec section 5: an empty number means null): '',
 * missing and null all parse to null.
 */
export const optionalNumberOrEmpty = (min: number, max: number, messages?: NumberMessages) =>
  z.pipe(
    z.optional(
      z.union(
        [
          z.number({ error: 'validation.invalid' }).check(...numberBounds(min, max, messages)),
          z.null(),
          z.literal(''),
        ],
        {
          error: 'validation.invalid',
        },
      ),
    ),
    z.transform((value) => orNull(value)),
  );

/** Money in R$, required: from `min` (0.01 unless told: a price or cost of zero is no price) to MAX_COST. */
export const requiredMoney = ({ min = 0.01, ...messages }: { min?: number } & NumberMessages = {}) =>
  requiredNumber(min, MAX_COST, messages);

/** Money in R$ that may be left out (null): from `min` (0 unless told) to MAX_COST. */
export const optionalMoney = ({ min = 0, ...messages }: { min?: number } & NumberMessages = {}) =>
  optionalNumber(min, MAX_COST, messages);

// Dates

/**
 * A calendar date `YYYY-MM-DD`, trimmed: missing or empty says `validation.required`, a wrong or impossible
 * one (`2025-02-30`) `validation.invalid`.
 */
export const requiredDate = () =>
  z.pipe(
    z.string({ error: requiredOrInvalid }).check(
      z.trim(),
      // No `abort` (see requiredText): the pipe stops after this step anyway when it failed.
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength('YYYY-MM-DD'.length, { error: 'validation.invalid' }),
    ),
    z.iso.date({ error: 'validation.invalid' }),
  );

/** A calendar date that may be left out: missing, null or '' parse to null; a wrong one is invalid. */
export const optionalDate = () =>
  z.pipe(
    z.optional(z.nullable(z.union([z.iso.date({ error: 'validation.invalid' }), z.literal('')]))),
    z.transform((value) => orNull(value)),
  );

// Ids (the records' own ids are one schema for the whole contract: ids.ts)

/**
 * A required reference to another record, as JSON bodies carry it: missing or 0 (a form's "none") say
 * `validation.required`; text, a fraction or a negative number `validation.invalid`.
 */
export const requiredId = () =>
  z
    .int({ error: requiredOrInvalid })
    .check(
      z.positive({ error: (issue) => (issue.input === 0 ? 'validation.required' : 'validation.invalid') }),
      z.lte(MAX_ID, { error: 'validation.invalid' }),
    );

/** A reference that may be left out (null). */
export const optionalId = () =>
  z.pipe(
    z.optional(z.nullable(requiredId())),
    z.transform((value) => orNull(value)),
  );

/** An id as text: the number's digits, not more. */
const idText = () => z.string().check(z.maxLength(ID_TEXT_MAX_LENGTH, { error: 'validation.invalid' }));

/**
 * A required id that may arrive as text (form fields, multipart fields, query strings): '' and missing say
 * `validation.required`, anything else that is not a whole positive number `validation.invalid`.
 */
export const formId = () =>
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

// Query strings

/**
 * A whole number in a query string or path (`?customer_id=1`, `?year=2026`) from `min` to `max`: missing or
 * empty says `validation.required`, anything else out of the domain `validation.invalid` (one message per
 * field: the first rule it breaks).
 */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z
      .string({ error: requiredOrInvalid })
      .check(
        z.minLength(1, { error: 'validation.required' }),
        z.maxLength(ID_TEXT_MAX_LENGTH, { error: 'validation.invalid' }),
      ),
    z.coerce
      .number<string>({ error: 'validation.invalid' })
      .check(
        z.int({ error: 'validation.invalid', abort: true }),
        z.gte(min, { error: 'validation.invalid', abort: true }),
        z.lte(max, { error: 'validation.invalid' }),
      ),
  );

/** An id in a query string that may be left out. */
export const queryId = () => z.optional(pathId());

/** A page number in a query string: a whole number from 1 to MAX_PAGE, else `validation.invalid`. */
export const queryPage = () =>
  z.optional(
    z.coerce
      .number({ error: 'validation.invalid' })
      .check(
        z.gte(1, { error: 'validation.invalid', abort: true }),
        z.lte(MAX_PAGE, { error: 'validation.invalid', abort: true }),
        z.refine(Number.isInteger, { error: 'validation.invalid' }),
      ),
  );

/** A text filter in a query string (a farm's name): at most `max` characters, no control characters. */
export const queryText = (max = 200, { tooLong = 'validation.tooLong' } = {}) =>
  z.optional(z.string().check(...textBounds(max, { tooLong })));

/** An optional `YYYY-MM-DD` in a query string. */
export const queryDate = () => z.optional(z.iso.date({ error: 'validation.invalid' }));

// Cross-field rules

/** Reports an issue on a field of the object being refined, so forms show it under that field. */
export function fieldIssue(
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown }) => void },
  field: string,
  message: string,
  input: unknown,
): void {
  ctx.addIssue({ code: 'custom', message, path: [field], input });
}

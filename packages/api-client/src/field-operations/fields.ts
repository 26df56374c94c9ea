// Field builders shared by the field-operations schemas. Messages are i18n keys (locales/*.json).
import * as z from 'zod/mini';

import {
  boundedNumber,
  MAX_COST,
  MAX_ID,
  MAX_PAGE,
  MAX_QUANTITY,
  optionalBoundedNumber,
  textBounds,
} from '../bounds';
import { pathId } from '../ids';
import { requiredOrInvalid } from '../validation';
import { MIN_COST } from './options';

// Ids are one schema for the whole contract (../ids.ts); the area's field builders hand them on.
export { idSchema, pathId } from '../ids';

/**
 * A required text: missing, empty or blank all say `validation.required`; at most `max` characters, on
 * one line, without control characters (`validation.controlCharacters`).
 */
export const requiredText = (max = 200) =>
  z.string({ error: requiredOrInvalid }).check(
    z.trim(),
    // No `abort`: an aborting issue would also stop the record's cross-field rules (zod skips them).
    z.minLength(1, { error: 'validation.required' }),
    ...textBounds(max),
  );

/** A free text that may be left out (null or missing): several lines (tabs and line breaks kept). */
export const optionalText = (max = 2000) =>
  z.optional(
    z.nullable(z.string({ error: 'validation.invalid' }).check(...textBounds(max, { multiLine: true }))),
  );

/** One value of an option list; missing says 'validation.required', anything else 'validation.invalid'. */
export const requiredOption = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: requiredOrInvalid });

/** A required cost in R$: at least 0.01 ('O custo deve ser maior que zero'), at most MAX_COST. */
export const requiredCost = () => boundedNumber(MIN_COST, MAX_COST, { tooSmall: 'validation.costMin' });

/**
 * A cost that may be left out: from 0 (a negative one says 'O custo deve ser maior que zero') to MAX_COST.
 * Whether it is required, and then at least 0.01, comes from the object's refinement (checkConditionalCost).
 */
export const optionalCost = () => optionalBoundedNumber(0, MAX_COST, { tooSmall: 'validation.costMin' });

/** A quantity of a record (days, hours) that may be left out: 0 to MAX_QUANTITY. */
export const optionalQuantity = (tooSmall = 'validation.tooSmall') =>
  optionalBoundedNumber(0, MAX_QUANTITY, { tooSmall });

/** The id of another record (an operational item, a third party): missing says required, else invalid. */
export const requiredRef = () =>
  z
    .int({ error: requiredOrInvalid })
    .check(z.positive({ error: 'validation.invalid' }), z.lte(MAX_ID, { error: 'validation.invalid' }));

/** A calendar date `YYYY-MM-DD`. */
export const requiredDate = () => z.iso.date({ error: requiredOrInvalid });

/** An id in a query string (an operational item to filter by). */
export const queryPositiveInt = () => z.optional(pathId());

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
export const queryText = (max = 200) => z.optional(z.string().check(...textBounds(max)));

/** An optional `YYYY-MM-DD` in a query string. */
export const queryDate = () => z.optional(z.iso.date({ error: 'validation.invalid' }));

/** Places of the customer's hierarchy (gloc1 farm … gloc5), all five required on records. */
export const glocFields = {
  gloc1: requiredText(),
  gloc2: requiredText(),
  gloc3: requiredText(),
  gloc4: requiredText(),
  gloc5: requiredText(),
};

/** The same places as answered. */
export const glocOutputFields = {
  gloc1: z.string(),
  gloc2: z.string(),
  gloc3: z.string(),
  gloc4: z.string(),
  gloc5: z.string(),
};

/** Reports an issue on a field of the object being refined, so forms show it under that field. */
export function fieldIssue(
  ctx: { addIssue: (issue: { code: 'custom'; message: string; path: string[]; input: unknown }) => void },
  field: string,
  message: string,
  input: unknown,
): void {
  ctx.addIssue({ code: 'custom', message, path: [field], input });
}

/** Whether a value is missing for a conditional rule (absent, null or empty). */
export function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * The cost rule of spec section 5 for a field that is required when the chosen kind matches: missing →
 * 'validation.required', under 0.01 → 'validation.costMin'. A field of another kind stays optional; a
 * negative or too large cost is the field's own check (optionalCost), said once.
 */
export function checkConditionalCost(
  ctx: Parameters<typeof fieldIssue>[0],
  record: Record<string, unknown>,
  field: string,
  required: boolean,
): void {
  const value = record[field];
  if (required && isMissing(value)) return fieldIssue(ctx, field, 'validation.required', value);
  if (typeof value !== 'number' || value < 0) return;
  if (required && value < MIN_COST) fieldIssue(ctx, field, 'validation.costMin', value);
}

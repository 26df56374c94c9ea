// Field builders shared by the field-operations schemas. Messages are i18n keys (locales/*.json).
import * as z from 'zod/mini';

import { pathId } from '../ids';
import { requiredOrInvalid } from '../validation';
import { MIN_COST } from './options';

// Ids are one schema for the whole contract (../ids.ts); the area's field builders hand them on.
export { idSchema, pathId } from '../ids';

/** A required text: missing, empty or blank all say `validation.required`; at most `max` characters. */
export const requiredText = (max = 200) =>
  z.string({ error: requiredOrInvalid }).check(
    z.trim(),
    // No `abort`: an aborting issue would also stop the record's cross-field rules (zod skips them).
    z.minLength(1, { error: 'validation.required' }),
    z.maxLength(max, { error: 'validation.tooLong' }),
  );

/** A free text that may be left out (null or missing). */
export const optionalText = (max = 2000) =>
  z.optional(
    z.nullable(
      z.string({ error: 'validation.invalid' }).check(z.maxLength(max, { error: 'validation.tooLong' })),
    ),
  );

/** One value of an option list; missing says 'validation.required', anything else 'validation.invalid'. */
export const requiredOption = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { error: requiredOrInvalid });

/** A required number (JSON number, finite). */
export const requiredNumber = () => z.number({ error: requiredOrInvalid });

/** A required cost: at least 0.01 ('O custo deve ser maior que zero'). */
export const requiredCost = () => requiredNumber().check(z.gte(MIN_COST, { error: 'validation.costMin' }));

/** A number that may be left out; rules that depend on other fields come from the object's refinement. */
export const optionalNumber = () => z.optional(z.nullable(z.number({ error: 'validation.invalid' })));

/** The id of another record (an operational item, a third party). */
export const requiredRef = () =>
  z.int({ error: requiredOrInvalid }).check(z.positive({ error: 'validation.invalid' }));

/** A calendar date `YYYY-MM-DD`. */
export const requiredDate = () => z.iso.date({ error: requiredOrInvalid });

/** A whole number > 0 in a query string (a page, an id). */
export const queryPositiveInt = () => z.optional(pathId());

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
 * 'validation.required', under 0.01 → 'validation.costMin'. A field of another kind stays optional but
 * may not be negative.
 */
export function checkConditionalCost(
  ctx: Parameters<typeof fieldIssue>[0],
  record: Record<string, unknown>,
  field: string,
  required: boolean,
): void {
  const value = record[field];
  if (required && isMissing(value)) return fieldIssue(ctx, field, 'validation.required', value);
  if (typeof value !== 'number') return;
  if (required && value < MIN_COST) return fieldIssue(ctx, field, 'validation.costMin', value);
  if (value < 0) fieldIssue(ctx, field, 'validation.invalid', value);
}

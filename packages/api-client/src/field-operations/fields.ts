// The field-operations area's own fields and rules, built from the contract's field builders (../fields.ts).
// Messages are i18n keys (locales/*.json).
import * as z from 'zod/mini';

import { MAX_QUANTITY } from '../bounds';
import { fieldIssue, isMissing, optionalMoney, optionalNumber, requiredMoney, requiredText } from '../fields';
import { MIN_COST } from './options';

/** A required cost in R$: at least 0.01 ('O custo deve ser maior que zero'), at most MAX_COST. */
export const requiredCost = () => requiredMoney({ min: MIN_COST, tooSmall: 'validation.costMin' });

/**
 * A cost that may be left out (null): from 0 (a negative one says 'O custo deve ser maior que zero') to
 * MAX_COST. Whether it is required, and then at least 0.01, comes from the object's refinement
 * (checkConditionalCost).
 */
export const optionalCost = () => optionalMoney({ tooSmall: 'validation.costMin' });

/** A quantity of a record (days, hours) that may be left out (null): 0 to MAX_QUANTITY. */
export const optionalQuantity = (tooSmall = 'validation.tooSmall') =>
  optionalNumber(0, MAX_QUANTITY, { tooSmall });

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

/**
 * Which figures a stand is old enough for (spec section 9). Ages count in calendar months from the
 * planting date (for a coppiced stand, the start of its rotation) to the date of the figure, so a stand
 * planted on 2025-01-15 is exactly 3 months old on 2025-04-15 and older from the next day.
 */
import { addMonths, parseIsoDate } from './periods';

/** Spec section 9: "Performance figures are for forests older than 3 months." */
export const PERFORMANCE_MIN_AGE_MONTHS = 3;
/** Spec section 9: "Damage estimates apply to forests older than 2 years." */
export const DAMAGE_MIN_AGE_MONTHS = 24;

/** Whether a stand planted on `plantingDate` is older than `months` on `figureDate` (ISO dates). */
function isOlderThan(plantingDate: string, figureDate: string, months: number): boolean {
  // ISO dates compare as text in calendar order, once known to be ISO dates (else a RangeError).
  parseIsoDate(figureDate);
  return figureDate > addMonths(plantingDate, months);
}

/**
 * Spec section 9: "Performance figures are for forests older than 3 months." True when the stand is
 * older than 3 months on the date of the figure: not on the day it turns 3 months, but from the next.
 */
export function hasPerformanceFigures(plantingDate: string, figureDate: string): boolean {
  return isOlderThan(plantingDate, figureDate, PERFORMANCE_MIN_AGE_MONTHS);
}

/**
 * Spec section 9: "Damage estimates apply to forests older than 2 years." True when the stand is older
 * than 2 years on the date of the figure: not on its second anniversary, but from the next day.
 */
export function hasDamageEstimate(plantingDate: string, figureDate: string): boolean {
  return isOlderThan(plantingDate, figureDate, DAMAGE_MIN_AGE_MONTHS);
}

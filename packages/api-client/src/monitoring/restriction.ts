/**
 * Thermal and water restriction of a place to the plantations (spec section 4), read from the same
 * 12 months of its monthly weather series as the aridity index.
 */
import { lastTwelveMonths, type WaterBalanceMonth } from './climate';
import type { WeatherMonth } from './schemas';

/** Spec section 4: "Thermal and water restriction: low, moderate, restrictive." */
export const RESTRICTION_LEVELS = ['low', 'moderate', 'restrictive'] as const;
export type RestrictionLevel = (typeof RESTRICTION_LEVELS)[number];

/**
 * Thornthwaite's (1948) index of water deficiency, Ia = 100 · D / PET, in percent, over the month of
 * `at` and the 11 before it (the 12 months of the aridity index). D adds up each month's shortfall of
 * precipitation against ET0, max(0, ET0 - P), without carrying soil water from one month to the next: the
 * series gives no soil water capacity, and the simpler balance errs towards more restriction, never
 * less. Null when a month is missing or there was no evaporative demand.
 */
export function waterDeficitIndex(months: readonly WaterBalanceMonth[], at: string): number | null {
  const window = lastTwelveMonths(months, at);
  if (!window) return null;
  const deficit = window.reduce((sum, month) => sum + Math.max(0, month.et0Mm - month.precipitationMm), 0);
  const demand = window.reduce((sum, month) => sum + month.et0Mm, 0);
  return demand > 0 ? (100 * deficit) / demand : null;
}

/**
 * Where water restriction turns moderate and restrictive, on the index of water deficiency (percent).
 * They are the water-deficiency subtypes of Thornthwaite's moist climates as Thornthwaite and Mather
 * (1955) scaled them: little or no deficiency (r) below 16.7, moderate (s, w) from 16.7 to 33.3, large
 * (s2, w2) from 33.3, written here as the exact sixth and third of the demand they stand for.
 */
export const WATER_RESTRICTION_FROM = { moderate: 100 / 6, restrictive: 100 / 3 } as const;

/**
 * Spec section 4: "Thermal and water restriction: low, moderate, restrictive." The water restriction of
 * an index of water deficiency (`waterDeficitIndex`, percent): low below 16.7 % of the demand, moderate
 * from 16.7 %, restrictive from 33.3 %; a limit belongs to the more restrictive level. An index below 0,
 * above 100 or not a number is a RangeError.
 */
export function waterRestriction(deficitIndexPct: number): RestrictionLevel {
  if (!(deficitIndexPct >= 0 && deficitIndexPct <= 100)) {
    throw new RangeError(`not an index of water deficiency: ${deficitIndexPct}`);
  }
  if (deficitIndexPct >= WATER_RESTRICTION_FROM.restrictive) return 'restrictive';
  return deficitIndexPct >= WATER_RESTRICTION_FROM.moderate ? 'moderate' : 'low';
}

/**
 * The annual mean temperature over the month of `at` and the 11 before it: the mean of the 12 monthly
 * means, as climate normals take it, in °C with 1 decimal as the series gives its months (so the level
 * never disagrees with the figure beside it). Null when a month is missing.
 */
export function annualMeanTemperature(
  months: readonly Pick<WeatherMonth, 'month' | 'tempMeanC'>[],
  at: string,
): number | null {
  const window = lastTwelveMonths(months, at);
  if (!window) return null;
  const mean = window.reduce((sum, month) => sum + month.tempMeanC, 0) / window.length;
  return Math.round(mean * 10) / 10;
}

/**
 * The bands of annual mean temperature (°C) of each thermal restriction level. No published scheme
 * grades restriction this way, so they are Dossel's choice, to be confirmed by the provider's
 * foresters: low from 18 to 25 °C, where the plantations' eucalypt clones grow without thermal concern;
 * moderate up to 3 °C beyond either side, where cold brings frost risk and heat brings heat and
 * vapour-pressure stress; restrictive further out.
 */
export const THERMAL_BANDS = {
  low: { from: 18, to: 25 },
  moderate: { from: 15, to: 28 },
} as const;

/**
 * Spec section 4: "Thermal and water restriction: low, moderate, restrictive." The thermal restriction
 * of an annual mean temperature (`annualMeanTemperature`, °C): low from 18 to 25 °C, moderate from
 * 15 °C and up to 28 °C, restrictive below 15 or above 28 °C. The limits belong to the milder level:
 * 18, 25, 15 and 28 °C are all in their band. A temperature that is not a number is a RangeError.
 */
export function thermalRestriction(meanTempC: number): RestrictionLevel {
  if (!Number.isFinite(meanTempC)) throw new RangeError(`not a temperature: ${meanTempC}`);
  const within = (band: { from: number; to: number }) => meanTempC >= band.from && meanTempC <= band.to;
  if (within(THERMAL_BANDS.low)) return 'low';
  return within(THERMAL_BANDS.moderate) ? 'moderate' : 'restrictive';
}

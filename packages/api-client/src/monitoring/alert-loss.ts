/**
 * The estimated loss of a monitoring alert (issue 15, decision 013): the hectares newly infested (weeds)
 * or affected (anomalies) stop growing wood until the stand is cut.
 *
 *   loss m³ = change in ha × the plot's expected IMA (m³/ha/year) × age factor
 *   age factor = years left until the plot's planned cut age, from the stand's age on the monitoring
 *                date, at least 1 (a stand at or past its cut age still loses the year's growth)
 *   loss R$ = loss m³ × the customer's wood price per m³ on the monitoring date
 *
 * Assumptions, written on each alert and shown with it: the expected IMA is the plot's latest measured
 * IMA (none measured: no loss is estimated); the age counts from the start of the stand's rotation (its
 * planting date on a first rotation); only a growth of the flagged area loses wood (a shrinking one
 * estimates nothing); no price set for the customer: no R$.
 */
import { ageInYears, roundArea } from './rules';

/** The age factor never goes below one year of growth. */
export const MIN_AGE_FACTOR = 1;

/** Why an alert has no loss in m³, or `estimated` when it has one. */
export type AlertLossBasis = 'estimated' | 'noIma' | 'decrease';

export interface AlertLossInput {
  /** The change of the flagged area since the plot's previous monitoring, in ha. */
  changeHa: number;
  /** The plot's expected IMA in m³/ha/year (its latest measured); null when none was measured. */
  imaM3HaYear: number | null;
  /** When the stand's rotation started (ISO date). */
  rotationStart: string;
  /** The plot's planned cut age in years: the horizon of the loss. */
  cutAgeYears: number;
  /** The monitoring date (ISO date). */
  date: string;
  /** The customer's wood price in R$ per m³ on that date; null when none is set. */
  priceBrlPerM3: number | null;
}

export interface AlertLoss {
  basis: AlertLossBasis;
  /** The stand's age on the monitoring date, in years (2 decimals). */
  ageYears: number;
  /** Years of growth lost: until the cut age, at least one (2 decimals). */
  ageFactor: number;
  lossM3: number | null;
  lossBrl: number | null;
}

const round = (value: number) => Math.round(value * 100) / 100;

/** Years of growth an area infested at `ageYears` loses until the cut, at least `MIN_AGE_FACTOR`. */
export function ageFactor(ageYears: number, cutAgeYears: number): number {
  return round(Math.max(MIN_AGE_FACTOR, cutAgeYears - ageYears));
}

/** The loss of one alert, by the formula above. */
export function alertLoss(input: AlertLossInput): AlertLoss {
  const ageYears = ageInYears(input.rotationStart, input.date);
  const factor = ageFactor(ageYears, input.cutAgeYears);
  const change = roundArea(input.changeHa);
  const none = (basis: AlertLossBasis): AlertLoss => ({
    basis,
    ageYears,
    ageFactor: factor,
    lossM3: null,
    lossBrl: null,
  });
  if (change <= 0) return none('decrease');
  if (input.imaM3HaYear === null) return none('noIma');
  const lossM3 = round(change * input.imaM3HaYear * factor);
  return {
    basis: 'estimated',
    ageYears,
    ageFactor: factor,
    lossM3,
    lossBrl: input.priceBrlPerM3 === null ? null : round(lossM3 * input.priceBrlPerM3),
  };
}

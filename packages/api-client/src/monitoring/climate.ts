/**
 * Climate rules of the weather screens (spec sections 4 and 9): the years of the historical series and
 * the aridity index of the last 12 months with its classes. They read the monthly series of
 * `GET /reports/weather/monthly`, whose potential evapotranspiration is the reference ET0.
 */
import { monthsUpTo, parseIsoDate, type DateRange } from './periods';
import type { WeatherMonth } from './schemas';

/** Spec section 9: "Historical climate series run from 1980 to the last year." */
export const CLIMATE_SERIES_FIRST_YEAR = 1980;

/** The year before the year of `today`; a RangeError before 1981, when the series has no whole year yet. */
function lastSeriesYear(today: string): number {
  const lastYear = parseIsoDate(today).year - 1;
  if (lastYear < CLIMATE_SERIES_FIRST_YEAR) {
    throw new RangeError(`the climate series starts in ${CLIMATE_SERIES_FIRST_YEAR}, after ${today}`);
  }
  return lastYear;
}

/**
 * Spec section 9: "Historical climate series run from 1980 to the last year." The years of the series
 * on `today` (an ISO date), oldest first: on 2026-11-26, 1980 to 2025. The current year, not whole
 * yet, is left out, even on its last day.
 */
export function climateSeriesYears(today: string): number[] {
  const lastYear = lastSeriesYear(today);
  return Array.from(
    { length: lastYear - CLIMATE_SERIES_FIRST_YEAR + 1 },
    (_, index) => CLIMATE_SERIES_FIRST_YEAR + index,
  );
}

/**
 * The days of the same series, for the `from` and `to` of a weather query: 1980-01-01 to the last day of
 * last year.
 */
export function climateSeriesRange(today: string): DateRange {
  return { from: `${CLIMATE_SERIES_FIRST_YEAR}-01-01`, to: `${lastSeriesYear(today)}-12-31` };
}

/** Spec section 9: "The aridity index uses the last 12 months." */
export const CLIMATE_WINDOW_MONTHS = 12;

/**
 * The 12 months of a series up to a date: the month of `at` and the 11 before it, oldest first, as the
 * quarter counts its months. Null when any of them is missing from the series, since a year with a gap
 * would misstate its balance. To read the latest year of a series, pass its last day.
 */
export function lastTwelveMonths<T extends Pick<WeatherMonth, 'month'>>(
  months: readonly T[],
  at: string,
): T[] | null {
  const byMonth = new Map(months.map((entry) => [entry.month, entry]));
  const window = monthsUpTo(at, CLIMATE_WINDOW_MONTHS).map((month) => byMonth.get(month));
  return window.every((entry) => entry !== undefined) ? (window as T[]) : null;
}

/** The months a water balance reads: precipitation and potential evapotranspiration (ET0), in mm. */
export type WaterBalanceMonth = Pick<WeatherMonth, 'month' | 'precipitationMm' | 'et0Mm'>;

/**
 * Spec section 9: "The aridity index uses the last 12 months." The index is UNEP's (World Atlas of
 * Desertification, Middleton and Thomas, 1992): precipitation over potential evapotranspiration,
 * P / PET, summed over the month of `at` and the 11 before it. Null when a month is missing or the
 * months had no evaporative demand at all.
 */
export function aridityIndex(months: readonly WaterBalanceMonth[], at: string): number | null {
  const window = lastTwelveMonths(months, at);
  if (!window) return null;
  const precipitation = window.reduce((sum, month) => sum + month.precipitationMm, 0);
  const demand = window.reduce((sum, month) => sum + month.et0Mm, 0);
  return demand > 0 ? precipitation / demand : null;
}

/** Spec section 4: "Aridity classes: semi-arid, dry sub-humid, sub-humid, humid, hyper-humid." */
export const ARIDITY_CLASSES = ['semiArid', 'drySubHumid', 'subHumid', 'humid', 'hyperHumid'] as const;
export type AridityClass = (typeof ARIDITY_CLASSES)[number];

/**
 * The lowest aridity index (P / PET) of each class but the driest, wettest first. They are the moisture
 * index types of Thornthwaite and Mather (1955, "The water balance", Publications in Climatology 8(1)):
 * perhumid Im ≥ 100, humid 20 ≤ Im < 100, moist sub-humid 0 ≤ Im < 20, dry sub-humid -33.3 ≤ Im < 0,
 * semi-arid below. Over a whole year the soil store ends where it began, so the surplus S and the
 * deficit D of Im = 100 · (S - D) / PET add up to P - PET, and Im = 100 · (P / PET - 1): the limits
 * 100, 20, 0 and -33.3 become 2, 1.2, 1 and 2/3. Thornthwaite's arid type (Im < -66.7) joins semi-arid,
 * as the spec names five classes.
 */
export const ARIDITY_CLASS_FLOORS = [
  ['hyperHumid', 2],
  ['humid', 1.2],
  ['subHumid', 1],
  ['drySubHumid', 2 / 3],
] as const satisfies readonly (readonly [AridityClass, number])[];

/**
 * Spec section 4: "Aridity classes: semi-arid, dry sub-humid, sub-humid, humid, hyper-humid." The class
 * of an aridity index (P / PET, see `ARIDITY_CLASS_FLOORS`); a limit belongs to the wetter class, so an
 * index of exactly 1 is sub-humid. A negative index or one that is not a number is a RangeError.
 */
export function aridityClass(index: number): AridityClass {
  if (!(index >= 0)) throw new RangeError(`not an aridity index: ${index}`);
  const floor = ARIDITY_CLASS_FLOORS.find(([, lowest]) => index >= lowest);
  return floor ? floor[0] : 'semiArid';
}

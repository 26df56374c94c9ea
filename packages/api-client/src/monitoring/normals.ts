/**
 * Climate normals of a monthly weather series (spec section 9: "Historical climate series run from 1980
 * to the last year"): what a calendar month or a whole year usually brings, to set the current months
 * against. The server compares the 3-month accumulation with them; the weather screen charts them.
 */
import { monthsUpTo } from './periods';
import type { WeatherMonth } from './schemas';

/** The mean of one calendar month over the years of a series. */
export interface MonthlyNormal {
  /** 1 (January) to 12 (December). */
  calendarMonth: number;
  /** How many years of the series hold this month. */
  years: number;
  precipitationMm: number;
  tempMinC: number;
  tempMaxC: number;
  tempMeanC: number;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * The mean of each calendar month over a series, January first, with 1 decimal as the series gives
 * its months. A calendar month the series lacks is left out.
 */
export function monthlyNormals(months: readonly WeatherMonth[]): MonthlyNormal[] {
  return Array.from({ length: 12 }, (_, index) => index + 1).flatMap((calendarMonth) => {
    const same = months.filter((entry) => Number(entry.month.slice(5, 7)) === calendarMonth);
    if (same.length === 0) return [];
    return [
      {
        calendarMonth,
        years: same.length,
        precipitationMm: round1(mean(same.map((entry) => entry.precipitationMm))),
        tempMinC: round1(mean(same.map((entry) => entry.tempMinC))),
        tempMaxC: round1(mean(same.map((entry) => entry.tempMaxC))),
        tempMeanC: round1(mean(same.map((entry) => entry.tempMeanC))),
      },
    ];
  });
}

/**
 * The usual precipitation of the quarter of `date` (that month and the two before it, spec section 9):
 * the sum of the normals of those three calendar months, in mm. Null when a normal is missing.
 */
export function quarterNormalPrecipitation(normals: readonly MonthlyNormal[], date: string): number | null {
  const byMonth = new Map(normals.map((normal) => [normal.calendarMonth, normal.precipitationMm]));
  const quarter = monthsUpTo(date, 3).map((month) => byMonth.get(Number(month.slice(5, 7))));
  if (quarter.some((value) => value === undefined)) return null;
  return round1(quarter.reduce((sum: number, value) => sum + (value ?? 0), 0));
}

/** The precipitation of one year, in mm. */
export interface YearPrecipitation {
  year: number;
  precipitationMm: number;
}

/**
 * The precipitation of each of `years` (e.g. `climateSeriesYears(today)`), oldest first. A year the
 * series does not hold whole (12 months) is left out, since its sum would understate it.
 */
export function yearlyPrecipitation(
  months: readonly WeatherMonth[],
  years: readonly number[],
): YearPrecipitation[] {
  return years.flatMap((year) => {
    const ofYear = months.filter((entry) => entry.month.startsWith(`${year}-`));
    if (ofYear.length !== 12) return [];
    return [{ year, precipitationMm: round1(ofYear.reduce((sum, entry) => sum + entry.precipitationMm, 0)) }];
  });
}

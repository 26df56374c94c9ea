import { describe, expect, it } from 'vitest';

import {
  aridityClass,
  aridityIndex,
  climateSeriesRange,
  climateSeriesYears,
  lastTwelveMonths,
} from './climate';
import { monthsUpTo } from './periods';

/** The 12 months of 2025, each with the same rain and ET0 (mm), so a year adds up to 12 times them. */
function year2025(precipitationMm: number, et0Mm: number) {
  return monthsUpTo('2025-12-31', 12).map((month) => ({ month, precipitationMm, et0Mm }));
}

describe('climate series: from 1980 to last year', () => {
  it('on 2026-11-26 runs from 1980 to 2025', () => {
    const years = climateSeriesYears('2026-11-26');
    expect(years[0]).toBe(1980);
    expect(years.at(-1)).toBe(2025);
    expect(years).toHaveLength(46);
    expect(climateSeriesRange('2026-11-26')).toEqual({ from: '1980-01-01', to: '2025-12-31' });
  });

  it('leaves the current year out even on its last day, and takes it in on 1 January', () => {
    expect(climateSeriesYears('2025-12-31').at(-1)).toBe(2024);
    expect(climateSeriesYears('2026-01-01').at(-1)).toBe(2025);
  });

  it('in 1981 holds 1980 alone; before that there is no whole year', () => {
    expect(climateSeriesYears('1981-01-01')).toEqual([1980]);
    expect(() => climateSeriesYears('1980-06-30')).toThrow(RangeError);
  });
});

describe('the last 12 months of a series', () => {
  const series = monthsUpTo('2025-12-31', 24).map((month) => ({ month, precipitationMm: 1, et0Mm: 1 }));

  it('are the month of the date and the 11 before it, across the new year', () => {
    const window = lastTwelveMonths(series, '2025-03-10');
    expect(window?.map((entry) => entry.month)).toEqual(monthsUpTo('2025-03-10', 12));
    expect(window?.[0]?.month).toBe('2024-04');
    expect(window?.at(-1)?.month).toBe('2025-03');
  });

  it('are missing when a month has no data', () => {
    expect(lastTwelveMonths(series, '2026-01-31')).toBeNull();
    expect(lastTwelveMonths(series.slice(1), '2024-12-31')).toBeNull();
  });
});

describe('aridity index over the last 12 months', () => {
  it('is the year’s precipitation over its potential evapotranspiration', () => {
    expect(aridityIndex(year2025(100, 125), '2025-12-31')).toBe(0.8);
  });

  it('reads only the 12 months up to the date', () => {
    const wetYearBefore = monthsUpTo('2024-12-31', 12).map((month) => ({
      month,
      precipitationMm: 500,
      et0Mm: 100,
    }));
    const series = [...wetYearBefore, ...year2025(50, 100)];
    expect(aridityIndex(series, '2025-12-31')).toBe(0.5);
    expect(aridityIndex(series, '2024-12-31')).toBe(5);
    // June 2024 to May 2025: 7 wet months and 5 dry ones.
    expect(aridityIndex(series, '2025-05-20')).toBeCloseTo((7 * 500 + 5 * 50) / (12 * 100), 12);
  });

  it('has no value with a month missing or without any evaporative demand', () => {
    expect(aridityIndex(year2025(100, 100).slice(0, 11), '2025-12-31')).toBeNull();
    expect(aridityIndex(year2025(100, 0), '2025-12-31')).toBeNull();
  });
});

describe('aridity classes', () => {
  it('a dry year (P/PET below 2/3) is semi-arid, even a desert one', () => {
    expect(aridityClass(0.66)).toBe('semiArid');
    expect(aridityClass(0)).toBe('semiArid');
  });

  it('2/3 is dry sub-humid: rain two thirds of the demand, 200 mm against 300 mm', () => {
    expect(aridityClass(2 / 3)).toBe('drySubHumid');
    expect(aridityClass(aridityIndex(year2025(200, 300), '2025-12-31') ?? Number.NaN)).toBe('drySubHumid');
    expect(aridityClass(0.99)).toBe('drySubHumid');
  });

  it('1 is sub-humid: rain meets the demand', () => {
    expect(aridityClass(1)).toBe('subHumid');
    expect(aridityClass(1.19)).toBe('subHumid');
  });

  it('1.2 is humid', () => {
    expect(aridityClass(1.2)).toBe('humid');
    expect(aridityClass(aridityIndex(year2025(120, 100), '2025-12-31') ?? Number.NaN)).toBe('humid');
    expect(aridityClass(1.99)).toBe('humid');
  });

  it('2 is hyper-humid: twice the demand, and anything wetter', () => {
    expect(aridityClass(2)).toBe('hyperHumid');
    expect(aridityClass(7.5)).toBe('hyperHumid');
  });

  it('refuses an index below 0 or one that is not a number', () => {
    expect(() => aridityClass(-0.1)).toThrow(RangeError);
    expect(() => aridityClass(Number.NaN)).toThrow(RangeError);
  });
});

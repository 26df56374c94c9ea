import { describe, expect, it } from 'vitest';

import { monthlyNormals, quarterNormalPrecipitation, yearlyPrecipitation } from './normals';
import type { WeatherMonth } from './schemas';

/** A month of a series with the given rain (mm) and mean temperature (°C). */
function month(isoMonth: string, precipitationMm: number, tempMeanC = 22): WeatherMonth {
  return {
    month: isoMonth,
    days: 30,
    rainyDays: 10,
    precipitationMm,
    et0Mm: 120,
    tempMinC: tempMeanC - 5,
    tempMaxC: tempMeanC + 5,
    tempMeanC,
  };
}

/** Two whole years: every month of 2024 with 100 mm, of 2025 with 200 mm; January 20 °C, the rest 24 °C. */
const twoYears = [2024, 2025].flatMap((year) =>
  Array.from({ length: 12 }, (_, index) =>
    month(`${year}-${String(index + 1).padStart(2, '0')}`, year === 2024 ? 100 : 200, index === 0 ? 20 : 24),
  ),
);

describe('monthly normals', () => {
  it('averages each calendar month over the years, January first', () => {
    const normals = monthlyNormals(twoYears);
    expect(normals).toHaveLength(12);
    expect(normals[0]).toEqual({
      calendarMonth: 1,
      years: 2,
      precipitationMm: 150,
      tempMinC: 15,
      tempMaxC: 25,
      tempMeanC: 20,
    });
    expect(normals[11]?.tempMeanC).toBe(24);
  });

  it('leaves out a calendar month the series lacks', () => {
    const normals = monthlyNormals([month('2025-03', 80), month('2024-03', 60)]);
    expect(normals).toEqual([expect.objectContaining({ calendarMonth: 3, precipitationMm: 70, years: 2 })]);
  });
});

describe('the usual precipitation of a quarter', () => {
  it('adds the normals of the month and the two before it, across a year end', () => {
    const normals = monthlyNormals([month('2025-11', 150), month('2025-12', 250), month('2025-01', 300)]);
    expect(quarterNormalPrecipitation(normals, '2026-01-15')).toBe(700);
  });

  it('is null when one of the three months has no normal', () => {
    const normals = monthlyNormals([month('2025-11', 150), month('2025-12', 250)]);
    expect(quarterNormalPrecipitation(normals, '2026-01-15')).toBeNull();
  });
});

describe('yearly precipitation', () => {
  it('sums each whole year asked for and leaves out a year without its 12 months', () => {
    const partial = [...twoYears, month('2026-01', 300)];
    expect(yearlyPrecipitation(partial, [2024, 2025, 2026])).toEqual([
      { year: 2024, precipitationMm: 1200 },
      { year: 2025, precipitationMm: 2400 },
    ]);
  });
});

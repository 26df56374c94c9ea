import { describe, expect, it } from 'vitest';

import { closedQuarters, periodInYear, readPeriod, reportYears } from './report-periods';

const lastClosed = { year: 2026, quarter: 3 } as const;

describe('report periods', () => {
  it('offers five years, newest first, and only the closed quarters of the last one', () => {
    expect(reportYears(lastClosed)).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(closedQuarters(2026, lastClosed)).toEqual([1, 2, 3]);
    expect(closedQuarters(2025, lastClosed)).toEqual([1, 2, 3, 4]);
  });

  it('reads the period of a link, as the home popup writes it', () => {
    expect(readPeriod('2025', '4', lastClosed)).toEqual({ year: 2025, quarter: 4 });
  });

  it('falls back to the last closed quarter for a quarter not closed yet or not offered', () => {
    expect(readPeriod('2026', '4', lastClosed)).toEqual(lastClosed);
    expect(readPeriod('2019', '1', lastClosed)).toEqual(lastClosed);
    expect(readPeriod(null, null, lastClosed)).toEqual(lastClosed);
    expect(readPeriod('2025', 'x', lastClosed)).toEqual(lastClosed);
  });

  it('keeps the quarter when the year changes, unless it has not closed in the new year', () => {
    expect(periodInYear({ year: 2026, quarter: 2 }, 2024, lastClosed)).toEqual({ year: 2024, quarter: 2 });
    expect(periodInYear({ year: 2025, quarter: 4 }, 2026, lastClosed)).toEqual({ year: 2026, quarter: 3 });
  });
});

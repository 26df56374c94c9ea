import { describe, expect, it } from 'vitest';

import { lastClosedQuarter } from './quarters';

describe('lastClosedQuarter', () => {
  it('is the quarter before the one of today', () => {
    expect(lastClosedQuarter(new Date(2026, 10, 26))).toEqual({ year: 2026, quarter: 3 });
    expect(lastClosedQuarter(new Date(2026, 3, 1))).toEqual({ year: 2026, quarter: 1 });
    expect(lastClosedQuarter(new Date(2026, 2, 31))).toEqual({ year: 2025, quarter: 4 });
  });

  it('goes back a year in January', () => {
    expect(lastClosedQuarter(new Date(2027, 0, 1))).toEqual({ year: 2026, quarter: 4 });
  });
});

import { describe, expect, it } from 'vitest';

import { defaultPeriod, readPeriod } from './cost-summary-period';

const today = new Date(2026, 10, 26);

describe('the period of the cost summary', () => {
  it('covers the last twelve whole months to today by default', () => {
    expect(defaultPeriod(today)).toEqual({ from: '2025-12-01', to: '2026-11-26' });
  });

  it('crosses the year back in January', () => {
    expect(defaultPeriod(new Date(2026, 0, 15))).toEqual({ from: '2025-02-01', to: '2026-01-15' });
  });

  it('keeps the dates of the address and replaces the ones that are not dates', () => {
    expect(readPeriod('2024-03-01', '2024-06-30', today)).toEqual({ from: '2024-03-01', to: '2024-06-30' });
    expect(readPeriod('março', null, today)).toEqual({ from: '2025-12-01', to: '2026-11-26' });
    expect(readPeriod('2024-02-31', '2024-13-45', today)).toEqual({ from: '2025-12-01', to: '2026-11-26' });
  });
});

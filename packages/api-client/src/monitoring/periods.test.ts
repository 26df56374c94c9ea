import { describe, expect, it } from 'vitest';

import { addMonths, monthsUpTo, parseIsoDate, quarterOf } from './periods';

describe('the quarter of a date: that month and the two before it', () => {
  it('2026-11-26 reaches from 1 September to 30 November 2026', () => {
    expect(quarterOf('2026-11-26')).toEqual({ from: '2026-09-01', to: '2026-11-30' });
  });

  it('January reaches back to November of the previous year', () => {
    expect(quarterOf('2026-01-15')).toEqual({ from: '2025-11-01', to: '2026-01-31' });
  });

  it('February reaches back to December of the previous year', () => {
    expect(quarterOf('2026-02-01')).toEqual({ from: '2025-12-01', to: '2026-02-28' });
  });

  it('ends on 29 February in a leap year', () => {
    expect(quarterOf('2024-02-10')).toEqual({ from: '2023-12-01', to: '2024-02-29' });
  });

  it('is the same for the first and the last day of a month', () => {
    expect(quarterOf('2026-03-01')).toEqual(quarterOf('2026-03-31'));
    expect(quarterOf('2026-03-31')).toEqual({ from: '2026-01-01', to: '2026-03-31' });
  });

  it('refuses a date that is not an ISO calendar date', () => {
    expect(() => quarterOf('2026-02-30')).toThrow(RangeError);
    expect(() => quarterOf('26/11/2026')).toThrow(RangeError);
    expect(() => quarterOf('2026-11-26T10:00:00Z')).toThrow(RangeError);
  });
});

describe('months up to a date', () => {
  it('lists the month of the date and the ones before it, oldest first, across the new year', () => {
    expect(monthsUpTo('2026-02-10', 3)).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(monthsUpTo('2025-12-31', 12)).toEqual([
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
    ]);
  });
});

describe('adding calendar months', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2025-01-15', 3)).toBe('2025-04-15');
    expect(addMonths('2025-11-15', 3)).toBe('2026-02-15');
    expect(addMonths('2026-02-15', -3)).toBe('2025-11-15');
  });

  it('falls on the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
  });
});

describe('reading an ISO date', () => {
  it('knows leap years by the Gregorian rule', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(() => parseIsoDate('1900-02-29')).toThrow(RangeError);
    expect(() => parseIsoDate('2025-02-29')).toThrow(RangeError);
  });

  it('refuses month 13 and day 0', () => {
    expect(() => parseIsoDate('2025-13-01')).toThrow(RangeError);
    expect(() => parseIsoDate('2025-04-00')).toThrow(RangeError);
    expect(() => parseIsoDate('2025-04-31')).toThrow(RangeError);
  });
});

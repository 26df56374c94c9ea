import { describe, expect, it } from 'vitest';

import { hasDamageEstimate, hasPerformanceFigures } from './stand-age';

describe('performance figures: forests older than 3 months', () => {
  it('a stand exactly 3 months old has none yet', () => {
    expect(hasPerformanceFigures('2025-01-15', '2025-04-15')).toBe(false);
  });

  it('has them from the next day', () => {
    expect(hasPerformanceFigures('2025-01-15', '2025-04-16')).toBe(true);
  });

  it('counts calendar months: planted on 30 November, 3 months old on 28 February', () => {
    expect(hasPerformanceFigures('2024-11-30', '2025-02-28')).toBe(false);
    expect(hasPerformanceFigures('2024-11-30', '2025-03-01')).toBe(true);
  });

  it('a figure dated before the planting has none', () => {
    expect(hasPerformanceFigures('2025-01-15', '2024-12-01')).toBe(false);
  });
});

describe('damage estimates: forests older than 2 years', () => {
  it('not on the second anniversary', () => {
    expect(hasDamageEstimate('2023-06-10', '2025-06-10')).toBe(false);
  });

  it('from the day after it', () => {
    expect(hasDamageEstimate('2023-06-10', '2025-06-11')).toBe(true);
  });

  it('a stand of 23 months has performance figures but no damage estimate', () => {
    expect(hasPerformanceFigures('2023-06-10', '2025-05-10')).toBe(true);
    expect(hasDamageEstimate('2023-06-10', '2025-05-10')).toBe(false);
  });

  it('planted on 29 February, turns 2 on 28 February', () => {
    expect(hasDamageEstimate('2024-02-29', '2026-02-28')).toBe(false);
    expect(hasDamageEstimate('2024-02-29', '2026-03-01')).toBe(true);
  });

  it('refuses dates that are not ISO calendar dates', () => {
    expect(() => hasDamageEstimate('2023-06-10', '10/06/2025')).toThrow(RangeError);
    expect(() => hasPerformanceFigures('2023-02-30', '2025-06-10')).toThrow(RangeError);
  });
});

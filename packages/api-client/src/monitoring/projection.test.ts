import { describe, expect, it } from 'vitest';

import { percentile, projectIma } from './projection';

// Expected values are numpy's: numpy.percentile(sample, p), whose default method is 'linear'.
describe('percentile, by linear interpolation between the closest ranks', () => {
  const oneToTen = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it('matches numpy on 1 to 10: P10 1.9, median 5.5, P90 9.1', () => {
    expect(percentile(oneToTen, 10)).toBeCloseTo(1.9, 12);
    expect(percentile(oneToTen, 50)).toBe(5.5);
    expect(percentile(oneToTen, 90)).toBeCloseTo(9.1, 12);
  });

  it('matches numpy on an uneven sample: P10 17, P40 29, median 35, P90 46', () => {
    const sample = [15, 20, 35, 40, 50];
    expect(percentile(sample, 10)).toBeCloseTo(17, 12);
    expect(percentile(sample, 40)).toBeCloseTo(29, 12);
    expect(percentile(sample, 50)).toBe(35);
    expect(percentile(sample, 90)).toBeCloseTo(46, 12);
  });

  it('lands exactly on a value when the rank is whole', () => {
    expect(percentile([10, 20, 30, 40, 50], 25)).toBe(20);
  });

  it('P0 is the minimum and P100 the maximum', () => {
    expect(percentile([4, 9, 1], 0)).toBe(1);
    expect(percentile([4, 9, 1], 100)).toBe(9);
  });

  it('sorts unsorted input without changing it', () => {
    const sample = [3, 1, 2];
    expect(percentile(sample, 10)).toBeCloseTo(1.2, 12);
    expect(percentile(sample, 50)).toBe(2);
    expect(percentile(sample, 90)).toBeCloseTo(2.8, 12);
    expect(sample).toEqual([3, 1, 2]);
  });

  it('a single value is every percentile', () => {
    expect(percentile([7], 10)).toBe(7);
    expect(percentile([7], 90)).toBe(7);
  });

  it('refuses an empty sample, a value that is not finite and a percentile outside 0 to 100', () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1, Number.NaN], 50)).toThrow(RangeError);
    expect(() => percentile([1, Number.POSITIVE_INFINITY], 50)).toThrow(RangeError);
    expect(() => percentile([1, 2], -1)).toThrow(RangeError);
    expect(() => percentile([1, 2], 101)).toThrow(RangeError);
    expect(() => percentile([1, 2], Number.NaN)).toThrow(RangeError);
  });
});

describe('projected IMA', () => {
  it('pessimistic is P10, likely the median, optimistic P90, and the 80% range runs from P10 to P90', () => {
    // Simulated IMA values (m³/ha/year), in no particular order; numpy gives 19.19, 23.2 and 26.58.
    const projection = projectIma([24.9, 18.2, 27.3, 21.5]);
    expect(projection?.pessimistic).toBeCloseTo(19.19, 12);
    expect(projection?.likely).toBeCloseTo(23.2, 12);
    expect(projection?.optimistic).toBeCloseTo(26.58, 12);
    expect(projection?.range80).toEqual([projection?.pessimistic, projection?.optimistic]);
  });

  it('the scenarios never cross: pessimistic ≤ likely ≤ optimistic', () => {
    const projection = projectIma([31, 12, 25, 25, 40, 8, 19]);
    expect(projection).not.toBeNull();
    if (!projection) return;
    expect(projection.pessimistic).toBeLessThanOrEqual(projection.likely);
    expect(projection.likely).toBeLessThanOrEqual(projection.optimistic);
  });

  it('one value gives one figure in every scenario and a range of no width', () => {
    expect(projectIma([22.4])).toEqual({
      pessimistic: 22.4,
      likely: 22.4,
      optimistic: 22.4,
      range80: [22.4, 22.4],
    });
  });

  it('a stand without any value has no projection', () => {
    expect(projectIma([])).toBeNull();
  });
});

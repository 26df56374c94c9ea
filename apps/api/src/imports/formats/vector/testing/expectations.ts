import { expect } from 'vitest';

import type { LonLat } from '../vector-read';

/** Within 1e-6° (about 10 cm) of the expected longitude and latitude. */
export function expectLonLat(actual: readonly number[] | undefined, expected: LonLat): void {
  expect(actual).toHaveLength(2);
  expect(actual?.[0]).toBeCloseTo(expected[0], 6);
  expect(actual?.[1]).toBeCloseTo(expected[1], 6);
}

/** Twice the ring's signed area (shoelace): positive when it runs counterclockwise, as RFC 7946 wants outer rings. */
export function signedArea(ring: readonly (readonly number[])[]): number {
  let sum = 0;
  for (let index = 1; index < ring.length; index++) {
    const [x0 = 0, y0 = 0] = ring[index - 1] ?? [];
    const [x1 = 0, y1 = 0] = ring[index] ?? [];
    sum += x0 * y1 - x1 * y0;
  }
  return sum;
}

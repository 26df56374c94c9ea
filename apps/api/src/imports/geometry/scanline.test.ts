import { describe, expect, it } from 'vitest';

import { boundaryPixels, rowCrossings } from './scanline';

const WINDOW = { col0: 0, row0: 0, cols: 4, rows: 4 };

describe('rowCrossings', () => {
  it('finds where each row centre crosses the edges, sorted', () => {
    // A triangle with corners (0, 0), (4, 0), (0, 4): row r's centre line crosses x = 0 and x = 4 − (r + 0.5).
    const crossings = rowCrossings([Float64Array.from([0, 0, 4, 0, 0, 4])], WINDOW);
    expect(Array.from(crossings.start)).toEqual([0, 2, 4, 6, 8]);
    expect(Array.from(crossings.xs)).toEqual([0, 3.5, 0, 2.5, 0, 1.5, 0, 0.5]);
  });

  it('counts a corner on a row centre once, with the edge that leaves it upwards', () => {
    // A diamond whose left and right corners sit on the centre line of row 1.
    const crossings = rowCrossings([Float64Array.from([2, 0, 3, 1.5, 2, 3, 1, 1.5])], WINDOW);
    expect(Array.from(crossings.xs.subarray(crossings.start[1], crossings.start[2]))).toEqual([1, 3]);
  });
});

describe('boundaryPixels', () => {
  it('finds no pixel for edges along pixel borders', () => {
    expect(Array.from(boundaryPixels([Float64Array.from([1, 1, 3, 1, 3, 3, 1, 3])], WINDOW))).toEqual([]);
  });

  it('finds each pixel a diagonal runs through once, as row · cols + column', () => {
    const keys = boundaryPixels([Float64Array.from([0, 0, 4, 4, 0, 4])], WINDOW);
    expect(Array.from(keys)).toEqual([0, 5, 10, 15]);
  });

  it('keeps to the window', () => {
    const keys = boundaryPixels([Float64Array.from([-2, 0.5, 9, 0.5, 9, 2, -2, 2])], {
      col0: 1,
      row0: 0,
      cols: 2,
      rows: 4,
    });
    // Rows 0 and 1 hold horizontal edges at y = 0.5 and y = 2 (the latter on a border: none); sides lie outside.
    expect(Array.from(keys)).toEqual([0, 1]);
  });
});

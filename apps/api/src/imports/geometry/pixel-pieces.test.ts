import { describe, expect, it } from 'vitest';

import { piecesOfPixel } from './pixel-pieces';

// Rings as Sutherland–Hodgman leaves them clipped to pixel (2, 5): [2, 3] × [5, 6].
const WHOLE_PIXEL = [2, 5, 3, 5, 3, 6, 2, 6];

function pieces(rings: number[][], share: number): number[][][] | null {
  return (
    piecesOfPixel(
      rings.map((ring) => Float64Array.from(ring)),
      share,
      2,
      5,
    )?.map((polygon) => polygon.map((ring) => Array.from(ring))) ?? null
  );
}

describe('piecesOfPixel', () => {
  it('joins a pixel and the bite a hole takes from its border into one outline', () => {
    // The hole (clockwise) covers x 2.5…3.5, y 5.25…5.75: clipped, it runs along the pixel's right side.
    const hole = [2.5, 5.25, 2.5, 5.75, 3, 5.75, 3, 5.25];
    expect(pieces([WHOLE_PIXEL, hole], 1 - 0.25)).toEqual([
      [[3, 5.25, 2.5, 5.25, 2.5, 5.75, 3, 5.75, 3, 6, 2, 6, 2, 5, 3, 5]],
    ]);
  });

  it('keeps a hole inside the pixel as a hole of the whole pixel', () => {
    const hole = [2.25, 5.25, 2.25, 5.75, 2.75, 5.75, 2.75, 5.25];
    expect(pieces([hole], 0.75)).toEqual([[[2, 5, 3, 5, 3, 6, 2, 6], hole]]);
  });

  it('splits a pixel that two arms of a plot cross into two outlines', () => {
    // One clipped ring: up the left arm (x 2…2.25), along the top, down the right arm (x 2.75…3), seams along y = 6.
    const arms = [2, 5, 2.25, 5, 2.25, 6, 2.75, 6, 2.75, 5, 3, 5, 3, 6, 2, 6];
    expect(pieces([arms], 0.5)).toEqual([[[2.25, 5, 2.25, 6, 2, 6, 2, 5]], [[2.75, 6, 2.75, 5, 3, 5, 3, 6]]]);
  });

  it('gives up, for the caller to keep the clipped rings, when the pieces do not add up to the share', () => {
    expect(pieces([WHOLE_PIXEL], 0.5)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';

import { clipRingByLine, PointBuffer, twiceSignedArea } from './ring-clip';

/** Clips a ring to the square [x0, x0 + 1] × [y0, y0 + 1] and returns the points and signed area. */
function clipToSquare(ring: number[], x0: number, y0: number): { points: number[]; area: number } {
  const a = new PointBuffer();
  const b = new PointBuffer();
  const source = Float64Array.from(ring);
  clipRingByLine(source, 0, source.length / 2, 0, x0, true, a);
  clipRingByLine(a.points, 0, a.count, 0, x0 + 1, false, b);
  clipRingByLine(b.points, 0, b.count, 1, y0, true, a);
  clipRingByLine(a.points, 0, a.count, 1, y0 + 1, false, b);
  return {
    points: Array.from(b.points.subarray(0, b.count * 2)),
    area: twiceSignedArea(b.points, 0, b.count) / 2,
  };
}

describe('clipRingByLine', () => {
  it('keeps the side asked for and puts crossings exactly on the line', () => {
    const square = Float64Array.from([0, 0, 2, 0, 2, 2, 0, 2]);
    const out = new PointBuffer();
    clipRingByLine(square, 0, 4, 0, 0.5, false, out);
    expect(Array.from(out.points.subarray(0, out.count * 2))).toEqual([0, 0, 0.5, 0, 0.5, 2, 0, 2]);
  });

  it('gives the exact area of a concave ring inside a square, though the ring it returns runs along the border', () => {
    // A U open to the top: 3 wide, 3 high, its notch 1 wide and 2 deep. The unit square at (1, 1) is the notch.
    const u = [0, 0, 3, 0, 3, 3, 2, 3, 2, 1, 1, 1, 1, 3, 0, 3];
    expect(clipToSquare(u, 1, 1).area).toBe(0);
    // The square at (1.5, 0.5): the bottom bar's upper half across it (0.5), the right arm beside the notch (0.25).
    expect(clipToSquare(u, 1.5, 0.5).area).toBeCloseTo(0.5 + 0.25, 12);
  });

  it('keeps the winding of a hole, so that its area counts negative', () => {
    const clockwise = [0.25, 0.25, 0.25, 0.75, 0.75, 0.75, 0.75, 0.25];
    expect(clipToSquare(clockwise, 0, 0).area).toBeCloseTo(-0.25, 12);
    expect(clipToSquare(clockwise, 0.5, 0).area).toBeCloseTo(-0.125, 12);
  });

  it('leaves nothing of a ring beyond the line', () => {
    const out = new PointBuffer();
    clipRingByLine(Float64Array.from([5, 5, 6, 5, 6, 6]), 0, 3, 0, 1, false, out);
    expect(out.count).toBe(0);
  });
});

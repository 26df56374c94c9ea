/**
 * Sutherland–Hodgman clipping of polygon rings by axis-aligned lines, on interleaved x/y pairs in typed
 * arrays so that clipping thousands of boundary pixels allocates nothing. A ring clipped by a convex region
 * keeps, inside the region, the winding of the original (the segments it adds run along the region's
 * border), so the signed areas of a plot's clipped rings add up to the exact area of plot ∩ region even
 * for holes and concave outlines.
 */

/** Which coordinate a clipping line fixes: 0 for a vertical line x = bound, 1 for a horizontal one. */
export type Axis = 0 | 1;

/** A growable scratch buffer of interleaved x/y pairs. */
export class PointBuffer {
  points = new Float64Array(64);
  count = 0;

  /** Makes room for `count` points, keeping none. */
  reset(count: number): void {
    if (this.points.length < count * 2)
      this.points = new Float64Array(Math.max(count * 2, this.points.length * 2));
    this.count = 0;
  }

  push(x: number, y: number): void {
    const at = this.count * 2;
    this.points[at] = x;
    this.points[at + 1] = y;
    this.count++;
  }
}

/**
 * Keeps the part of the ring of `count` points at `points[offset…]` lying where coordinate `axis` is
 * ≥ `bound` (`keepAbove`) or ≤ `bound`; writes it to `out`. Crossing points get exactly `bound` on that axis,
 * so that neighbouring pixels share their cut edges exactly.
 */
export function clipRingByLine(
  points: Float64Array,
  offset: number,
  count: number,
  axis: Axis,
  bound: number,
  keepAbove: boolean,
  out: PointBuffer,
): void {
  // Each edge adds at most two points.
  out.reset(count * 2);
  if (count === 0) return;
  const other = 1 - axis;
  let previous = offset + (count - 1) * 2;
  let previousInside = keepAbove
    ? (points[previous + axis] as number) >= bound
    : (points[previous + axis] as number) <= bound;
  for (let i = 0; i < count; i++) {
    const current = offset + i * 2;
    const value = points[current + axis] as number;
    const inside = keepAbove ? value >= bound : value <= bound;
    if (inside !== previousInside) {
      const from = points[previous + axis] as number;
      const t = (bound - from) / (value - from);
      const otherFrom = points[previous + other] as number;
      const crossing = otherFrom + t * ((points[current + other] as number) - otherFrom);
      if (axis === 0) out.push(bound, crossing);
      else out.push(crossing, bound);
    }
    if (inside) out.push(points[current] as number, points[current + 1] as number);
    previous = current;
    previousInside = inside;
  }
}

/** Twice the signed area of the ring of `count` points at `points[offset…]` (shoelace; positive when x → y turns left). */
export function twiceSignedArea(points: Float64Array, offset: number, count: number): number {
  if (count < 3) return 0;
  // Relative to the first point: pixel coordinates of large rasters are big numbers whose products lose digits.
  const ox = points[offset] as number;
  const oy = points[offset + 1] as number;
  let twice = 0;
  let px = 0;
  let py = 0;
  for (let i = 1; i < count; i++) {
    const x = (points[offset + i * 2] as number) - ox;
    const y = (points[offset + i * 2 + 1] as number) - oy;
    twice += px * y - x * py;
    px = x;
    py = y;
  }
  return twice;
}

/** Reverses a ring of interleaved points in place. */
export function reverseRing(points: Float64Array): void {
  const count = points.length / 2;
  for (let i = 0, j = count - 1; i < j; i++, j--) {
    const x = points[i * 2] as number;
    const y = points[i * 2 + 1] as number;
    points[i * 2] = points[j * 2] as number;
    points[i * 2 + 1] = points[j * 2 + 1] as number;
    points[j * 2] = x;
    points[j * 2 + 1] = y;
  }
}

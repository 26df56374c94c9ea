import { twiceSignedArea } from './ring-clip';

/** A polygon of pixel space: its outer ring, then its holes, each as interleaved x/y pairs, not closed. */
export type PixelPolygon = Float64Array[];

/** A ring smaller than this share of a pixel is a sliver of rounding, not a piece. */
const SLIVER = 1e-9;
/** How far the pieces may miss the share the clipping measured (a few slivers) before they count as wrong. */
const AGREEMENT = 1e-8;

/**
 * Rebuilds the part of a plot inside pixel (col, row) as valid polygons — one per connected piece, holes
 * apart from their outer ring — from the plot's rings as Sutherland–Hodgman clipped them to the pixel.
 * Those rings may run along the pixel's border, where a hole or a second arm of the plot crosses it; the
 * stretches along the border are dropped, which leaves the chains of the plot's own edges inside the
 * pixel, and the chains are joined along the border the way Weiler and Atherton do: a chain leaving the
 * pixel continues counter-clockwise along the border (the plot's inside on its left) to the next chain
 * entering it. `share` is the pixel's share inside the plot, from the signed areas of the same rings.
 *
 * Returns null when the chains do not pair up (a plot touching itself on the pixel's border); the caller
 * then keeps the clipped rings as they are.
 */
export function piecesOfPixel(
  clipped: readonly Float64Array[],
  share: number,
  col: number,
  row: number,
): PixelPolygon[] | null {
  const chains: Float64Array[] = [];
  const loops: Float64Array[] = [];
  for (const ring of clipped) {
    if (!splitAtBorder(distinctPoints(ring), col, row, chains, loops)) return null;
  }
  const shells: Float64Array[] = [];
  const holes: Float64Array[] = [];
  for (const loop of loops) {
    const area = ringArea(loop);
    if (area > SLIVER) shells.push(loop);
    else if (area < -SLIVER) holes.push(loop);
  }
  if (chains.length === 0) {
    // No edge crosses the border, so all of it is inside or all outside; the areas tell which.
    if (share - totalArea([...shells, ...holes]) > 0.5) {
      shells.push(Float64Array.from([col, row, col + 1, row, col + 1, row + 1, col, row + 1]));
    }
  } else {
    const joined = joinAlongBorder(chains, col, row);
    if (!joined) return null;
    shells.push(...joined.filter((ring) => ringArea(ring) > SLIVER));
  }
  if (shells.length === 0 || Math.abs(totalArea([...shells, ...holes]) - share) > AGREEMENT) return null;
  return assignHoles(shells, holes);
}

/** Signed area of a ring, in pixels: positive for an outer ring, negative for a hole. */
function ringArea(ring: Float64Array): number {
  return twiceSignedArea(ring, 0, ring.length / 2) / 2;
}

function totalArea(rings: readonly Float64Array[]): number {
  return rings.reduce((sum, ring) => sum + ringArea(ring), 0);
}

/** The ring without a point repeated right after itself (clipping repeats corners that lie on a clip line). */
function distinctPoints(ring: Float64Array): Float64Array {
  const count = ring.length / 2;
  const kept: number[] = [];
  for (let i = 0; i < count; i++) {
    const x = ring[i * 2] as number;
    const y = ring[i * 2 + 1] as number;
    const previous = i === 0 ? count - 1 : i - 1;
    if (x === ring[previous * 2] && y === ring[previous * 2 + 1]) continue;
    kept.push(x, y);
  }
  return Float64Array.from(kept);
}

/** Position along the pixel's border, counter-clockwise from (col, row), 0 to 4; NaN off the border. */
function borderPosition(x: number, y: number, col: number, row: number): number {
  if (y === row) return x - col;
  if (x === col + 1) return 1 + (y - row);
  if (y === row + 1) return 2 + (col + 1 - x);
  if (x === col) return 3 + (row + 1 - y);
  return Number.NaN;
}

function onOneSide(x1: number, y1: number, x2: number, y2: number, col: number, row: number): boolean {
  return (
    (y1 === row && y2 === row) ||
    (y1 === row + 1 && y2 === row + 1) ||
    (x1 === col && x2 === col) ||
    (x1 === col + 1 && x2 === col + 1)
  );
}

/**
 * Cuts a clipped ring where it runs along the border: into chains that start and end on the border, or a
 * closed loop when it never does. False when a chain does not end on the border.
 */
function splitAtBorder(
  ring: Float64Array,
  col: number,
  row: number,
  chains: Float64Array[],
  loops: Float64Array[],
): boolean {
  const count = ring.length / 2;
  if (count < 3) return true;
  const along = (k: number) => {
    const next = (k + 1) % count;
    return onOneSide(
      ring[k * 2] as number,
      ring[k * 2 + 1] as number,
      ring[next * 2] as number,
      ring[next * 2 + 1] as number,
      col,
      row,
    );
  };
  let start = -1;
  for (let k = 0; k < count && start < 0; k++) if (along(k)) start = (k + 1) % count;
  if (start < 0) {
    loops.push(ring);
    return true;
  }
  let chain: number[] = [];
  const finish = () => {
    if (chain.length >= 4) {
      const ends = [chain[0], chain[1], chain[chain.length - 2], chain[chain.length - 1]] as number[];
      if (Number.isNaN(borderPosition(ends[0] as number, ends[1] as number, col, row))) return false;
      if (Number.isNaN(borderPosition(ends[2] as number, ends[3] as number, col, row))) return false;
      chains.push(Float64Array.from(chain));
    }
    chain = [];
    return true;
  };
  for (let step = 0; step < count; step++) {
    const k = (start + step) % count;
    if (along(k)) {
      if (!finish()) return false;
      continue;
    }
    const next = (k + 1) % count;
    if (chain.length === 0) chain.push(ring[k * 2] as number, ring[k * 2 + 1] as number);
    chain.push(ring[next * 2] as number, ring[next * 2 + 1] as number);
  }
  return finish();
}

/** Joins chains into closed rings along the border; null when they do not pair up. */
function joinAlongBorder(chains: readonly Float64Array[], col: number, row: number): Float64Array[] | null {
  const position = (chain: Float64Array, end: boolean) => {
    const at = end ? chain.length - 2 : 0;
    return borderPosition(chain[at] as number, chain[at + 1] as number, col, row);
  };
  const entries = chains.map((chain) => position(chain, false));
  const corners = [
    [col, row],
    [col + 1, row],
    [col + 1, row + 1],
    [col, row + 1],
  ] as const;
  const used = new Array<boolean>(chains.length).fill(false);
  const rings: Float64Array[] = [];
  for (let first = 0; first < chains.length; first++) {
    if (used[first]) continue;
    const points: number[] = [];
    let current = first;
    for (let guard = 0; ; guard++) {
      if (guard > chains.length) return null;
      used[current] = true;
      points.push(...(chains[current] as Float64Array));
      const exit = position(chains[current] as Float64Array, true);
      // The chain entering first counter-clockwise from the exit (an exit and entry at one point join there).
      let next = -1;
      let gap = Infinity;
      entries.forEach((entry, index) => {
        const distance = (entry - exit + 4) % 4;
        if (distance < gap) {
          gap = distance;
          next = index;
        }
      });
      // The corners passed on the way, in order.
      const passed = [0, 1, 2, 3]
        .map((corner) => ({ corner, distance: (corner - exit + 4) % 4 }))
        .filter(({ distance }) => distance > 0 && distance < gap)
        .sort((a, b) => a.distance - b.distance);
      for (const { corner } of passed) points.push(...(corners[corner] as readonly [number, number]));
      if (next === first) break;
      if (next < 0 || used[next]) return null;
      current = next;
    }
    rings.push(distinctPoints(Float64Array.from(points)));
  }
  return rings;
}

/** Each hole with the outer ring around it (the only one, nearly always). */
function assignHoles(shells: Float64Array[], holes: Float64Array[]): PixelPolygon[] {
  const polygons: PixelPolygon[] = shells.map((shell) => [shell]);
  for (const hole of holes) {
    const x = hole[0] as number;
    const y = hole[1] as number;
    const home =
      polygons.find(([shell]) => shells.length === 1 || insideRing(x, y, shell as Float64Array)) ??
      polygons[0];
    home?.push(hole);
  }
  return polygons;
}

function insideRing(x: number, y: number, ring: Float64Array): boolean {
  let inside = false;
  const count = ring.length / 2;
  for (let i = 0, j = count - 1; i < count; j = i++) {
    const xi = ring[i * 2] as number;
    const yi = ring[i * 2 + 1] as number;
    const xj = ring[j * 2] as number;
    const yj = ring[j * 2 + 1] as number;
    if (yi > y !== yj > y && x < xi + ((y - yi) * (xj - xi)) / (yj - yi)) inside = !inside;
  }
  return inside;
}

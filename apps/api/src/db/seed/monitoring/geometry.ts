import type { Random } from '../random';

/** A point in metres east and north of a local origin. */
export type Xy = [number, number];
/** [longitude, latitude] in WGS84. */
export type LonLat = [number, number];

const METRES_PER_DEGREE_LAT = 110_574;

/** An equirectangular projection around an origin: exact enough for farms of a few kilometres. */
export function localProjection(origin: LonLat) {
  const metresPerDegreeLon = 111_320 * Math.cos((origin[1] * Math.PI) / 180);
  return {
    toLonLat: ([x, y]: Xy): LonLat => [
      round6(origin[0] + x / metresPerDegreeLon),
      round6(origin[1] + y / METRES_PER_DEGREE_LAT),
    ],
  };
}

function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

/** Area of a simple polygon (shoelace), in the square units of its points. */
export function polygonArea(ring: readonly Xy[]): number {
  let twice = 0;
  for (let i = 0; i < ring.length; i++) {
    const [x1, y1] = ring[i] as Xy;
    const [x2, y2] = ring[(i + 1) % ring.length] as Xy;
    twice += x1 * y2 - x2 * y1;
  }
  return Math.abs(twice) / 2;
}

export function centroid(ring: readonly Xy[]): Xy {
  const sum = ring.reduce<Xy>((acc, [x, y]) => [acc[0] + x, acc[1] + y], [0, 0]);
  return [sum[0] / ring.length, sum[1] / ring.length];
}

/** Ray casting: is the point inside the polygon? */
export function contains(ring: readonly Xy[], [px, py]: Xy): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Xy;
    const [xj, yj] = ring[j] as Xy;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The outline of a plot inside its block of the farm's road grid: a quadrilateral whose corners move
 * inwards by up to 45 m, so neighbours never overlap, and now and then a corner cut off (a fifth vertex),
 * as plots follow roads, creeks and reserves. Counter-clockwise, as GeoJSON's right-hand rule wants.
 */
export function plotOutline(random: Random, x0: number, y0: number, width: number, height: number): Xy[] {
  const inset = () => random.between(8, 45);
  const sw: Xy = [x0 + inset(), y0 + inset()];
  const se: Xy = [x0 + width - inset(), y0 + inset()];
  const ne: Xy = [x0 + width - inset(), y0 + height - inset()];
  const nw: Xy = [x0 + inset(), y0 + height - inset()];
  if (random.next() < 0.3) {
    const cutX = random.between(0.15, 0.4) * width;
    const cutY = random.between(0.15, 0.4) * height;
    return [sw, se, [ne[0], ne[1] - cutY], [ne[0] - cutX, ne[1]], nw];
  }
  return [sw, se, ne, nw];
}

/** Centres of the square cells of `size` metres whose centre falls inside the polygon. */
export function gridCells(ring: readonly Xy[], size: number): Xy[] {
  const xs = ring.map(([x]) => x);
  const ys = ring.map(([, y]) => y);
  const cells: Xy[] = [];
  for (let y = Math.min(...ys) + size / 2; y < Math.max(...ys); y += size) {
    for (let x = Math.min(...xs) + size / 2; x < Math.max(...xs); x += size) {
      if (contains(ring, [x, y])) cells.push([x, y]);
    }
  }
  return cells;
}

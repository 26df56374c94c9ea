import { area } from '@turf/area';

import { polygonsOf, type PlotGeometry, type Position } from './geojson';

const SQUARE_METRES_PER_HECTARE = 10_000;

/** The plot's geodesic area, on the sphere @turf/area measures on, in hectares. */
export function plotAreaHa(geometry: PlotGeometry): number {
  return area(geometry) / SQUARE_METRES_PER_HECTARE;
}

/**
 * The centre of mass of the plot's surface (holes removed, parts weighed by area), as [lon, lat]. Planar
 * in degrees, which is exact enough for a plot of a few kilometres; coordinates are taken relative to the
 * first corner so that the products of large numbers do not lose precision. A shape with no area falls back
 * to the mean of its corners.
 */
export function plotCentroid(geometry: PlotGeometry): [number, number] {
  const rings = polygonsOf(geometry).flat();
  const origin = rings[0]?.[0];
  if (!origin) throw new Error('plotCentroid: the geometry has no positions');
  const [ox, oy] = origin as [number, number];
  let twiceArea = 0;
  let sumX = 0;
  let sumY = 0;
  for (const rings of polygonsOf(geometry)) {
    rings.forEach((ring, index) => {
      // Holes subtract whatever way the file winds them: orient each ring by its role.
      const ringSign = Math.sign(signedTwiceArea(ring, ox, oy)) * (index === 0 ? 1 : -1);
      for (let i = 0; i + 1 < ring.length; i++) {
        const [x1, y1] = relative(ring[i] as Position, ox, oy);
        const [x2, y2] = relative(ring[i + 1] as Position, ox, oy);
        const cross = (x1 * y2 - x2 * y1) * ringSign;
        twiceArea += cross;
        sumX += (x1 + x2) * cross;
        sumY += (y1 + y2) * cross;
      }
    });
  }
  if (twiceArea === 0) {
    const positions = rings.flat();
    const mean = (axis: 0 | 1) =>
      positions.reduce((sum, position) => sum + (position[axis] as number), 0) / positions.length;
    return [mean(0), mean(1)];
  }
  return [ox + sumX / (3 * twiceArea), oy + sumY / (3 * twiceArea)];
}

function relative(position: Position, ox: number, oy: number): [number, number] {
  return [(position[0] as number) - ox, (position[1] as number) - oy];
}

/** Twice the signed area of a closed ring (positive when counter-clockwise). */
function signedTwiceArea(ring: Position[], ox: number, oy: number): number {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = relative(ring[i] as Position, ox, oy);
    const [x2, y2] = relative(ring[i + 1] as Position, ox, oy);
    twice += x1 * y2 - x2 * y1;
  }
  return twice;
}

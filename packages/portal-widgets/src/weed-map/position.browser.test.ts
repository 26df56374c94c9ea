import { describe, expect, test } from 'vitest';

import { positionFeatures } from './position';

/** Metres between two WGS84 points (haversine, mean Earth radius). */
function metresBetween([lon1 = 0, lat1 = 0]: number[], [lon2 = 0, lat2 = 0]: number[]): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.sqrt(a));
}

describe('positionFeatures', () => {
  test('no position draws nothing', () => {
    expect(positionFeatures(null).features).toEqual([]);
  });

  test('the accuracy circle lies its radius away from the point, all round, far from the equator too', () => {
    const position = { lon: -48.8, lat: -22.6, accuracyM: 35 };
    const [circle, point] = positionFeatures(position).features;
    expect(point?.geometry).toEqual({ type: 'Point', coordinates: [-48.8, -22.6] });
    if (circle?.geometry.type !== 'Polygon') throw new Error('no accuracy circle');
    const ring = circle.geometry.coordinates[0] ?? [];
    expect(ring).toHaveLength(65);
    expect(ring[0]).toEqual(ring.at(-1));
    for (const corner of ring) {
      expect(metresBetween([position.lon, position.lat], corner)).toBeCloseTo(35, 0);
    }
  });
});

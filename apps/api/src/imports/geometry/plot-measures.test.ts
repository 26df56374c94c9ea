import { describe, expect, it } from 'vitest';

import type { PlotGeometry, Position } from './geojson';
import { plotAreaHa, plotCentroid } from './plot-measures';

/** A closed rectangle from (west, south) to (east, north). */
function rectangle(west: number, south: number, east: number, north: number): Position[] {
  return [
    [west, south],
    [east, south],
    [east, north],
    [west, north],
    [west, south],
  ];
}

describe('plotAreaHa', () => {
  it('measures a plot on the ellipsoid in hectares', () => {
    // 0.01° × 0.01° at the equator: about 1 113 m × 1 106 m on the sphere @turf/area uses.
    const plot: PlotGeometry = { type: 'Polygon', coordinates: [rectangle(0, 0, 0.01, 0.01)] };
    expect(plotAreaHa(plot)).toBeCloseTo(123.6, 1);
  });

  it('leaves out holes and adds up parts', () => {
    const whole = plotAreaHa({ type: 'Polygon', coordinates: [rectangle(0, 0, 0.01, 0.01)] });
    const holed: PlotGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [rectangle(0, 0, 0.01, 0.01), [...rectangle(0.004, 0.004, 0.006, 0.006)].reverse()],
        [rectangle(0.02, 0, 0.03, 0.01)],
      ],
    };
    expect(plotAreaHa(holed) / whole).toBeCloseTo(2 - 0.04, 6);
  });
});

describe('plotCentroid', () => {
  it('finds the middle of a rectangle', () => {
    const [lon, lat] = plotCentroid({
      type: 'Polygon',
      coordinates: [rectangle(-51.7, -20.8, -51.69, -20.79)],
    });
    expect(lon).toBeCloseTo(-51.695, 12);
    expect(lat).toBeCloseTo(-20.795, 12);
  });

  it('weighs by area: an L-shape leans towards its bigger arm, whatever way the rings are wound', () => {
    // Two 2 × 1 rectangles make the L of corners (0,0) (2,0) (2,1) (1,1) (1,2) (0,2): centre (5/6, 5/6).
    const ring: Position[] = [
      [0, 0],
      [0, 2],
      [1, 2],
      [1, 1],
      [2, 1],
      [2, 0],
      [0, 0],
    ];
    const [lon, lat] = plotCentroid({ type: 'Polygon', coordinates: [ring] });
    expect(lon).toBeCloseTo(5 / 6, 12);
    expect(lat).toBeCloseTo(5 / 6, 12);
  });

  it('takes holes out and parts in by their area', () => {
    // A 4 × 4 square with a 2 × 2 hole in its right half (centre (3, 2)): 16 − 4 = 12 units, centre x = (16·2 − 4·3) / 12.
    const withHole = plotCentroid({
      type: 'Polygon',
      coordinates: [rectangle(0, 0, 4, 4), rectangle(2, 1, 4, 3)],
    });
    expect(withHole[0]).toBeCloseTo(20 / 12, 12);
    expect(withHole[1]).toBeCloseTo(2, 12);
    // Parts of 1 and 3 units centred at x = 0.5 and x = 11.5.
    const parts = plotCentroid({
      type: 'MultiPolygon',
      coordinates: [[rectangle(0, 0, 1, 1)], [rectangle(10, 0, 13, 1)]],
    });
    expect(parts[0]).toBeCloseTo((0.5 + 3 * 11.5) / 4, 12);
  });
});

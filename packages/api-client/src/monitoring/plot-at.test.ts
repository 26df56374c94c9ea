import { describe, expect, it } from 'vitest';

import { plotAt, polygonContains } from './plot-at';
import type { PlotFeatureCollection, Polygon } from './schemas';

// Two plots side by side near Três Lagoas (WGS84), 0.01° wide; the first has a hole in its middle.
const WEST = -51.72;
const SOUTH = -20.81;
const square = (west: number, south: number, size: number): [number, number][] => [
  [west, south],
  [west + size, south],
  [west + size, south + size],
  [west, south + size],
  [west, south],
];
const withHole: Polygon = {
  type: 'Polygon',
  coordinates: [square(WEST, SOUTH, 0.01), square(WEST + 0.004, SOUTH + 0.004, 0.002)],
};
const neighbour: Polygon = { type: 'Polygon', coordinates: [square(WEST + 0.01, SOUTH, 0.01)] };

function plot(id: number, geometry: Polygon): PlotFeatureCollection['features'][number] {
  return {
    type: 'Feature',
    id,
    geometry,
    properties: {
      id,
      customerId: 2,
      gloc1: 'Fazenda Cachoeira Escura',
      gloc2: null,
      gloc3: `CES-00${id}`,
      gloc4: null,
      gloc5: null,
      name: `CES-00${id}`,
      areaHa: 100,
      plantingDate: '2020-01-15',
      seedYear: 2020,
      rotationStart: '2020-01-15',
      ageYears: 6.9,
      clone: 'AEC 144',
      spacing: '3x2',
      arrangement: 'retangular',
      cutAgeYears: 7,
    },
  };
}

const plots: PlotFeatureCollection = {
  type: 'FeatureCollection',
  features: [plot(1, withHole), plot(2, neighbour)],
};

describe('plotAt: the plot a position falls in', () => {
  it('finds the plot whose polygon holds the position', () => {
    expect(plotAt(plots, WEST + 0.001, SOUTH + 0.001)?.id).toBe(1);
    expect(plotAt(plots, WEST + 0.015, SOUTH + 0.005)?.id).toBe(2);
  });

  it('answers null in a hole of a plot (a reserve inside the stand)', () => {
    expect(plotAt(plots, WEST + 0.005, SOUTH + 0.005)).toBeNull();
  });

  it('answers null outside every plot', () => {
    expect(plotAt(plots, WEST - 0.001, SOUTH + 0.005)).toBeNull();
    expect(plotAt(plots, WEST + 0.005, SOUTH + 0.0101)).toBeNull();
    expect(plotAt({ type: 'FeatureCollection', features: [] }, WEST, SOUTH)).toBeNull();
  });

  it('counts a position on a plot border as in the plot, on every side (ray casting alone does not)', () => {
    expect(plotAt(plots, WEST, SOUTH + 0.005)?.id).toBe(1);
    expect(plotAt(plots, WEST + 0.005, SOUTH)?.id).toBe(1);
    expect(plotAt(plots, WEST + 0.005, SOUTH + 0.01)?.id).toBe(1);
    expect(plotAt(plots, WEST + 0.02, SOUTH + 0.005)?.id).toBe(2);
    expect(plotAt(plots, WEST, SOUTH)?.id).toBe(1);
  });

  it('gives a position on the border of two plots to the first of the collection', () => {
    expect(plotAt(plots, WEST + 0.01, SOUTH + 0.005)?.id).toBe(1);
  });

  it("counts a position on a hole's edge as in the plot", () => {
    expect(polygonContains(withHole, WEST + 0.004, SOUTH + 0.005)).toBe(true);
    expect(polygonContains(withHole, WEST + 0.0041, SOUTH + 0.005)).toBe(false);
  });
});

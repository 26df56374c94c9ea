import { describe, expect, it } from 'vitest';

import type { PlotGeometry, Position } from './geojson';
import { checkPlotGeometry, normalisePlotGeometry } from './plot-checks';

// A plot of about 100 × 100 m near Três Lagoas (MS).
const SQUARE: Position[] = [
  [-51.7, -20.8],
  [-51.699, -20.8],
  [-51.699, -20.799],
  [-51.7, -20.799],
  [-51.7, -20.8],
];

/** A small rectangle well inside SQUARE. */
function rectangleInsideSquare(): Position[] {
  return [
    [-51.6996, -20.7996],
    [-51.6994, -20.7996],
    [-51.6994, -20.7994],
    [-51.6996, -20.7994],
    [-51.6996, -20.7996],
  ];
}

function polygon(...rings: Position[][]): PlotGeometry {
  return { type: 'Polygon', coordinates: rings };
}

describe('checkPlotGeometry', () => {
  it('finds nothing wrong with a closed square', () => {
    expect(checkPlotGeometry(polygon(SQUARE), 3)).toEqual([]);
  });

  it('finds nothing wrong with a square with a hole, nor with two separate parts', () => {
    expect(checkPlotGeometry(polygon(SQUARE, [...rectangleInsideSquare()].reverse()), 1)).toEqual([]);
    const apart = SQUARE.map(([lon, lat]) => [(lon as number) + 0.01, lat as number]);
    expect(checkPlotGeometry({ type: 'MultiPolygon', coordinates: [[SQUARE], [apart]] }, 1)).toEqual([]);
  });

  it('reports a missing or empty shape', () => {
    const empty = [{ item: 4, field: null, code: 'geometry.empty' }];
    expect(checkPlotGeometry(null, 4)).toEqual(empty);
    expect(checkPlotGeometry(polygon(), 4)).toEqual(empty);
    expect(checkPlotGeometry({ type: 'MultiPolygon', coordinates: [[[]]] }, 4)).toEqual(empty);
  });

  it('reports corners all on one line as empty', () => {
    const line: Position[] = [
      [-51.7, -20.8],
      [-51.699, -20.8],
      [-51.698, -20.8],
      [-51.7, -20.8],
    ];
    expect(checkPlotGeometry(polygon(line), 1)).toEqual([{ item: 1, field: null, code: 'geometry.empty' }]);
  });

  it('reports a projected file read as degrees with the first position out of range', () => {
    const utm: Position[] = [
      [453_210.5, 7_699_870.2],
      [453_310.5, 7_699_870.2],
      [453_310.5, 7_699_970.2],
      [453_210.5, 7_699_870.2],
    ];
    expect(checkPlotGeometry(polygon(utm), 12)).toEqual([
      { item: 12, field: null, code: 'geometry.outOfRange', params: { x: 453_210.5, y: 7_699_870.2 } },
    ]);
  });

  it('reports a latitude beyond the pole even when the longitude fits', () => {
    const problems = checkPlotGeometry(
      polygon(SQUARE.map(([lon, lat]) => [lon as number, (lat as number) - 80])),
      2,
    );
    expect(problems).toEqual([
      { item: 2, field: null, code: 'geometry.outOfRange', params: { x: -51.7, y: -100.8 } },
    ]);
  });

  it('reports a ring with fewer than three distinct corners, with where it is', () => {
    const sliver: Position[] = [
      [-51.7, -20.8],
      [-51.699, -20.8],
      [-51.699, -20.8],
      [-51.7, -20.8],
    ];
    expect(checkPlotGeometry({ type: 'MultiPolygon', coordinates: [[SQUARE], [sliver]] }, 5)).toEqual([
      { item: 5, field: null, code: 'geometry.tooFewPoints', params: { part: 2, ring: 1, points: 2 } },
    ]);
  });

  it('reports a ring that does not end where it starts', () => {
    expect(checkPlotGeometry(polygon(SQUARE.slice(0, 4)), 6)).toEqual([
      { item: 6, field: null, code: 'geometry.notClosed', params: { part: 1, ring: 1 } },
    ]);
  });

  it('reports an outline crossing itself where it crosses', () => {
    // A bow tie: its diagonals cross at (−51.6995, −20.7995).
    const bowTie: Position[] = [
      [-51.7, -20.8],
      [-51.699, -20.799],
      [-51.699, -20.8],
      [-51.7, -20.799],
      [-51.7, -20.8],
    ];
    expect(checkPlotGeometry(polygon(bowTie), 8)).toEqual([
      { item: 8, field: null, code: 'geometry.selfIntersecting', params: { lon: -51.6995, lat: -20.7995 } },
    ]);
  });

  it('reports a hole that crosses the outer ring as self-intersecting', () => {
    const hole: Position[] = [
      [-51.6995, -20.7995],
      [-51.698, -20.7995],
      [-51.698, -20.7994],
      [-51.6995, -20.7994],
      [-51.6995, -20.7995],
    ];
    const [problem] = checkPlotGeometry(polygon(SQUARE, hole), 1);
    expect(problem?.code).toBe('geometry.selfIntersecting');
    expect(problem?.params).toEqual({ lon: -51.699, lat: -20.7994 });
  });

  it('reports as invalid an outline that doubles back on itself without crossing', () => {
    // Corners on a 2⁻¹⁰° grid, so that the three on one diagonal are exactly in line.
    const at = (x: number, y: number): Position => [-51.5 + x / 1024, -20.5 + y / 1024];
    const doublesBack = [at(3, 0), at(1, 2), at(2, 1), at(0, 3), at(2, 3), at(3, 0)];
    expect(checkPlotGeometry(polygon(doublesBack), 9)).toEqual([
      { item: 9, field: null, code: 'geometry.invalid' },
    ]);
  });

  it('takes corners repeated one after the other for what they are: harmless', () => {
    const repeated = [
      SQUARE[0],
      SQUARE[1],
      SQUARE[1],
      SQUARE[2],
      SQUARE[3],
      SQUARE[3],
      SQUARE[4],
    ] as Position[];
    expect(checkPlotGeometry(polygon(repeated), 1)).toEqual([]);
  });

  it('reports as invalid a hole outside its outer ring and a part inside another', () => {
    const outside = SQUARE.map(([lon, lat]) => [(lon as number) + 0.01, lat as number]);
    expect(checkPlotGeometry(polygon(SQUARE, [...outside].reverse()), 2)).toEqual([
      { item: 2, field: null, code: 'geometry.invalid' },
    ]);
    const inner = rectangleInsideSquare();
    expect(checkPlotGeometry({ type: 'MultiPolygon', coordinates: [[SQUARE], [inner]] }, 3)).toEqual([
      { item: 3, field: null, code: 'geometry.invalid' },
    ]);
  });

  it('reports coordinates that are not numbers as invalid', () => {
    const broken = [...SQUARE.slice(0, 2), [Number.NaN, -20.799], ...SQUARE.slice(3)];
    expect(checkPlotGeometry(polygon(broken), 10)).toEqual([
      { item: 10, field: null, code: 'geometry.invalid' },
    ]);
  });
});

describe('normalisePlotGeometry', () => {
  it('winds the outer ring counter-clockwise and holes clockwise, dropping altitudes', () => {
    const clockwise = [...SQUARE].reverse().map(([lon, lat]) => [lon as number, lat as number, 512]);
    const counterClockwiseHole = rectangleInsideSquare();
    const input = polygon(clockwise, counterClockwiseHole);
    const normalised = normalisePlotGeometry(input);

    expect(normalised).toEqual(polygon(SQUARE, [...counterClockwiseHole].reverse()));
    expect(input.coordinates[0]?.[0]).toEqual([-51.7, -20.8, 512]);
  });

  it('winds each part of a MultiPolygon', () => {
    const normalised = normalisePlotGeometry({
      type: 'MultiPolygon',
      coordinates: [[[...SQUARE].reverse()]],
    });
    expect(normalised).toEqual({ type: 'MultiPolygon', coordinates: [[SQUARE]] });
  });
});

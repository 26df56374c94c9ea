import { area } from '@turf/area';
import { booleanValid } from '@turf/boolean-valid';
import { intersect } from '@turf/intersect';
import { kinks } from '@turf/kinks';
import { describe, expect, it } from 'vitest';

import type { PlotGeometry, Position, Wgs84Polygon } from './geojson';
import { NODATA, rasterToPlots, type ClassificationRaster, type PlotCell } from './raster-to-plots';

// A north-up raster of 10 m pixels whose corner (0, 0) sits at the CRS origin: pixel (col, row) spans
// x = 10·col … 10·col + 10, y = −10·row − 10 … −10·row. Near the equator, so that the geodesic areas of the
// oracle match the planar ones to far better than the tolerance.
const TRANSFORM = [0, 10, 0, 0, 0, -10] as const;
const PIXEL_HA = 0.01;
const toWgs84 = (x: number, y: number): [number, number] => [x / 111_320, y / 110_574];

function raster(width: number, height: number, levels: number[] | number): ClassificationRaster {
  const values = typeof levels === 'number' ? new Array<number>(width * height).fill(levels) : levels;
  return { width, height, transform: TRANSFORM, levels: Uint8Array.from(values) };
}

/** A closed ring through the given CRS corners. */
function ring(...corners: [number, number][]): Position[] {
  return [...corners, corners[0] as [number, number]];
}

function polygon(...rings: Position[][]): PlotGeometry {
  return { type: 'Polygon', coordinates: rings };
}

/** The CRS square of pixel (col, row) in WGS 84. */
function pixelSquare(col: number, row: number): Wgs84Polygon {
  const corners: [number, number][] = [
    [col * 10, -row * 10 - 10],
    [col * 10 + 10, -row * 10 - 10],
    [col * 10 + 10, -row * 10],
    [col * 10, -row * 10],
  ];
  return {
    type: 'Polygon',
    coordinates: [ring(...corners).map(([x, y]) => toWgs84(x as number, y as number))],
  };
}

function toWgs84Geometry(geometry: PlotGeometry): PlotGeometry {
  const convert = (rings: Position[][]) =>
    rings.map((r) => r.map(([x, y]) => toWgs84(x as number, y as number)));
  return geometry.type === 'Polygon'
    ? { type: 'Polygon', coordinates: convert(geometry.coordinates) }
    : { type: 'MultiPolygon', coordinates: geometry.coordinates.map(convert) };
}

/** Pixel (col, row) of a cell, from its WGS 84 centre. */
function pixelOf(cell: PlotCell): [number, number] {
  return [Math.floor((cell.lon * 111_320) / 10), Math.floor((-cell.lat * 110_574) / 10)];
}

function oracleAreaHa(plot: PlotGeometry, col: number, row: number): number {
  const square = pixelSquare(col, row);
  const piece = intersect({
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', properties: {}, geometry: toWgs84Geometry(plot) },
      { type: 'Feature', properties: {}, geometry: square },
    ],
  });
  return piece ? (area(piece) / area(square)) * PIXEL_HA : 0;
}

function expectRelativelyClose(actual: number, expected: number, tolerance = 1e-6): void {
  expect(Math.abs(actual - expected)).toBeLessThanOrEqual(tolerance * Math.abs(expected));
}

describe('rasterToPlots', () => {
  it('counts the pixels a plot covers whole, by level, with no clipped outline', () => {
    // 4 × 4 pixels; the plot is the square of pixels (1, 1) … (2, 2).
    const levels = [0, 0, 0, 0, 0, 1, 2, 0, 0, 3, 1, 0, 0, 0, 0, 0];
    const plot = polygon(ring([10, -10], [30, -10], [30, -30], [10, -30]));
    const result = rasterToPlots(raster(4, 4, levels), [{ id: 7, geometry: plot }], toWgs84);

    const [levelsOfPlot] = result.plots;
    expect(levelsOfPlot?.plotId).toBe(7);
    expect(levelsOfPlot?.areaHaByLevel[1]).toBeCloseTo(0.02, 12);
    expect(levelsOfPlot?.areaHaByLevel[2]).toBeCloseTo(0.01, 12);
    expect(levelsOfPlot?.areaHaByLevel[3]).toBeCloseTo(0.01, 12);
    expect(levelsOfPlot?.monitoredHa).toBeCloseTo(0.04, 12);
    expect(levelsOfPlot?.cells.map(pixelOf)).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
      [2, 2],
    ]);
    expect(levelsOfPlot?.cells.map((cell) => cell.level)).toEqual([1, 2, 3, 1]);
    expect(levelsOfPlot?.cells.every((cell) => cell.clipped === undefined && cell.areaHa === PIXEL_HA)).toBe(
      true,
    );
    expect(result.pixelsInPlots).toBe(4);
    expect(result.pixelsOutsidePlots).toBe(12);
  });

  it('puts each cell at its pixel centre in WGS 84', () => {
    const plot = polygon(ring([10, -10], [20, -10], [20, -20], [10, -20]));
    const [cell] = rasterToPlots(raster(3, 3, 2), [{ id: 1, geometry: plot }], toWgs84).plots[0]?.cells ?? [];
    expect(cell?.lon).toBeCloseTo(15 / 111_320, 15);
    expect(cell?.lat).toBeCloseTo(-15 / 110_574, 15);
  });

  it('clips the pixels a triangle cuts to the areas @turf/intersect finds, each piece inside the plot', () => {
    const plot = polygon(ring([3, -2], [47, -9], [21, -38]));
    const [result] = rasterToPlots(raster(5, 4, 1), [{ id: 1, geometry: plot }], toWgs84).plots;
    const cells = result?.cells ?? [];

    // Shoelace of the triangle: 729 m².
    expect(result?.monitoredHa).toBeCloseTo(0.0729, 12);
    expect(result?.planarAreaHa).toBeCloseTo(0.0729, 12);
    expect(result?.areaHaByLevel[1]).toBeCloseTo(0.0729, 12);
    expect(cells).toHaveLength(15);
    expect(cells.filter((cell) => cell.clipped === undefined).map(pixelOf)).toEqual([[2, 1]]);
    const plotInWgs84 = toWgs84Geometry(plot);
    for (const cell of cells) {
      const [col, row] = pixelOf(cell);
      expectRelativelyClose(cell.areaHa, oracleAreaHa(plot, col, row));
      if (!cell.clipped) continue;
      const clippedArea = area(cell.clipped);
      expectRelativelyClose(clippedArea / area(pixelSquare(col, row)), cell.areaHa / PIXEL_HA);
      expect(liesWithin(cell.clipped, plotInWgs84)).toBe(true);
    }
  });

  it('winds clipped outlines as RFC 7946 wants: outer rings counter-clockwise', () => {
    const plot = polygon(ring([3, -2], [47, -9], [21, -38]));
    const cells = rasterToPlots(raster(5, 4, 1), [{ id: 1, geometry: plot }], toWgs84).plots[0]?.cells ?? [];
    const clipped = cells.flatMap((cell) => (cell.clipped ? [cell.clipped] : []));
    expect(clipped.length).toBe(14);
    for (const outline of clipped) expect(signedArea(outline.coordinates[0] ?? [])).toBeGreaterThan(0);
  });

  it('leaves out a hole, clipping the pixels its edge cuts', () => {
    // A 50 m square with a 15 m square hole from (12, −12) to (27, −27).
    const plot = polygon(
      ring([0, 0], [50, 0], [50, -50], [0, -50]),
      ring([12, -12], [12, -27], [27, -27], [27, -12]),
    );
    const [result] = rasterToPlots(raster(5, 5, 1), [{ id: 1, geometry: plot }], toWgs84).plots;
    const cells = result?.cells ?? [];

    expect(result?.monitoredHa).toBeCloseTo((2500 - 225) / 10_000, 12);
    expect(result?.planarAreaHa).toBeCloseTo((2500 - 225) / 10_000, 12);
    const areaAt = (col: number, row: number) =>
      cells
        .filter((cell) => pixelOf(cell)[0] === col && pixelOf(cell)[1] === row)
        .reduce((sum, c) => sum + c.areaHa, 0);
    // The hole takes 8 × 8 m of pixel (1, 1), 8 × 7 m of (2, 1), 7 × 7 m of (2, 2).
    expect(areaAt(1, 1)).toBeCloseTo(0.0036, 12);
    expect(areaAt(2, 1)).toBeCloseTo(0.0044, 12);
    expect(areaAt(2, 2)).toBeCloseTo(0.0051, 12);
    expect(areaAt(0, 0)).toBeCloseTo(PIXEL_HA, 12);
    expect(cells).toHaveLength(25);
    for (const cell of cells) {
      const [col, row] = pixelOf(cell);
      expectRelativelyClose(cell.areaHa, oracleAreaHa(plot, col, row));
      if (cell.clipped) expect(liesWithin(cell.clipped, toWgs84Geometry(plot))).toBe(true);
    }
    // Where the hole's edge crosses a pixel, the pixel's piece is one ring around it, not a hole touching it.
    const holePixels = cells.filter(
      (cell) => [1, 2].includes(pixelOf(cell)[0]) && [1, 2].includes(pixelOf(cell)[1]),
    );
    expect(holePixels.map((cell) => cell.clipped?.coordinates.length)).toEqual([1, 1, 1, 1]);
    for (const cell of cells) if (cell.clipped) expectValid(cell.clipped);
  });

  it('keeps a hole that lies inside one pixel as the hole of that cell', () => {
    const plot = polygon(
      ring([0, 0], [20, 0], [20, -10], [0, -10]),
      ring([12, -2], [12, -6], [16, -6], [16, -2]),
    );
    const cells = rasterToPlots(raster(2, 1, 3), [{ id: 1, geometry: plot }], toWgs84).plots[0]?.cells ?? [];
    const [whole, holed] = cells;
    expect(whole?.clipped).toBeUndefined();
    expect(holed?.areaHa).toBeCloseTo(0.0084, 12);
    expect(holed?.clipped?.coordinates).toHaveLength(2);
    expect(signedArea(holed?.clipped?.coordinates[1] ?? [])).toBeLessThan(0);
  });

  it('adds up the parts of a MultiPolygon, a pixel both parts cut giving a cell for each', () => {
    const plot: PlotGeometry = {
      type: 'MultiPolygon',
      coordinates: [
        [ring([0, 0], [20, 0], [20, -10], [0, -10])],
        [ring([20, -10], [40, -10], [40, -16], [25, -16])],
        [ring([22, -17], [30, -17], [30, -20], [22, -20])],
      ],
    };
    const [result] = rasterToPlots(raster(4, 2, 2), [{ id: 1, geometry: plot }], toWgs84).plots;
    const cells = result?.cells ?? [];

    // 200 m² + a trapezoid of (20 + 15) / 2 · 6 = 105 m² + 8 × 3 = 24 m².
    expect(result?.areaHaByLevel[2]).toBeCloseTo(0.0329, 12);
    expect(result?.planarAreaHa).toBeCloseTo(0.0329, 12);
    const inPixel21 = cells.filter((cell) => pixelOf(cell)[0] === 2 && pixelOf(cell)[1] === 1);
    expect(inPixel21.map((cell) => cell.areaHa)).toEqual([
      expect.closeTo(0.0045, 12),
      expect.closeTo(0.0024, 12),
    ]);
    for (const cell of cells) {
      const [col, row] = pixelOf(cell);
      if (col === 2 && row === 1) continue;
      expectRelativelyClose(cell.areaHa, oracleAreaHa(plot, col, row));
    }
  });

  it('gives a cell per piece where the outline enters a pixel twice, each a valid outline', () => {
    // A U open to the top whose notch (x 14…16) splits the pixels of column 1 above y = −14.
    const u = polygon(ring([2, -18], [28, -18], [28, -2], [16, -2], [16, -14], [14, -14], [14, -2], [2, -2]));
    const cells = rasterToPlots(raster(3, 2, 1), [{ id: 1, geometry: u }], toWgs84).plots[0]?.cells ?? [];
    const inPixel = (col: number, row: number) =>
      cells.filter((cell) => pixelOf(cell)[0] === col && pixelOf(cell)[1] === row);

    // Pixel (1, 0): y −10…0 holds the arms x 10…14 and x 16…20, from y −2 down: 4 × 8 m each.
    expect(inPixel(1, 0).map((cell) => cell.areaHa)).toEqual([
      expect.closeTo(0.0032, 12),
      expect.closeTo(0.0032, 12),
    ]);
    // Pixel (1, 1): y −20…−10, the arms down to y −14 and the bottom from −14 to −18: one piece.
    expect(inPixel(1, 1).map((cell) => cell.areaHa)).toEqual([expect.closeTo(0.0072, 12)]);
    for (const cell of cells) if (cell.clipped) expectValid(cell.clipped);
    for (const [col, row] of [
      [1, 0],
      [1, 1],
      [0, 0],
      [2, 1],
    ] as const) {
      const total = inPixel(col, row).reduce((sum, cell) => sum + cell.areaHa, 0);
      expectRelativelyClose(total, oracleAreaHa(u, col, row));
    }
  });

  it('splits each pixel two plots share an edge through between them', () => {
    const first = polygon(ring([0, 0], [50, 0], [0, -40]));
    const second = polygon(ring([50, 0], [50, -40], [0, -40]));
    const result = rasterToPlots(
      raster(5, 4, 1),
      [
        { id: 'a', geometry: first },
        { id: 'b', geometry: second },
      ],
      toWgs84,
    );

    const [a, b] = result.plots;
    expect(a?.monitoredHa).toBeCloseTo(0.1, 12);
    expect(b?.monitoredHa).toBeCloseTo(0.1, 12);
    const byPixel = new Map<string, number>();
    for (const cell of [...(a?.cells ?? []), ...(b?.cells ?? [])]) {
      const key = pixelOf(cell).join(',');
      byPixel.set(key, (byPixel.get(key) ?? 0) + cell.areaHa);
    }
    expect(byPixel.size).toBe(20);
    for (const total of byPixel.values()) expect(total).toBeCloseTo(PIXEL_HA, 12);
    // The diagonal cuts 8 pixels: each plot has a piece of each.
    expect(a?.cells.filter((cell) => cell.clipped)).toHaveLength(8);
    expect(b?.cells.filter((cell) => cell.clipped)).toHaveLength(8);
    expect(result.pixelsInPlots).toBe(20);
    expect(result.pixelsOutsidePlots).toBe(0);
  });

  it('skips clean pixels for the levels and nodata pixels for the monitored area, also where the outline cuts them', () => {
    // 3 × 2 pixels; the plot covers the top row whole and half of each pixel of the bottom row.
    const levels = [0, 1, NODATA, 3, 0, NODATA];
    const plot = polygon(ring([0, 0], [30, 0], [30, -15], [0, -15]));
    const result = rasterToPlots(raster(3, 2, levels), [{ id: 1, geometry: plot }], toWgs84);
    const [levelsOfPlot] = result.plots;

    expect(levelsOfPlot?.areaHaByLevel).toEqual({
      1: expect.closeTo(0.01, 12),
      2: 0,
      3: expect.closeTo(0.005, 12),
    });
    // Clean pixels count as monitored: 1 + 1 + ½ (level 3) + ½ (clean) pixels.
    expect(levelsOfPlot?.monitoredHa).toBeCloseTo(0.03, 12);
    expect(levelsOfPlot?.cells.map((cell) => [cell.level, cell.areaHa])).toEqual([
      [1, PIXEL_HA],
      [3, expect.closeTo(0.005, 12)],
    ]);
    expect(result.pixelsInPlots).toBe(4);
    expect(result.pixelsOutsidePlots).toBe(0);
  });

  it('counts a value it does not know as nodata', () => {
    const plot = polygon(ring([0, 0], [20, 0], [20, -10], [0, -10]));
    const result = rasterToPlots(raster(2, 1, [7, 2]), [{ id: 1, geometry: plot }], toWgs84);
    expect(result.plots[0]?.monitoredHa).toBeCloseTo(0.01, 12);
    expect(result.pixelsInPlots).toBe(1);
  });

  it('reports a raster that reaches no plot: empty plots and every pixel with data outside', () => {
    const levels = [1, 2, NODATA, 0];
    const farAway = polygon(ring([1000, -1000], [1100, -1000], [1100, -1100]));
    const result = rasterToPlots(raster(2, 2, levels), [{ id: 1, geometry: farAway }], toWgs84);

    expect(result.plots).toEqual([
      { plotId: 1, areaHaByLevel: { 1: 0, 2: 0, 3: 0 }, monitoredHa: 0, planarAreaHa: 0.5, cells: [] },
    ]);
    expect(result.pixelsInPlots).toBe(0);
    expect(result.pixelsOutsidePlots).toBe(3);
  });

  it('monitors only the part of a plot the raster covers', () => {
    const plot = polygon(ring([-15, 5], [25, 5], [25, -10], [-15, -10]));
    const [result] = rasterToPlots(raster(2, 2, 1), [{ id: 1, geometry: plot }], toWgs84).plots;
    expect(result?.monitoredHa).toBeCloseTo(0.02, 12);
    expect(result?.planarAreaHa).toBeCloseTo(0.06, 12);
    expect(result?.cells).toHaveLength(2);
  });

  it('does not count a plot touching a pixel along an edge', () => {
    const plot = polygon(ring([0, 0], [10, 0], [10, -10], [0, -10]));
    const result = rasterToPlots(raster(2, 2, 1), [{ id: 1, geometry: plot }], toWgs84);
    expect(result.plots[0]?.cells).toHaveLength(1);
    expect(result.pixelsInPlots).toBe(1);
  });

  it('follows a rotated raster grid: a plot drawn on its pixel corners covers those pixels whole', () => {
    // Rows run 30° off north; pixels of 10 m.
    const cos = Math.cos(Math.PI / 6) * 10;
    const sin = Math.sin(Math.PI / 6) * 10;
    const transform = [1000, cos, sin, 2000, sin, -cos] as const;
    const corner = (col: number, row: number): [number, number] => [
      1000 + col * cos + row * sin,
      2000 + col * sin - row * cos,
    ];
    const plot = polygon(ring(corner(1, 0), corner(3, 0), corner(3, 1), corner(1, 1)));
    const rotated = { width: 4, height: 2, transform, levels: Uint8Array.from([1, 1, 2, 1, 1, 1, 1, 1]) };
    const [result] = rasterToPlots(rotated, [{ id: 1, geometry: plot }], toWgs84).plots;
    expect(result?.areaHaByLevel).toEqual({ 1: expect.closeTo(0.01, 12), 2: expect.closeTo(0.01, 12), 3: 0 });
    expect(result?.cells.every((cell) => cell.clipped === undefined)).toBe(true);
  });

  it('gives nothing to a plot whose outer ring encloses nothing, not even its holes', () => {
    const flat = polygon(ring([0, 0], [20, 0]), ring([2, -2], [2, -8], [8, -8]));
    const result = rasterToPlots(raster(2, 1, 1), [{ id: 1, geometry: flat }], toWgs84);
    expect(result.plots[0]?.cells).toEqual([]);
    expect(result.pixelsInPlots).toBe(0);
  });

  it('measures a wavy plot with a hole, on a rotated grid, as its outline encloses', () => {
    // 60 corners around (300, −300) m, radius 120–190 m, a hole of 12 corners; 10 m pixels rotated by 20°.
    const wavy = (radius: number, corners: number, phase: number): Position[] =>
      ring(
        ...Array.from({ length: corners }, (_, k): [number, number] => {
          const angle = (k / corners) * 2 * Math.PI;
          const r = radius * (1 + 0.25 * Math.sin(5 * angle + phase));
          return [300 + r * Math.cos(angle), -300 + r * Math.sin(angle)];
        }),
      );
    const outer = wavy(150, 60, 0.3);
    const hole = [...wavy(40, 12, 1.1)].reverse();
    const plot = polygon(outer, hole);
    const cos = Math.cos(Math.PI / 9) * 10;
    const sin = Math.sin(Math.PI / 9) * 10;
    const rotated = { width: 80, height: 80, transform: [-100, cos, sin, 0, sin, -cos] as const };
    const [result] = rasterToPlots(
      { ...rotated, levels: new Uint8Array(6400).fill(2) },
      [{ id: 1, geometry: plot }],
      toWgs84,
    ).plots;

    const shoelace = (r: Position[]) =>
      r
        .slice(1)
        .reduce(
          (sum, [x, y], i) =>
            sum + (r[i]?.[0] as number) * (y as number) - (x as number) * (r[i]?.[1] as number),
          0,
        ) / 2;
    const outlineHa = (Math.abs(shoelace(outer)) - Math.abs(shoelace(hole))) / 10_000;
    expectRelativelyClose(result?.planarAreaHa ?? 0, outlineHa, 1e-12);
    expectRelativelyClose(result?.monitoredHa ?? 0, outlineHa, 1e-9);
    expectRelativelyClose(result?.cells.reduce((sum, cell) => sum + cell.areaHa, 0) ?? 0, outlineHa, 1e-9);
    const clipped = result?.cells.flatMap((cell) => (cell.clipped ? [cell.clipped] : [])) ?? [];
    expect(clipped.length).toBeGreaterThan(100);
    for (const outline of clipped) expectValid(outline);
  });

  it('refuses levels that do not match the raster size', () => {
    const broken = { width: 3, height: 3, transform: TRANSFORM, levels: new Uint8Array(8) };
    expect(() => rasterToPlots(broken, [], toWgs84)).toThrow(/width × height/);
  });
});

/** Shoelace of a closed [lon, lat] ring: positive when counter-clockwise. */
function signedArea(ring: [number, number][]): number {
  let twice = 0;
  for (let i = 0; i + 1 < ring.length; i++) {
    const [x1, y1] = ring[i] as [number, number];
    const [x2, y2] = ring[i + 1] as [number, number];
    twice += x1 * y2 - x2 * y1;
  }
  return twice / 2;
}

/**
 * Whether every point of a fine grid over the outline that the outline covers (even-odd, so its holes
 * are left out) lies in the plot or on its border. (@turf/intersect cannot serve here: it fails on outlines
 * that share edges with the plot, which clipped ones do.)
 */
function liesWithin(outline: Wgs84Polygon, plot: PlotGeometry): boolean {
  const rings = plot.type === 'Polygon' ? plot.coordinates : plot.coordinates.flat();
  const positions = outline.coordinates.flat();
  const [minX, maxX] = [Math.min(...positions.map(([x]) => x)), Math.max(...positions.map(([x]) => x))];
  const [minY, maxY] = [Math.min(...positions.map(([, y]) => y)), Math.max(...positions.map(([, y]) => y))];
  const steps = 40;
  for (let i = 0; i < steps; i++) {
    for (let j = 0; j < steps; j++) {
      const point: [number, number] = [
        minX + ((i + 0.37) / steps) * (maxX - minX),
        minY + ((j + 0.61) / steps) * (maxY - minY),
      ];
      if (
        insideEvenOdd(point, outline.coordinates) &&
        !insideEvenOdd(point, rings) &&
        !onBorder(point, rings)
      )
        return false;
    }
  }
  return true;
}

function insideEvenOdd([x, y]: [number, number], rings: Position[][]): boolean {
  let inside = false;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1, y1] = ring[i] as [number, number];
      const [x2, y2] = ring[i + 1] as [number, number];
      if (y1 > y !== y2 > y && x < x1 + ((y - y1) * (x2 - x1)) / (y2 - y1)) inside = !inside;
    }
  }
  return inside;
}

/** Within 1e-12° (0.1 µm) of an edge of the plot. */
function onBorder([x, y]: [number, number], rings: Position[][]): boolean {
  return rings.some((ring) =>
    ring.slice(1).some(([x2, y2], i) => {
      const [x1, y1] = ring[i] as [number, number];
      const dx = (x2 as number) - x1;
      const dy = (y2 as number) - y1;
      const t = Math.min(Math.max(((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy), 0), 1);
      return Math.hypot(x1 + t * dx - x, y1 + t * dy - y) < 1e-12;
    }),
  );
}

/** A valid polygon by OGC's rules as @turf/boolean-valid checks them, and crossing nowhere. */
function expectValid(outline: Wgs84Polygon): void {
  expect(booleanValid(outline)).toBe(true);
  expect(kinks(outline).features).toEqual([]);
}

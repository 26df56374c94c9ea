import { describe, expect, it } from 'vitest';

import {
  decodeGridLevels,
  encodeGridRaster,
  gridCells,
  gridRasterCell,
  MAX_RASTER_POSITIONS,
} from './grid-raster';
import { gridRasterSchema, monitoringGridSchema, type GridCell, type GridRaster } from './schemas';

/** 50 m cells near Três Lagoas, centres rounded to 6 decimals as the database keeps them. */
const STEP_LAT = 50 / 110_574;
const STEP_LON = 50 / (111_320 * Math.cos((-20.8 * Math.PI) / 180));
const round6 = (degrees: number) => Math.round(degrees * 1e6) / 1e6;

function cellAt(column: number, row: number, level: number, areaHa = 0.25): GridCell {
  return { lon: round6(-51.72 + column * STEP_LON), lat: round6(-20.8 - row * STEP_LAT), level, areaHa };
}

/** The raster of cells that are there (never null). */
function rasterOf(cells: GridCell[]): GridRaster {
  const raster = encodeGridRaster(cells, 50);
  if (!raster) throw new Error('no cells');
  return raster;
}

/** Cells compared at a tenth of a metre: a centre is its lattice position, not its stored digits. */
function expectSameCells(actual: GridCell[], expected: GridCell[]) {
  expect(actual).toHaveLength(expected.length);
  for (const [index, cell] of expected.entries()) {
    const got = actual[index] as GridCell;
    expect(got.level).toBe(cell.level);
    expect(got.areaHa).toBe(cell.areaHa);
    expect(Math.abs(got.lon - cell.lon)).toBeLessThan(1e-6);
    expect(Math.abs(got.lat - cell.lat)).toBeLessThan(1e-6);
  }
}

describe('the compact grid', () => {
  it('gives back every cell, its level and area, from a raster of one byte per position', () => {
    // An L-shaped plot: 3 × 3 with the north-east corner missing, levels 1 to 3.
    const cells = [
      cellAt(0, 0, 1),
      cellAt(1, 0, 2),
      cellAt(0, 1, 3),
      cellAt(1, 1, 1),
      cellAt(2, 1, 2),
      cellAt(0, 2, 2),
      cellAt(1, 2, 3),
      cellAt(2, 2, 1),
    ];
    const raster = rasterOf(cells);
    expect(raster).toMatchObject({ columns: 3, rows: 3, areasHa: 0.25 });
    expect(gridRasterSchema.parse(raster)).toEqual(raster);
    expect([...decodeGridLevels(raster)]).toEqual([1, 2, 0, 3, 1, 2, 2, 3, 1]);
    expectSameCells(gridCells({ raster }), cells);
  });

  it('puts the cells in the order of the positions, whatever order they came in', () => {
    const cells = [cellAt(1, 1, 3), cellAt(0, 0, 1), cellAt(1, 0, 2), cellAt(0, 1, 2)];
    const raster = encodeGridRaster(cells, 50);
    expectSameCells(gridCells({ raster }), [
      cellAt(0, 0, 1),
      cellAt(1, 0, 2),
      cellAt(0, 1, 2),
      cellAt(1, 1, 3),
    ]);
  });

  it('has no raster for a plot without cells (not monitored on the date)', () => {
    expect(encodeGridRaster([], 50)).toBeNull();
    expect(gridCells({ raster: null })).toEqual([]);
  });

  it('holds a single cell as a raster of one position', () => {
    const raster = encodeGridRaster([cellAt(4, 7, 3, 0.24)], 50);
    expect(raster).toMatchObject({ columns: 1, rows: 1, levels: 'Aw==', areasHa: 0.24 });
    expectSameCells(gridCells({ raster }), [cellAt(4, 7, 3, 0.24)]);
  });

  it('keeps each area when the cells differ in area (cut by the plot edge)', () => {
    const cells = [cellAt(0, 0, 1, 0.1), cellAt(2, 0, 2, 0.25), cellAt(1, 1, 3, 0.17)];
    const raster = rasterOf(cells);
    expect(raster.areasHa).toEqual([0.1, 0.25, 0.17]);
    expectSameCells(gridCells({ raster }), cells);
    const levels = decodeGridLevels(raster);
    expect(gridRasterCell(raster, levels, 1, 1)).toMatchObject({ level: 3, areaHa: 0.17 });
    expect(gridRasterCell(raster, levels, 1, 0)).toBeNull();
    expect(gridRasterCell(raster, levels, 3, 0)).toBeNull();
    expect(gridRasterCell(raster, levels, 0, -1)).toBeNull();
  });

  it('finds the lattice of a long plot without drift from rounded centres', () => {
    // 400 columns: the rounding of each centre must not add up to a column too many or too few.
    const cells = Array.from({ length: 400 }, (_, column) => cellAt(column, column % 3, (column % 3) + 1));
    const raster = encodeGridRaster(cells, 50);
    expect(raster).toMatchObject({ columns: 400, rows: 3 });
    expectSameCells(
      gridCells({ raster }),
      [0, 1, 2].flatMap((row) => cells.filter((_, column) => column % 3 === row)),
    );
  });

  it('is about one and a third bytes of JSON per position', () => {
    const cells = Array.from({ length: 10_000 }, (_, index) =>
      cellAt(index % 100, Math.floor(index / 100), 1),
    );
    const grid = {
      kind: 'weeds',
      plotId: 1,
      date: '2025-12-15',
      imageDate: '2025-12-10',
      cellSizeM: 50,
      raster: encodeGridRaster(cells, 50),
    };
    expect(monitoringGridSchema.parse(grid)).toEqual(grid);
    expect(JSON.stringify(grid).length).toBeLessThan(10_000 * 1.34 + 400);
  });

  it('refuses cells spread too far to be one plot, and a raster whose levels miss positions', () => {
    const far = [cellAt(0, 0, 1), cellAt(1, 0, 1), cellAt(0, 1, 1), cellAt(MAX_RASTER_POSITIONS, 1, 1)];
    expect(() => encodeGridRaster(far, 50)).toThrow(/positions/);
    const raster = rasterOf([cellAt(0, 0, 1), cellAt(3, 0, 2)]);
    expect(gridRasterSchema.safeParse({ ...raster, columns: 7 }).success).toBe(false);
  });
});

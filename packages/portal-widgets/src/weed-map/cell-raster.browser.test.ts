import { encodeGridRaster, type GridCell } from '@dossel/api-client';
import { describe, expect, test } from 'vitest';

import { groupRasters, paintSheet, rasterizeGrid, type CellRaster } from './cell-raster';
import { FOUR_PLOTS, generateFixture } from './weed-map.fixtures';
import { levelRgb } from './level-colours';

const STEP = 50 / 111_320;

/** A square plot of `side` cells of level `level`, its north-west cell `column` and `row` cells from 0, 0. */
function plot(plotId: number, column: number, row: number, side = 3, level = 2): CellRaster {
  const cells: GridCell[] = [];
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1)
      cells.push({ lon: -48.8 + (column + x) * STEP, lat: -22.6 - (row + y) * STEP, level, areaHa: 0.25 });
  const raster = rasterizeGrid({ plotId, imageDate: null, raster: encodeGridRaster(cells, 50) });
  if (!raster) throw new Error('a plot with cells has a raster');
  return raster;
}

describe('rasters drawn as sheets', () => {
  test('puts the plots of one lattice on one image, each at its place', () => {
    const rasters = generateFixture(FOUR_PLOTS).grids.flatMap((grid) => rasterizeGrid(grid) ?? []);
    const sheets = groupRasters(rasters);
    expect(sheets).toHaveLength(1);
    // Two plots of 31 cells and the 4-cell road between them, each way.
    expect(sheets[0]).toMatchObject({ columns: 66, rows: 66 });
    expect(sheets[0]?.offsets).toEqual([
      [0, 0],
      [35, 0],
      [0, 35],
    ]);
  });

  test('paints each plot at its offset on the sheet', () => {
    const sheets = groupRasters([plot(1, 0, 0, 2, 1), plot(2, 5, 1, 2, 3)]);
    expect(sheets).toHaveLength(1);
    const [sheet] = sheets;
    if (!sheet) throw new Error('one sheet');
    expect(sheet).toMatchObject({ columns: 7, rows: 3 });
    const canvas = paintSheet(sheet, 'weeds');
    const pixel = (x: number, y: number) => [
      ...(canvas.getContext('2d')?.getImageData(x, y, 1, 1).data ?? []),
    ];
    const [, level1, , level3] = levelRgb('weeds');
    expect(pixel(0, 0)).toEqual([...(level1 ?? []), 255]);
    expect(pixel(6, 2)).toEqual([...(level3 ?? []), 255]);
    expect(pixel(3, 0)).toEqual([0, 0, 0, 0]);
  });

  test('keeps apart plots off the lattice, and plots too far apart for one image', () => {
    expect(groupRasters([plot(1, 0, 0), plot(2, 4.5, 0)])).toHaveLength(2);
    expect(groupRasters([plot(1, 0, 0), plot(2, 600, 0)])).toHaveLength(2);
    expect(groupRasters([plot(1, 0, 0), plot(2, 400, 300)])).toHaveLength(1);
  });
});

import {
  decodeGridLevels,
  gridRasterCell,
  type GridCell,
  type GridRaster,
  type MonitoringKind,
} from '@dossel/api-client';

import { levelRgb } from './level-colours';
import type { WeedMapGrid } from './weed-map-types';

/**
 * A plot's grid ready to draw: the raster the API sends (one position per pixel) with its levels decoded
 * and its outer edges. Drawing the plots as images instead of one polygon per cell keeps 100,000 cells to
 * a few textured squares on the GPU, so the map renders and pans at full speed, and finding the cell under
 * the pointer is one array lookup.
 */
export interface CellRaster {
  plotId: number;
  imageDate: string | null;
  grid: GridRaster;
  columns: number;
  rows: number;
  /** Outer edges of the grid, in degrees. */
  west: number;
  east: number;
  south: number;
  north: number;
  /** Size of one cell in degrees of longitude and latitude. */
  cellLon: number;
  cellLat: number;
  /** For each pixel (row by row from the north-west), 0 for no cell or the cell's level. */
  levels: Uint8Array;
  /** How many pixels hold a cell. */
  cells: number;
}

/** A plot's raster with its levels decoded; null when the plot has no cells on that date. */
export function rasterizeGrid(grid: WeedMapGrid): CellRaster | null {
  const { raster } = grid;
  if (!raster) return null;
  const levels = decodeGridLevels(raster);
  let cells = 0;
  for (const level of levels) if (level > 0) cells += 1;
  const { columns, rows, originLon, originLat, stepLon, stepLat } = raster;
  return {
    plotId: grid.plotId,
    imageDate: grid.imageDate,
    grid: raster,
    columns,
    rows,
    // The origin is the centre of the north-west cell: the edges lie half a cell further out.
    west: originLon - stepLon / 2,
    east: originLon + (columns - 0.5) * stepLon,
    south: originLat - (rows - 0.5) * stepLat,
    north: originLat + stepLat / 2,
    cellLon: stepLon,
    cellLat: stepLat,
    levels,
    cells,
  };
}

type Corners = [[number, number], [number, number], [number, number], [number, number]];

/** The raster's corners as MapLibre's image and canvas sources want them: NW, NE, SE, SW. */
export function rasterCorners({
  west,
  east,
  south,
  north,
}: Pick<CellRaster, 'west' | 'east' | 'south' | 'north'>): Corners {
  return [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ];
}

/**
 * The most pixels a side of one image of several plots may have. MapLibre stretches an image linearly
 * between its corners in Mercator, where a lattice even in latitude is not: 512 cells of 50 m stay within a
 * tenth of a cell of their place. It also keeps each image's memory small (1 MB at most).
 */
const MAX_SHEET_SIDE = 512;

/** Plots whose rasters lie on one lattice, painted as one image (one map layer). */
export interface RasterSheet {
  rasters: CellRaster[];
  /** Pixel of each raster's north-west cell on the sheet, in the order of `rasters`. */
  offsets: [column: number, row: number][];
  columns: number;
  rows: number;
  west: number;
  east: number;
  south: number;
  north: number;
}

/** Where `raster` falls on the lattice of `anchor`, in whole cells, or null when it is on another lattice. */
function latticeOffset(anchor: CellRaster, raster: CellRaster): [number, number] | null {
  // The steps are measured on each plot's data (grid-raster.ts), so they differ in the last digits: drawn
  // at the anchor's step, the plot's cells must stay within a twentieth of a cell of their own places.
  const cells = Math.max(raster.columns, raster.rows);
  const sameStep = (a: number, b: number) => Math.abs(a - b) * cells < 0.05 * a;
  if (!sameStep(anchor.cellLon, raster.cellLon) || !sameStep(anchor.cellLat, raster.cellLat)) return null;
  // Then its place on the anchor's lattice: whole cells away, or it lies on another lattice.
  const column = (raster.west - anchor.west) / anchor.cellLon;
  const row = (anchor.north - raster.north) / anchor.cellLat;
  if (Math.abs(column - Math.round(column)) > 0.1 || Math.abs(row - Math.round(row)) > 0.1) return null;
  return [Math.round(column), Math.round(row)];
}

/**
 * Gathers the plots' rasters into as few images as their lattices allow. A customer's plots on one farm
 * share a lattice, and one layer per farm instead of one per plot (150 on a large customer) is what keeps
 * panning smooth: every layer costs each frame its own draw.
 */
export function groupRasters(rasters: readonly CellRaster[]): RasterSheet[] {
  const sheets: { anchor: CellRaster; members: [CellRaster, number, number][]; box: number[] }[] = [];
  for (const raster of rasters) {
    const fits = sheets.find((sheet) => {
      const offset = latticeOffset(sheet.anchor, raster);
      if (!offset) return false;
      const [column, row] = offset;
      const [minColumn = 0, minRow = 0, maxColumn = 0, maxRow = 0] = sheet.box;
      const box = [
        Math.min(minColumn, column),
        Math.min(minRow, row),
        Math.max(maxColumn, column + raster.columns - 1),
        Math.max(maxRow, row + raster.rows - 1),
      ];
      const [left = 0, top = 0, right = 0, bottom = 0] = box;
      if (right - left + 1 > MAX_SHEET_SIDE || bottom - top + 1 > MAX_SHEET_SIDE) return false;
      sheet.members.push([raster, column, row]);
      sheet.box = box;
      return true;
    });
    if (!fits)
      sheets.push({
        anchor: raster,
        members: [[raster, 0, 0]],
        box: [0, 0, raster.columns - 1, raster.rows - 1],
      });
  }
  return sheets.map(({ anchor, members, box: [left = 0, top = 0, right = 0, bottom = 0] }) => ({
    rasters: members.map(([raster]) => raster),
    offsets: members.map(([, column, row]): [number, number] => [column - left, row - top]),
    columns: right - left + 1,
    rows: bottom - top + 1,
    west: anchor.west + left * anchor.cellLon,
    east: anchor.west + (right + 1) * anchor.cellLon,
    north: anchor.north - top * anchor.cellLat,
    south: anchor.north - (bottom + 1) * anchor.cellLat,
  }));
}

/** The cell covering a position, or null outside the grid or on a pixel without a cell. */
export function cellAt(raster: CellRaster, lon: number, lat: number): GridCell | null {
  const column = Math.floor((lon - raster.west) / raster.cellLon);
  const row = Math.floor((raster.north - lat) / raster.cellLat);
  return gridRasterCell(raster.grid, raster.levels, column, row);
}

/** Paints a sheet, each cell in its level's colour and the rest transparent, on a new canvas. */
export function paintSheet(sheet: RasterSheet, kind: MonitoringKind): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = sheet.columns;
  canvas.height = sheet.rows;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  const image = context.createImageData(sheet.columns, sheet.rows);
  const colours = levelRgb(kind);
  const { data } = image;
  for (const [index, raster] of sheet.rasters.entries()) {
    const [left = 0, top = 0] = sheet.offsets[index] ?? [];
    for (let pixel = 0; pixel < raster.levels.length; pixel += 1) {
      const level = raster.levels[pixel] ?? 0;
      if (level === 0) continue;
      const [red, green, blue] = colours[level] ?? [0, 0, 0];
      const column = left + (pixel % raster.columns);
      const row = top + Math.floor(pixel / raster.columns);
      const offset = (row * sheet.columns + column) * 4;
      data[offset] = red;
      data[offset + 1] = green;
      data[offset + 2] = blue;
      data[offset + 3] = 255;
    }
  }
  context.putImageData(image, 0, 0);
  return canvas;
}

/** Cells per level over every grid, indexed by level (index 0 unused). */
export function countCellsByLevel(grids: readonly WeedMapGrid[]): [number, number, number, number] {
  const counts: [number, number, number, number] = [0, 0, 0, 0];
  for (const { raster } of grids) {
    if (!raster) continue;
    for (const level of decodeGridLevels(raster)) if (level > 0) counts[level as 1 | 2 | 3] += 1;
  }
  return counts;
}

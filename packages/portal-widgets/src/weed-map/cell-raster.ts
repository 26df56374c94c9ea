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
 * and its outer edges. Drawing each plot as one image instead of one polygon per cell keeps 100,000 cells
 * to a few textured squares on the GPU, so the map renders and pans at full speed, and finding the cell
 * under the pointer is one array lookup.
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

/** The raster's corners as MapLibre's image and canvas sources want them: NW, NE, SE, SW. */
export function rasterCorners(
  raster: CellRaster,
): [[number, number], [number, number], [number, number], [number, number]] {
  const { west, east, south, north } = raster;
  return [
    [west, north],
    [east, north],
    [east, south],
    [west, south],
  ];
}

/** The cell covering a position, or null outside the grid or on a pixel without a cell. */
export function cellAt(raster: CellRaster, lon: number, lat: number): GridCell | null {
  const column = Math.floor((lon - raster.west) / raster.cellLon);
  const row = Math.floor((raster.north - lat) / raster.cellLat);
  return gridRasterCell(raster.grid, raster.levels, column, row);
}

/** Paints the raster, each cell in its level's colour and the rest transparent, on a new canvas. */
export function paintRaster(raster: CellRaster, kind: MonitoringKind): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = raster.columns;
  canvas.height = raster.rows;
  const context = canvas.getContext('2d');
  if (!context) return canvas;
  const image = context.createImageData(raster.columns, raster.rows);
  const colours = levelRgb(kind);
  const { data } = image;
  for (let pixel = 0; pixel < raster.levels.length; pixel += 1) {
    const level = raster.levels[pixel] ?? 0;
    if (level === 0) continue;
    const [red, green, blue] = colours[level] ?? [0, 0, 0];
    const offset = pixel * 4;
    data[offset] = red;
    data[offset + 1] = green;
    data[offset + 2] = blue;
    data[offset + 3] = 255;
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

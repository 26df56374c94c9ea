import type { GridCell, MonitoringKind } from '@dossel/api-client';

import { levelRgb } from './level-colours';
import type { WeedMapGrid } from './weed-map-types';

/** Metres in one degree of latitude on MapLibre's sphere (and of longitude at the equator). */
const METRES_PER_DEGREE = (2 * Math.PI * 6_371_008.8) / 360;

/**
 * A plot's grid as a raster: one pixel per cell. Drawing each plot as one image instead of one polygon per
 * cell keeps 100,000 cells to a few textured squares on the GPU, so the map renders and pans at full speed,
 * and finding the cell under the pointer is one array lookup.
 */
export interface CellRaster {
  plotId: number;
  imageDate: string | null;
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
  /** For each pixel (row by row from the north-west), the index of its cell in `cells`, or -1. */
  cellIndex: Int32Array;
  cells: readonly GridCell[];
}

/** Places every cell of a grid on its raster in one pass; null when the plot has no cells on that date. */
export function rasterizeGrid(grid: WeedMapGrid): CellRaster | null {
  const { cells, cellSizeM } = grid;
  if (!cellSizeM || cells.length === 0) return null;
  let minLon = Infinity;
  let maxLon = -Infinity;
  let minLat = Infinity;
  let maxLat = -Infinity;
  for (const { lon, lat } of cells) {
    if (lon < minLon) minLon = lon;
    if (lon > maxLon) maxLon = lon;
    if (lat < minLat) minLat = lat;
    if (lat > maxLat) maxLat = lat;
  }
  const cellLat = cellSizeM / METRES_PER_DEGREE;
  // A plot spans a few kilometres at most: one longitude scale at its middle latitude is exact enough.
  const cellLon = cellLat / Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const columns = Math.round((maxLon - minLon) / cellLon) + 1;
  const rows = Math.round((maxLat - minLat) / cellLat) + 1;
  const cellIndex = new Int32Array(columns * rows).fill(-1);
  for (let index = 0; index < cells.length; index += 1) {
    const cell = cells[index] as GridCell;
    const column = Math.round((cell.lon - minLon) / cellLon);
    const row = Math.round((maxLat - cell.lat) / cellLat);
    cellIndex[row * columns + column] = index;
  }
  return {
    plotId: grid.plotId,
    imageDate: grid.imageDate,
    columns,
    rows,
    west: minLon - cellLon / 2,
    east: maxLon + cellLon / 2,
    south: minLat - cellLat / 2,
    north: maxLat + cellLat / 2,
    cellLon,
    cellLat,
    cellIndex,
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
  if (column < 0 || row < 0 || column >= raster.columns || row >= raster.rows) return null;
  const index = raster.cellIndex[row * raster.columns + column] ?? -1;
  return index < 0 ? null : (raster.cells[index] ?? null);
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
  for (let pixel = 0; pixel < raster.cellIndex.length; pixel += 1) {
    const index = raster.cellIndex[pixel] ?? -1;
    if (index < 0) continue;
    const [red, green, blue] = colours[raster.cells[index]?.level ?? 1] ?? [0, 0, 0];
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
  for (const grid of grids) for (const cell of grid.cells) counts[cell.level as 1 | 2 | 3] += 1;
  return counts;
}

// The compact form of a weed or anomaly grid (issue 13): its cells as a raster on the grid's lattice.
// The server encodes the cells it reads; the portal, the widgets and the fakes decode or build it here.
import type { GridCell, GridRaster, MonitoringGrid } from './schemas';

/**
 * Positions one raster may hold: a plot 50 km across in 50 m cells. Cells spread wider are no plot's
 * grid (a stray position in the data), and their raster would cost the server and every browser memory.
 */
export const MAX_RASTER_POSITIONS = 1_000_000;
/** Metres in a degree of latitude, only to guess the lattice's step from the cell size (see latticeOf). */
const METRES_PER_DEGREE = 111_320;

/** Bytes as base64; btoa and atob are in browsers and Node alike, and take text of one char per byte. */
function toBase64(bytes: Uint8Array): string {
  let text = '';
  // In slices: fromCharCode takes its bytes as arguments, and engines cap how many a call may have.
  for (let start = 0; start < bytes.length; start += 8192)
    text += String.fromCharCode(...bytes.subarray(start, start + 8192));
  return btoa(text);
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * One axis of the lattice from the cells' centres on it: the first centre and the step between
 * neighbours. The step is measured on the data (the smallest gap between distinct centres, then spread
 * evenly over the whole extent, which cancels the rounding of each centre) rather than taken from the
 * cell size: grids come from projections the API does not know. `guess` (the cell size in degrees) only
 * tells noise from a gap, and is the step when all centres are on one line.
 */
function latticeOf(values: Float64Array, guess: number): { first: number; step: number } {
  values.sort();
  const first = values[0] as number;
  const extent = (values[values.length - 1] as number) - first;
  let gap = Infinity;
  for (let index = 1; index < values.length; index += 1) {
    const difference = (values[index] as number) - (values[index - 1] as number);
    if (difference > guess / 4 && difference < gap) gap = difference;
  }
  if (gap === Infinity) return { first, step: guess };
  return { first, step: extent / Math.round(extent / gap) };
}

/**
 * The raster of a grid's cells (squares of `cellSizeM` metres), or null without cells. Each cell goes to
 * the lattice position nearest its centre; two cells on one position keep the later one, as a map can
 * show only one. Throws when the cells spread over more than MAX_RASTER_POSITIONS.
 */
export function encodeGridRaster(cells: readonly GridCell[], cellSizeM: number): GridRaster | null {
  if (cells.length === 0) return null;
  const lons = new Float64Array(cells.length);
  const lats = new Float64Array(cells.length);
  for (const [index, cell] of cells.entries()) {
    lons[index] = cell.lon;
    lats[index] = cell.lat;
  }
  const stepLatGuess = cellSizeM / METRES_PER_DEGREE;
  const lat = latticeOf(lats, stepLatGuess);
  const middleLat = lat.first + ((lats[lats.length - 1] as number) - lat.first) / 2;
  const lon = latticeOf(lons, stepLatGuess / Math.cos((middleLat * Math.PI) / 180));
  const columns = Math.round(((lons[lons.length - 1] as number) - lon.first) / lon.step) + 1;
  const rows = Math.round(((lats[lats.length - 1] as number) - lat.first) / lat.step) + 1;
  if (columns * rows > MAX_RASTER_POSITIONS)
    throw new Error(`a grid of ${cells.length} cells spreads over ${columns} × ${rows} positions`);

  const originLat = lat.first + (rows - 1) * lat.step;
  const levels = new Uint8Array(columns * rows);
  const areaAt = new Float64Array(columns * rows);
  for (const cell of cells) {
    const position =
      Math.round((originLat - cell.lat) / lat.step) * columns + Math.round((cell.lon - lon.first) / lon.step);
    levels[position] = cell.level;
    areaAt[position] = cell.areaHa;
  }
  const areas: number[] = [];
  for (const [position, level] of levels.entries()) if (level > 0) areas.push(areaAt[position] as number);
  const [firstArea = 0] = areas;
  return {
    originLon: lon.first,
    originLat,
    stepLon: lon.step,
    stepLat: lat.step,
    columns,
    rows,
    levels: toBase64(levels),
    // Cells of one grid nearly always share their area: one number says so for all.
    areasHa: areas.every((area) => area === firstArea) ? firstArea : areas,
  };
}

/** The raster's levels, one byte per position (row by row from the north-west): 0 for no cell, else 1 to 3. */
export function decodeGridLevels(raster: GridRaster): Uint8Array {
  const levels = fromBase64(raster.levels);
  // Base64 pads to whole groups of three bytes; the padding holds no position.
  return levels.subarray(0, raster.columns * raster.rows);
}

/** The cell at a position of the raster (`levels` from decodeGridLevels), or null where there is none. */
export function gridRasterCell(
  raster: GridRaster,
  levels: Uint8Array,
  column: number,
  row: number,
): GridCell | null {
  if (column < 0 || row < 0 || column >= raster.columns || row >= raster.rows) return null;
  const position = row * raster.columns + column;
  const level = levels[position] ?? 0;
  if (level === 0) return null;
  let areaHa = raster.areasHa;
  if (typeof areaHa !== 'number') {
    // Areas one by one are in the order of the cells: this cell's number is the cells before it.
    let cell = 0;
    for (let before = 0; before < position; before += 1) if (levels[before] !== 0) cell += 1;
    areaHa = areaHa[cell] ?? 0;
  }
  return {
    lon: raster.originLon + column * raster.stepLon,
    lat: raster.originLat - row * raster.stepLat,
    level,
    areaHa,
  };
}

/** Every cell of a grid, in the order of the raster's positions; none for a plot not monitored. */
export function gridCells(grid: Pick<MonitoringGrid, 'raster'>): GridCell[] {
  const { raster } = grid;
  if (!raster) return [];
  const levels = decodeGridLevels(raster);
  const cells: GridCell[] = [];
  let cell = 0;
  for (let row = 0; row < raster.rows; row += 1) {
    for (let column = 0; column < raster.columns; column += 1) {
      const level = levels[row * raster.columns + column] ?? 0;
      if (level === 0) continue;
      const areaHa = typeof raster.areasHa === 'number' ? raster.areasHa : (raster.areasHa[cell] ?? 0);
      cell += 1;
      cells.push({
        lon: raster.originLon + column * raster.stepLon,
        lat: raster.originLat - row * raster.stepLat,
        level,
        areaHa,
      });
    }
  }
  return cells;
}

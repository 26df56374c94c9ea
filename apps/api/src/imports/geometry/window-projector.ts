import { pixelToCrs, type GeoTransform } from './pixel-grid';
import type { PixelWindow } from './scanline';

/** A conversion from the raster's CRS to [longitude, latitude] in WGS 84 (the caller's projector). */
export type ToWgs84 = (x: number, y: number) => readonly [number, number];

/**
 * Pixels between exact projections. Over 16 pixels of 10 m the curvature of a UTM projection moves a
 * point by well under a millimetre from the straight interpolation.
 */
const NODE_SPACING = 16;

/**
 * WGS 84 positions of points of a pixel window, interpolated bilinearly between exact projections at
 * nodes every few pixels: a projection per pixel (proj4 costs about a microsecond) would take longer than
 * the rest of a 10-million-pixel import. `project` writes to `lon` and `lat` so that no pair is allocated.
 */
export class WindowProjector {
  lon = 0;
  lat = 0;
  private readonly colNodes: Float64Array;
  private readonly rowNodes: Float64Array;
  private readonly nodeLon: Float64Array;
  private readonly nodeLat: Float64Array;

  constructor(transform: GeoTransform, toWgs84: ToWgs84, window: PixelWindow) {
    this.colNodes = nodesAcross(window.col0, window.cols);
    this.rowNodes = nodesAcross(window.row0, window.rows);
    const columns = this.colNodes.length;
    this.nodeLon = new Float64Array(columns * this.rowNodes.length);
    this.nodeLat = new Float64Array(columns * this.rowNodes.length);
    this.rowNodes.forEach((row, r) => {
      this.colNodes.forEach((col, c) => {
        const [x, y] = pixelToCrs(transform, col, row);
        const [lon, lat] = toWgs84(x, y);
        this.nodeLon[r * columns + c] = lon;
        this.nodeLat[r * columns + c] = lat;
      });
    });
  }

  /** Sets `lon` and `lat` to the position of pixel-space point (col, row) of the window. */
  project(col: number, row: number): void {
    const c = cellOf(this.colNodes, col);
    const r = cellOf(this.rowNodes, row);
    const c0 = this.colNodes[c] as number;
    const r0 = this.rowNodes[r] as number;
    const s = (col - c0) / ((this.colNodes[c + 1] as number) - c0);
    const t = (row - r0) / ((this.rowNodes[r + 1] as number) - r0);
    const columns = this.colNodes.length;
    const at = r * columns + c;
    this.lon = bilinear(this.nodeLon, at, columns, s, t);
    this.lat = bilinear(this.nodeLat, at, columns, s, t);
  }
}

/** Node positions from `first` to `first + length` every NODE_SPACING, the last one at the end. */
function nodesAcross(first: number, length: number): Float64Array {
  const intervals = Math.max(1, Math.ceil(length / NODE_SPACING));
  const nodes = new Float64Array(intervals + 1);
  for (let i = 0; i < intervals; i++) nodes[i] = first + i * NODE_SPACING;
  nodes[intervals] = first + Math.max(length, 1);
  return nodes;
}

/** The interval of nodes holding `value`, clamped to the first and last. */
function cellOf(nodes: Float64Array, value: number): number {
  const index = Math.floor((value - (nodes[0] as number)) / NODE_SPACING);
  return Math.min(Math.max(index, 0), nodes.length - 2);
}

function bilinear(values: Float64Array, at: number, columns: number, s: number, t: number): number {
  const top = (values[at] as number) * (1 - s) + (values[at + 1] as number) * s;
  const bottom = (values[at + columns] as number) * (1 - s) + (values[at + columns + 1] as number) * s;
  return top * (1 - t) + bottom * t;
}

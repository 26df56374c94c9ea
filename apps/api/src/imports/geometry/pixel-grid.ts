import type { Position } from './geojson';

/**
 * GDAL's affine geotransform [a, b, c, d, e, f] of a raster: the pixel corner (col, row) lies at
 * x = a + col·b + row·c, y = d + col·e + row·f in the raster's CRS. Pixel (col, row) is the unit square
 * [col, col + 1] × [row, row + 1] of pixel space, its centre at (col + 0.5, row + 0.5).
 */
export type GeoTransform = readonly [number, number, number, number, number, number];

/** The area of one pixel in the square units of the CRS (m² for a projected CRS in metres). */
export function pixelArea([, b, c, , e, f]: GeoTransform): number {
  return Math.abs(b * f - c * e);
}

/** The CRS coordinates of a point of pixel space. */
export function pixelToCrs([a, b, c, d, e, f]: GeoTransform, col: number, row: number): [number, number] {
  return [a + col * b + row * c, d + col * e + row * f];
}

/**
 * A ring of CRS positions in pixel space, as interleaved col/row pairs without the closing position nor
 * repeated corners: the form the scanline and the clipping read. An affine map keeps straight edges straight
 * and scales every area by the same factor, so clipping in pixel space is exact.
 */
export function ringToPixels([a, b, c, d, e, f]: GeoTransform, ring: Position[]): Float64Array {
  const det = b * f - c * e;
  if (det === 0) throw new Error('ringToPixels: the geotransform is singular');
  const points = new Float64Array(ring.length * 2);
  let count = 0;
  for (const position of ring) {
    const dx = (position[0] as number) - a;
    const dy = (position[1] as number) - d;
    const col = (dx * f - dy * c) / det;
    const row = (dy * b - dx * e) / det;
    if (count > 0 && points[2 * count - 2] === col && points[2 * count - 1] === row) continue;
    points[2 * count] = col;
    points[2 * count + 1] = row;
    count++;
  }
  if (count > 1 && points[0] === points[2 * count - 2] && points[1] === points[2 * count - 1]) count--;
  return points.slice(0, 2 * count);
}

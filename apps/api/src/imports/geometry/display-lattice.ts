import { MAX_RASTER_POSITIONS } from '@dossel/api-client';

import type { Projection } from '../crs/projection';
import { boundsOf, polygonsOf, type PlotGeometry } from './geojson';
import { pixelArea, type GeoTransform } from './pixel-grid';

/** Metres in a degree of latitude: the lattice's step from the pixel's size. */
const METRES_PER_DEGREE = 111_320;
const HIGHEST_LEVEL = 3;

/** A plot's levels on a lon/lat lattice, as the weed map draws them (the contract's GridRaster, unencoded). */
export interface DisplayLattice {
  originLon: number;
  originLat: number;
  stepLon: number;
  stepLat: number;
  columns: number;
  rows: number;
  /** Row by row from the north-west: 0 for no cell, else the level. */
  levels: Uint8Array;
  /** Positions of each level (index 1 to 3), to share the level's exact area among them. */
  countByLevel: [number, number, number, number];
  /** The lattice's cell size in metres (the pixel's, or coarser for a very large plot). */
  cellSizeM: number;
}

/**
 * The levels of a projected classification raster resampled onto a lon/lat lattice over one plot (decision
 * 013, "display lattice"): the map draws a grid as a lon/lat raster, and a UTM raster's pixel centres are
 * not on one (its grid is rotated by up to ~1°). Each lattice cell touching the plot takes the level of the
 * pixel its centre falls in; the step is the pixel's size, coarsened only when the plot would need more than
 * MAX_RASTER_POSITIONS. Areas are not taken from here: they come from the pixels clipped by the plot.
 *
 * lon/lat → pixel is an affine map fitted on three corners of the plot's box, exact enough over a plot of a
 * few kilometres (UTM is conformal) and thousands of times cheaper than proj4 per position.
 */
export function displayLattice(
  levels: Uint8Array,
  width: number,
  height: number,
  transform: GeoTransform,
  projection: Projection,
  plot: PlotGeometry,
): DisplayLattice | null {
  const box = boxOf(plot);
  const pixelSizeM = Math.sqrt(pixelArea(transform));
  const middleLat = (box.minLat + box.maxLat) / 2;
  let stepLat = pixelSizeM / METRES_PER_DEGREE;
  let stepLon = stepLat / Math.cos((middleLat * Math.PI) / 180);
  let factor = 1;
  const positions = () =>
    (Math.floor((box.maxLon - box.minLon) / (stepLon * factor)) + 2) *
    (Math.floor((box.maxLat - box.minLat) / (stepLat * factor)) + 2);
  while (positions() > MAX_RASTER_POSITIONS) factor += 1;
  stepLat *= factor;
  stepLon *= factor;
  // The lattice covers every cell that touches the plot, half a step beyond its box: the map clips the
  // cells to the outline, and a sliver of a level along the edge still has a cell to show it.
  const columns = Math.floor((box.maxLon - box.minLon) / stepLon) + 2;
  const rows = Math.floor((box.maxLat - box.minLat) / stepLat) + 2;
  const originLon = box.minLon;
  const originLat = box.maxLat;

  const toPixel = affineToPixel(transform, projection, box);
  const out = new Uint8Array(columns * rows);
  const countByLevel: [number, number, number, number] = [0, 0, 0, 0];
  const rings = polygonsOf(plot).flat();
  const crossings: number[] = [];
  for (let row = 0; row < rows; row++) {
    const lat = originLat - row * stepLat;
    // A cell touches the plot when the plot crosses its row along its centre line or either edge.
    for (const edge of [lat, lat + stepLat / 2, lat - stepLat / 2]) {
      crossingsAt(rings, edge, crossings);
      for (let k = 0; k + 1 < crossings.length; k += 2) {
        const from = Math.max(0, Math.round(((crossings[k] as number) - originLon) / stepLon));
        const to = Math.min(columns - 1, Math.round(((crossings[k + 1] as number) - originLon) / stepLon));
        for (let column = from; column <= to; column++) {
          const position = row * columns + column;
          if (out[position] !== 0) continue;
          const lon = originLon + column * stepLon;
          const col = Math.floor(toPixel.col(lon, lat));
          const pixelRow = Math.floor(toPixel.row(lon, lat));
          if (col < 0 || pixelRow < 0 || col >= width || pixelRow >= height) continue;
          const level = levels[pixelRow * width + col] as number;
          if (level < 1 || level > HIGHEST_LEVEL) continue;
          out[position] = level;
          countByLevel[level] = (countByLevel[level] as number) + 1;
        }
      }
    }
  }
  if (countByLevel[1] + countByLevel[2] + countByLevel[3] === 0) return null;
  return {
    originLon,
    originLat,
    stepLon,
    stepLat,
    columns,
    rows,
    levels: out,
    countByLevel,
    cellSizeM: pixelSizeM * factor,
  };
}

interface Box {
  minLon: number;
  minLat: number;
  maxLon: number;
  maxLat: number;
}

function boxOf(plot: PlotGeometry): Box {
  const [minLon, minLat, maxLon, maxLat] = boundsOf(plot);
  return { minLon, minLat, maxLon, maxLat };
}

/** The sorted longitudes where the rings cross the parallel `lat` (even-odd: inside between pairs). */
function crossingsAt(rings: readonly number[][][], lat: number, out: number[]): void {
  out.length = 0;
  for (const ring of rings) {
    for (let i = 0; i + 1 < ring.length; i++) {
      const [x1 = 0, y1 = 0] = ring[i] as number[];
      const [x2 = 0, y2 = 0] = ring[i + 1] as number[];
      // Half-open on y so that a vertex on the parallel counts once.
      if (y1 <= lat === y2 <= lat) continue;
      out.push(x1 + ((lat - y1) / (y2 - y1)) * (x2 - x1));
    }
  }
  out.sort((a, b) => a - b);
}

/** lon/lat → pixel column and row (fractional), affine, fitted on three corners of the box. */
function affineToPixel(transform: GeoTransform, projection: Projection, box: Box) {
  const [a, b, c, d, e, f] = transform;
  const det = b * f - c * e;
  const pixelOf = (lon: number, lat: number): [number, number] => {
    const [x, y] = projection.fromLonLat([lon, lat]);
    const dx = x - a;
    const dy = y - d;
    return [(dx * f - dy * c) / det, (dy * b - dx * e) / det];
  };
  // Three corners, kept apart even for a plot that is a sliver in one direction.
  const lon0 = box.minLon;
  const lat0 = box.minLat;
  const dLon = Math.max(box.maxLon - box.minLon, 1e-6);
  const dLat = Math.max(box.maxLat - box.minLat, 1e-6);
  const p0 = pixelOf(lon0, lat0);
  const pLon = pixelOf(lon0 + dLon, lat0);
  const pLat = pixelOf(lon0, lat0 + dLat);
  const perLon = [(pLon[0] - p0[0]) / dLon, (pLon[1] - p0[1]) / dLon];
  const perLat = [(pLat[0] - p0[0]) / dLat, (pLat[1] - p0[1]) / dLat];
  return {
    col: (lon: number, lat: number) =>
      p0[0] + (lon - lon0) * (perLon[0] as number) + (lat - lat0) * (perLat[0] as number),
    row: (lon: number, lat: number) =>
      p0[1] + (lon - lon0) * (perLon[1] as number) + (lat - lat0) * (perLat[1] as number),
  };
}

import { polygonsOf, type PlotGeometry, type Position, type Wgs84Polygon } from './geojson';
import { pixelArea, ringToPixels, type GeoTransform } from './pixel-grid';
import { piecesOfPixel } from './pixel-pieces';
import { clipRingByLine, PointBuffer, reverseRing, twiceSignedArea } from './ring-clip';
import { boundaryPixels, rowCrossings, type PixelWindow } from './scanline';
import { WindowProjector, type ToWgs84 } from './window-projector';

/** The levels of a monitoring: 1 to 3. */
export type MonitoringLevel = 1 | 2 | 3;

/** Pixels of this value were classified and found clean: monitored area with no cell. */
export const LEVEL_NONE = 0;
/** Pixels of this value were not classified (clouds, outside the image): not monitored. */
export const NODATA = 255;
const HIGHEST_LEVEL = 3;

/**
 * A classification raster as the reader hands it over: `levels` row-major, `width` × `height`, each
 * 0 (none), 1 to 3 (a level) or NODATA (any other value is read as NODATA; the reader reports it).
 * `transform` must be in a projected CRS in metres: areas are taken from it.
 */
export interface ClassificationRaster {
  width: number;
  height: number;
  transform: GeoTransform;
  levels: Uint8Array;
}

/** A plot with its shape already converted into the raster's CRS. */
export interface ProjectedPlot<Id> {
  id: Id;
  geometry: PlotGeometry;
}

/** One pixel of a level, or the piece of it inside one polygon of the plot. */
export interface PlotCell {
  /** The pixel's centre in WGS 84 (also for a clipped cell, so that cells stay on the raster's grid). */
  lon: number;
  lat: number;
  level: MonitoringLevel;
  areaHa: number;
  /**
   * For a pixel the plot's outline cuts: the part inside the plot, so that no cell reaches outside it; a
   * pixel the outline enters twice gives a cell per piece. Valid polygons, except for a plot touching itself
   * on the pixel's border: there the rings stay as clipped, seams along the border that fill right by the
   * even-odd rule.
   */
  clipped?: Wgs84Polygon;
}

export interface PlotLevels<Id> {
  plotId: Id;
  areaHaByLevel: Record<MonitoringLevel, number>;
  /** The plot's area under pixels with data, clean ones included. */
  monitoredHa: number;
  /**
   * The plot's whole area measured as the pixels are, in the raster's CRS (inside the raster or not): the
   * whole that monitoredHa is a part of. plotAreaHa (geodesic) may differ from it by a few tenths of a
   * percent, enough to make a fully covered plot look monitored beyond 100 %.
   */
  planarAreaHa: number;
  cells: PlotCell[];
}

export interface RasterPlotsResult<Id> {
  /** One per plot, in the order given, also for plots the raster misses. */
  plots: PlotLevels<Id>[];
  /** Pixels with data (level 0 to 3) that reach into some plot. */
  pixelsInPlots: number;
  /** Pixels with data that reach into no plot. */
  pixelsOutsidePlots: number;
}

const SQUARE_METRES_PER_HECTARE = 10_000;
/** Pieces smaller than this share of a pixel are a plot's edge grazing it, not area. */
const NEGLIGIBLE_SHARE = 1e-9;

/**
 * Assigns the pixels of a classification raster to the plots they fall in, clipped by the plots' outlines,
 * and sums each plot's area by level. Works in pixel space, one polygon at a time over the window of its
 * bounding box: pixels no edge runs through are found by scanline and counted whole; only the pixels an
 * edge runs through are clipped (Sutherland–Hodgman). A pixel shared by several plots, or by two parts of a
 * MultiPolygon, gives each its piece, as does a pixel an outline enters twice. Areas are planar, in the
 * raster's CRS (see planarAreaHa).
 */
export function rasterToPlots<Id>(
  raster: ClassificationRaster,
  plots: readonly ProjectedPlot<Id>[],
  toWgs84: ToWgs84,
  { cells = true }: { cells?: boolean } = {},
): RasterPlotsResult<Id> {
  if (raster.levels.length !== raster.width * raster.height) {
    throw new Error('rasterToPlots: levels do not hold width × height pixels');
  }
  const covered = new Uint8Array(raster.levels.length);
  const results = plots.map((plot) => {
    const accumulator = new PlotAccumulator(raster, covered, cells);
    for (const rings of polygonsOf(plot.geometry)) addPolygon(raster, rings, toWgs84, accumulator);
    return accumulator.result(plot.id);
  });

  let pixelsInPlots = 0;
  let pixelsWithData = 0;
  for (let i = 0; i < raster.levels.length; i++) {
    if ((raster.levels[i] as number) > HIGHEST_LEVEL) continue;
    pixelsWithData++;
    pixelsInPlots += covered[i] as number;
  }
  return { plots: results, pixelsInPlots, pixelsOutsidePlots: pixelsWithData - pixelsInPlots };
}

/** The areas and cells of one plot as its pixels are found; areas in pixels until the end. */
class PlotAccumulator {
  private readonly pixelsByLevel = new Float64Array(HIGHEST_LEVEL + 1);
  /** The plot's area in pixels, from its outline. */
  outlinePixels = 0;
  private readonly cells: PlotCell[] = [];
  private readonly pixelAreaHa: number;

  constructor(
    private readonly raster: ClassificationRaster,
    private readonly covered: Uint8Array,
    /** False when only the areas are wanted: a cell per pixel is what costs memory (1.4 GB for 10 Mpx). */
    private readonly keepCells: boolean,
  ) {
    this.pixelAreaHa = pixelArea(raster.transform) / SQUARE_METRES_PER_HECTARE;
  }

  /** The pixel's level, or null when it holds no data. */
  levelAt(col: number, row: number): number | null {
    const level = this.raster.levels[row * this.raster.width + col] as number;
    return level > HIGHEST_LEVEL ? null : level;
  }

  /** Counts `share` (0 to 1) of a pixel of `level` for the plot; a cell for levels 1 to 3. */
  add(
    col: number,
    row: number,
    level: number,
    share: number,
    centre: WindowProjector,
    clipped?: Wgs84Polygon,
  ): void {
    this.covered[row * this.raster.width + col] = 1;
    this.pixelsByLevel[level] = (this.pixelsByLevel[level] as number) + share;
    if (level === LEVEL_NONE || !this.keepCells) return;
    centre.project(col + 0.5, row + 0.5);
    const cell: PlotCell = {
      lon: centre.lon,
      lat: centre.lat,
      level: level as MonitoringLevel,
      areaHa: share * this.pixelAreaHa,
    };
    if (clipped) cell.clipped = clipped;
    this.cells.push(cell);
  }

  result<Id>(plotId: Id): PlotLevels<Id> {
    const ha = (level: number) => (this.pixelsByLevel[level] as number) * this.pixelAreaHa;
    return {
      plotId,
      areaHaByLevel: { 1: ha(1), 2: ha(2), 3: ha(3) },
      monitoredHa: ha(0) + ha(1) + ha(2) + ha(3),
      planarAreaHa: this.outlinePixels * this.pixelAreaHa,
      cells: this.cells,
    };
  }
}

/** Adds the pixels of one polygon (outer ring, then holes; in the raster's CRS) to the plot. */
function addPolygon(
  raster: ClassificationRaster,
  crsRings: Position[][],
  toWgs84: ToWgs84,
  plot: PlotAccumulator,
): void {
  const rings = orientedPixelRings(raster.transform, crsRings);
  for (const ring of rings) plot.outlinePixels += twiceSignedArea(ring, 0, ring.length / 2) / 2;
  const window = windowOf(rings, raster);
  if (!window) return;
  const projector = new WindowProjector(raster.transform, toWgs84, window);
  const crossings = rowCrossings(rings, window);
  const boundary = boundaryPixels(rings, window);
  const band = new RowBand(rings);
  let nextBoundary = 0;
  for (let r = 0; r < window.rows; r++) {
    const row = window.row0 + r;
    const rowKeyEnd = (r + 1) * window.cols;
    const firstBoundary = nextBoundary;
    while (nextBoundary < boundary.length && (boundary[nextBoundary] as number) < rowKeyEnd) nextBoundary++;

    // Whole pixels: centres inside an even-odd interval, skipping the boundary pixels (sorted, as the intervals).
    let skip = firstBoundary;
    const rowStart = crossings.start[r] as number;
    const rowEnd = crossings.start[r + 1] as number;
    for (let k = rowStart; k + 1 < rowEnd; k += 2) {
      const from = Math.max(Math.ceil((crossings.xs[k] as number) - 0.5), window.col0);
      const to = Math.min(Math.ceil((crossings.xs[k + 1] as number) - 0.5), window.col0 + window.cols);
      for (let col = from; col < to; col++) {
        const key = r * window.cols + col - window.col0;
        while (skip < nextBoundary && (boundary[skip] as number) < key) skip++;
        if (skip < nextBoundary && boundary[skip] === key) continue;
        const level = plot.levelAt(col, row);
        if (level !== null) plot.add(col, row, level, 1, projector);
      }
    }

    if (firstBoundary === nextBoundary) continue;
    band.clipTo(row);
    for (let b = firstBoundary; b < nextBoundary; b++) {
      const col = window.col0 + ((boundary[b] as number) - r * window.cols);
      const level = plot.levelAt(col, row);
      if (level === null) continue;
      const share = band.shareOfPixel(col);
      if (share <= NEGLIGIBLE_SHARE) continue;
      if (share >= 1 - NEGLIGIBLE_SHARE) plot.add(col, row, level, 1, projector);
      else if (level === LEVEL_NONE) plot.add(col, row, level, share, projector);
      else {
        for (const piece of band.piecesOfPixel(col, share, projector)) {
          plot.add(col, row, level, piece.share, projector, piece.outline);
        }
      }
    }
  }
}

/** The rings in pixel space, the outer one wound positively and the holes negatively, whatever the file did. */
function orientedPixelRings(transform: GeoTransform, crsRings: Position[][]): Float64Array[] {
  const rings = crsRings.map((ring) => ringToPixels(transform, ring));
  // Without three corners the outer ring encloses nothing, and its holes nothing either.
  if ((rings[0]?.length ?? 0) < 6) return [];
  return rings
    .filter((ring) => ring.length >= 6)
    .map((ring, index) => {
      const positive = twiceSignedArea(ring, 0, ring.length / 2) > 0;
      if (positive !== (index === 0)) reverseRing(ring);
      return ring;
    });
}

/** The pixels of the raster under the rings' bounding box, or null when there are none. */
function windowOf(rings: readonly Float64Array[], raster: ClassificationRaster): PixelWindow | null {
  const outer = rings[0];
  if (!outer) return null;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < outer.length; i += 2) {
    minX = Math.min(minX, outer[i] as number);
    maxX = Math.max(maxX, outer[i] as number);
    minY = Math.min(minY, outer[i + 1] as number);
    maxY = Math.max(maxY, outer[i + 1] as number);
  }
  const col0 = Math.max(Math.floor(minX), 0);
  const row0 = Math.max(Math.floor(minY), 0);
  const cols = Math.min(Math.ceil(maxX), raster.width) - col0;
  const rows = Math.min(Math.ceil(maxY), raster.height) - row0;
  return cols > 0 && rows > 0 ? { col0, row0, cols, rows } : null;
}

/**
 * The rings cut to one pixel row, so that each boundary pixel of the row clips only the short pieces
 * near it instead of whole rings of hundreds of corners.
 */
class RowBand {
  private pieces = new Float64Array(256);
  private readonly offsets: number[] = [];
  private readonly counts: number[] = [];
  private readonly minX: number[] = [];
  private readonly maxX: number[] = [];
  private readonly ringMinY: Float64Array;
  private readonly ringMaxY: Float64Array;
  private readonly half = new PointBuffer();
  private readonly clipped = new PointBuffer();
  private readonly inPixel = new PointBuffer();
  private row = 0;

  constructor(private readonly rings: readonly Float64Array[]) {
    this.ringMinY = new Float64Array(rings.length).fill(Infinity);
    this.ringMaxY = new Float64Array(rings.length).fill(-Infinity);
    rings.forEach((ring, index) => {
      for (let i = 1; i < ring.length; i += 2) {
        this.ringMinY[index] = Math.min(this.ringMinY[index] as number, ring[i] as number);
        this.ringMaxY[index] = Math.max(this.ringMaxY[index] as number, ring[i] as number);
      }
    });
  }

  /** Cuts the rings to the band row ≤ y ≤ row + 1. */
  clipTo(row: number): void {
    this.row = row;
    this.offsets.length = 0;
    this.counts.length = 0;
    this.minX.length = 0;
    this.maxX.length = 0;
    let used = 0;
    this.rings.forEach((ring, index) => {
      if ((this.ringMaxY[index] as number) <= row || (this.ringMinY[index] as number) >= row + 1) return;
      clipRingByLine(ring, 0, ring.length / 2, 1, row, true, this.half);
      clipRingByLine(this.half.points, 0, this.half.count, 1, row + 1, false, this.clipped);
      const count = this.clipped.count;
      if (count < 3) return;
      if (this.pieces.length < used + count * 2) {
        const grown = new Float64Array(Math.max((used + count * 2) * 2, this.pieces.length * 2));
        grown.set(this.pieces.subarray(0, used));
        this.pieces = grown;
      }
      this.pieces.set(this.clipped.points.subarray(0, count * 2), used);
      let minX = Infinity;
      let maxX = -Infinity;
      for (let i = 0; i < count * 2; i += 2) {
        minX = Math.min(minX, this.clipped.points[i] as number);
        maxX = Math.max(maxX, this.clipped.points[i] as number);
      }
      this.offsets.push(used);
      this.counts.push(count);
      this.minX.push(minX);
      this.maxX.push(maxX);
      used += count * 2;
    });
  }

  /** The share (0 to 1) of pixel `col` of the band inside the polygon. */
  shareOfPixel(col: number): number {
    let twice = 0;
    for (let p = 0; p < this.offsets.length; p++) {
      if (this.clipPiece(p, col)) twice += twiceSignedArea(this.inPixel.points, 0, this.inPixel.count);
    }
    return Math.min(Math.max(twice / 2, 0), 1);
  }

  /**
   * The parts of pixel `col` inside the polygon, each connected piece as a polygon in WGS 84 (RFC 7946
   * winding) with its share of the pixel; `share` is their total.
   */
  piecesOfPixel(
    col: number,
    share: number,
    projector: WindowProjector,
  ): { outline: Wgs84Polygon; share: number }[] {
    const clipped: Float64Array[] = [];
    for (let p = 0; p < this.offsets.length; p++) {
      if (this.clipPiece(p, col)) clipped.push(this.inPixel.points.slice(0, this.inPixel.count * 2));
    }
    const polygons = piecesOfPixel(clipped, share, col, this.row);
    if (!polygons) {
      // As clipped, seams along the border and all: still the right surface by the even-odd rule.
      const rings = clipped.filter((ring) => Math.abs(ringShare(ring)) > NEGLIGIBLE_SHARE);
      rings.sort((a, b) => ringShare(b) - ringShare(a));
      return [{ outline: toWgs84Polygon(rings, projector), share }];
    }
    return polygons.map((polygon) => ({
      outline: toWgs84Polygon(polygon, projector),
      share: polygon.reduce((sum, ring) => sum + ringShare(ring), 0),
    }));
  }

  /** Clips band piece `p` to the pixel's columns into `inPixel`; false when nothing of it is left. */
  private clipPiece(p: number, col: number): boolean {
    if ((this.maxX[p] as number) <= col || (this.minX[p] as number) >= col + 1) return false;
    clipRingByLine(this.pieces, this.offsets[p] as number, this.counts[p] as number, 0, col, true, this.half);
    clipRingByLine(this.half.points, 0, this.half.count, 0, col + 1, false, this.inPixel);
    return this.inPixel.count >= 3;
  }
}

/** Rings of pixel space in WGS 84, outer rings (positive in pixel space) first. */
function toWgs84Polygon(rings: readonly Float64Array[], projector: WindowProjector): Wgs84Polygon {
  return {
    type: 'Polygon',
    coordinates: rings.map((ring) => toWgs84Ring(ring, projector, ringShare(ring) > 0)),
  };
}

/** The signed area of a ring of pixel space, as a share of a pixel. */
function ringShare(ring: Float64Array): number {
  return twiceSignedArea(ring, 0, ring.length / 2) / 2;
}

/**
 * A clipped ring in WGS 84, closed, without repeated corners, counter-clockwise for an outer ring and
 * clockwise for a hole (the raster's rows usually run southwards, which flips pixel space's winding).
 */
function toWgs84Ring(ring: Float64Array, projector: WindowProjector, outer: boolean): [number, number][] {
  const positions: [number, number][] = [];
  for (let i = 0; i < ring.length; i += 2) {
    projector.project(ring[i] as number, ring[i + 1] as number);
    const last = positions[positions.length - 1];
    if (last && last[0] === projector.lon && last[1] === projector.lat) continue;
    positions.push([projector.lon, projector.lat]);
  }
  const first = positions[0] as [number, number];
  const last = positions[positions.length - 1] as [number, number];
  if (first[0] !== last[0] || first[1] !== last[1]) positions.push([first[0], first[1]]);
  let twice = 0;
  for (let i = 0; i + 1 < positions.length; i++) {
    const [x1, y1] = positions[i] as [number, number];
    const [x2, y2] = positions[i + 1] as [number, number];
    twice += (x1 - first[0]) * (y2 - first[1]) - (x2 - first[0]) * (y1 - first[1]);
  }
  if (twice > 0 !== outer) positions.reverse();
  return positions;
}

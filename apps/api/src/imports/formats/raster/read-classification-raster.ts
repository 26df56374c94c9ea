import { open } from 'node:fs/promises';

import { fromFile, type GeoTIFFImage } from 'geotiff';

import { ImportFileError, type ImportProblem } from '../../import-problem';
import { epsgFromGeoKeys, geoTransformFromTags, type GeoTransform } from './georeference';

/** The level of a pixel that has none: the raster's nodata, or a value out of range (reported). */
export const NO_LEVEL = 255;

/** The highest level a classification may hold; 0 means "none found", 1..3 are the levels. */
export const MAX_LEVEL = 3;

/** A weed or anomaly classification as read from its GeoTIFF, in the raster's own CRS. */
export interface ClassificationRaster {
  width: number;
  height: number;
  /** Pixel corner (col, row) → CRS x, y in GDAL order: x = a + col·b + row·c; y = d + col·e + row·f. */
  transform: GeoTransform;
  /** The CRS of `transform`, not reprojected: the caller converts with it. */
  epsg: number;
  /** The file's GDAL_NODATA, null when it has none. */
  nodata: number | null;
  /** Row-major, one byte per pixel: 0..3, or NO_LEVEL where the file has nodata or a value out of range. */
  levels: Uint8Array;
}

export interface ClassificationRasterRead {
  raster: ClassificationRaster;
  /** One `raster.valueOutOfRange` per distinct bad value, with how many pixels hold it. */
  problems: ImportProblem[];
}

export interface ReadClassificationRasterOptions {
  /** Refuse larger rasters (`raster.tooLarge`) before reading a pixel. @default 50 million */
  maxPixels?: number;
  /** About how many pixels to decode at once, which bounds the memory besides `levels`. @default 4 Mi */
  windowPixels?: number;
}

const DEFAULT_MAX_PIXELS = 50_000_000;
const DEFAULT_WINDOW_PIXELS = 4 * 1024 * 1024;
/** GTRasterTypeGeoKey's value for "a pixel is a point" (its centre), rather than an area. */
const RASTER_PIXEL_IS_POINT = 2;

/**
 * Reads a classification GeoTIFF from a file by ranges (files run to hundreds of MB), window by window into
 * one byte per pixel. The file is refused, in this order, when it is no TIFF (`raster.damaged`), not one
 * band of integers (`raster.notClassification`), not placed on the map (`raster.noGeoreference`), without
 * an EPSG code (`raster.noCrs`), larger than `maxPixels` (`raster.tooLarge`), or cut short or otherwise
 * unreadable (`raster.damaged` again).
 */
export async function readClassificationRaster(
  path: string,
  options: ReadClassificationRasterOptions = {},
): Promise<ClassificationRasterRead> {
  // geotiff.js would zero-fill what lies past the end of a cut file, so the size is checked against the blocks.
  const fileSize = await tiffFileSize(path);
  const tiff = await fromFile(path).catch(() => {
    throw new ImportFileError('raster.damaged');
  });
  try {
    const image = await tiff.getImage(0);
    return await readImage(image, fileSize, options);
  } catch (error) {
    throw error instanceof ImportFileError ? error : new ImportFileError('raster.damaged');
  } finally {
    await tiff.close();
  }
}

/** The file's size once its first bytes say TIFF or BigTIFF; geotiff.js would leave the file open otherwise. */
async function tiffFileSize(path: string): Promise<number> {
  const file = await open(path, 'r');
  try {
    const header = Buffer.alloc(4);
    const { bytesRead } = await file.read(header, 0, 4, 0);
    const order = header.toString('latin1', 0, 2);
    const magic = order === 'II' ? header.readUInt16LE(2) : header.readUInt16BE(2);
    if (bytesRead < 4 || (order !== 'II' && order !== 'MM') || (magic !== 42 && magic !== 43)) {
      throw new ImportFileError('raster.damaged');
    }
    return (await file.stat()).size;
  } finally {
    await file.close();
  }
}

async function readImage(
  image: GeoTIFFImage,
  fileSize: number,
  { maxPixels = DEFAULT_MAX_PIXELS, windowPixels = DEFAULT_WINDOW_PIXELS }: ReadClassificationRasterOptions,
): Promise<ClassificationRasterRead> {
  assertOneIntegerBand(image);
  const geoKeys = image.getGeoKeys();
  const directory = image.getFileDirectory();
  const transform = geoTransformFromTags({
    modelTiepoint: directory.getValue('ModelTiepoint'),
    modelPixelScale: directory.getValue('ModelPixelScale'),
    modelTransformation: directory.getValue('ModelTransformation'),
    pixelIsPoint: geoKeys?.GTRasterTypeGeoKey === RASTER_PIXEL_IS_POINT,
  });
  if (!transform) throw new ImportFileError('raster.noGeoreference');
  const epsg = epsgFromGeoKeys(geoKeys);
  if (epsg === null) throw new ImportFileError('raster.noCrs');
  const width = image.getWidth();
  const height = image.getHeight();
  if (width * height > maxPixels) {
    throw new ImportFileError('raster.tooLarge', { pixels: width * height, max: maxPixels });
  }
  await assertBlocksInFile(image, fileSize);

  const nodata = finiteOrNull(image.getGDALNoData());
  const levels = new Uint8Array(width * height);
  const outOfRange = new Map<number, number>();
  const rowsPerWindow = windowRows(image, windowPixels);
  for (let top = 0; top < height; top += rowsPerWindow) {
    const bottom = Math.min(height, top + rowsPerWindow);
    const values = await image.readRasters({
      window: [0, top, width, bottom],
      samples: [0],
      interleave: true,
    });
    toLevels(values, nodata, levels.subarray(top * width, bottom * width), outOfRange);
  }

  const problems = [...outOfRange.entries()]
    .sort(([a], [b]) => a - b)
    .map(([value, count]): ImportProblem => ({
      item: null,
      field: null,
      code: 'raster.valueOutOfRange',
      params: { value, count },
    }));
  return { raster: { width, height, transform, epsg, nodata, levels }, problems };
}

const SAMPLE_FORMAT_UNSIGNED = 1;
const SAMPLE_FORMAT_SIGNED = 2;
const SAMPLE_FORMAT_NAMES: Record<number, string> = { 1: 'uint', 2: 'int', 3: 'float' };

/** Levels are small integers in one band: RGB pictures, float indices and the like are something else. */
function assertOneIntegerBand(image: GeoTIFFImage): void {
  const bands = image.getSamplesPerPixel();
  const format = image.getSampleFormat(0);
  const bits = image.getBitsPerSample(0);
  const integer = format === SAMPLE_FORMAT_UNSIGNED || format === SAMPLE_FORMAT_SIGNED;
  if (bands !== 1 || !integer || ![8, 16, 32].includes(bits)) {
    const sampleType = `${SAMPLE_FORMAT_NAMES[format] ?? 'unknown'}${bits}`;
    throw new ImportFileError('raster.notClassification', { bands, sampleType });
  }
}

/** Every strip or tile must lie inside the file: a cut upload would otherwise read as zeros. */
async function assertBlocksInFile(image: GeoTIFFImage, fileSize: number): Promise<void> {
  const directory = image.getFileDirectory();
  const [offsetsTag, countsTag] = image.isTiled
    ? (['TileOffsets', 'TileByteCounts'] as const)
    : (['StripOffsets', 'StripByteCounts'] as const);
  const offsets = Array.from((await directory.loadValue(offsetsTag)) ?? [], Number);
  const counts = Array.from((await directory.loadValue(countsTag)) ?? [], Number);
  const blocksInFile =
    offsets.length > 0 &&
    offsets.length === counts.length &&
    offsets.every((offset, index) => offset + (counts[index] ?? Infinity) <= fileSize);
  if (!blocksInFile) throw new ImportFileError('raster.damaged');
}

/**
 * Whole strips or tile rows per window, so each block is decoded once however the file is cut, and about
 * `windowPixels` per window, so a 500 MB file never sits in memory at once.
 */
function windowRows(image: GeoTIFFImage, windowPixels: number): number {
  const blockRows = Math.max(1, image.getTileHeight());
  const blocksPerWindow = Math.max(1, Math.floor(windowPixels / image.getWidth() / blockRows));
  return blocksPerWindow * blockRows;
}

/** Writes `values` as levels and counts each value out of range, rather than one problem per pixel. */
function toLevels(
  values: Iterable<number>,
  nodata: number | null,
  levels: Uint8Array,
  outOfRange: Map<number, number>,
): void {
  let index = 0;
  for (const value of values) {
    if (value !== nodata && value >= 0 && value <= MAX_LEVEL) {
      levels[index] = value;
    } else {
      levels[index] = NO_LEVEL;
      if (value !== nodata) outOfRange.set(value, (outOfRange.get(value) ?? 0) + 1);
    }
    index++;
  }
}

function finiteOrNull(value: number | null): number | null {
  return value !== null && Number.isFinite(value) ? value : null;
}

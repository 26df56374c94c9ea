import { writeFile } from 'node:fs/promises';
import { deflateSync } from 'node:zlib';

export interface BaselineTiffSpec {
  width: number;
  height: number;
  /** Row-major 8-bit pixels. */
  pixels: Uint8Array;
  /**
   * Strips of some rows, or square tiles of some pixels (a multiple of 16), as GDAL and COGs write
   * them: several blocks let a test cross the reader's windows. @default { rowsPerStrip: height }
   */
  layout?: { rowsPerStrip: number } | { tileSize: number };
  /** `deflate` compresses each block with zlib (TIFF compression 8). @default 'none' */
  compression?: 'none' | 'deflate';
  /** A projected georeference; none makes the "no georeference" file writeArrayBuffer cannot write. */
  georeference?: { epsg: number; origin: [number, number]; pixelSize: number };
}

const SHORT = 3;
const LONG = 4;
const DOUBLE = 12;
const TYPE_SIZES: Record<number, number> = { [SHORT]: 2, [LONG]: 4, [DOUBLE]: 8 };

interface Entry {
  tag: number;
  type: number;
  values: number[];
}

/**
 * Writes a little-endian baseline TIFF by hand — header, one IFD, the blocks — which geotiff's writer
 * cannot: it always adds a georeference, writes big-endian, one uncompressed strip only.
 */
export async function writeBaselineTiff(path: string, spec: BaselineTiffSpec): Promise<void> {
  const { width, height, layout = { rowsPerStrip: height }, compression = 'none' } = spec;
  const blocks = cutBlocks(spec.pixels, width, height, layout).map((block) =>
    compression === 'deflate' ? new Uint8Array(deflateSync(block)) : block,
  );
  const entries = (blockOffsets: number[]): Entry[] =>
    [
      { tag: 256, type: LONG, values: [width] },
      { tag: 257, type: LONG, values: [height] },
      { tag: 258, type: SHORT, values: [8] }, // BitsPerSample
      { tag: 259, type: SHORT, values: [compression === 'deflate' ? 8 : 1] },
      { tag: 262, type: SHORT, values: [1] }, // PhotometricInterpretation: black is zero
      { tag: 277, type: SHORT, values: [1] }, // SamplesPerPixel
      ...blockEntries(layout, blockOffsets, blocks),
      ...georeferenceEntries(spec.georeference),
    ].sort((a, b) => a.tag - b.tag);

  // The blocks follow the IFD and the values too long for its entries; that layout does not depend on
  // the offsets' values, so a first pass with zeros measures it.
  const firstBlock = measure(entries(blocks.map(() => 0)));
  let end = firstBlock;
  const blockOffsets = blocks.map((block) => {
    const offset = end;
    end += block.length;
    return offset;
  });
  const bytes = new Uint8Array(end);
  encodeHeaderAndIfd(new DataView(bytes.buffer), entries(blockOffsets));
  blocks.forEach((block, index) => bytes.set(block, blockOffsets[index]));
  await writeFile(path, bytes);
}

/** Strips top to bottom, or tiles row by row, each tile padded to its full square. */
function cutBlocks(
  pixels: Uint8Array,
  width: number,
  height: number,
  layout: NonNullable<BaselineTiffSpec['layout']>,
): Uint8Array[] {
  if ('rowsPerStrip' in layout) {
    const { rowsPerStrip } = layout;
    return Array.from({ length: Math.ceil(height / rowsPerStrip) }, (_, strip) =>
      pixels.subarray(strip * rowsPerStrip * width, Math.min(height, (strip + 1) * rowsPerStrip) * width),
    );
  }
  const { tileSize } = layout;
  const blocks: Uint8Array[] = [];
  for (let tileTop = 0; tileTop < height; tileTop += tileSize) {
    for (let tileLeft = 0; tileLeft < width; tileLeft += tileSize) {
      const tile = new Uint8Array(tileSize * tileSize);
      for (let row = tileTop; row < Math.min(height, tileTop + tileSize); row++) {
        const line = pixels.subarray(
          row * width + tileLeft,
          row * width + Math.min(width, tileLeft + tileSize),
        );
        tile.set(line, (row - tileTop) * tileSize);
      }
      blocks.push(tile);
    }
  }
  return blocks;
}

function blockEntries(
  layout: NonNullable<BaselineTiffSpec['layout']>,
  offsets: number[],
  blocks: Uint8Array[],
): Entry[] {
  const sizes = blocks.map((block) => block.length);
  if ('rowsPerStrip' in layout) {
    return [
      { tag: 273, type: LONG, values: offsets }, // StripOffsets
      { tag: 278, type: LONG, values: [layout.rowsPerStrip] },
      { tag: 279, type: LONG, values: sizes }, // StripByteCounts
    ];
  }
  return [
    { tag: 322, type: LONG, values: [layout.tileSize] }, // TileWidth
    { tag: 323, type: LONG, values: [layout.tileSize] }, // TileLength
    { tag: 324, type: LONG, values: offsets }, // TileOffsets
    { tag: 325, type: LONG, values: sizes }, // TileByteCounts
  ];
}

function georeferenceEntries(georeference: BaselineTiffSpec['georeference']): Entry[] {
  if (!georeference) return [];
  const { epsg, origin, pixelSize } = georeference;
  return [
    { tag: 33550, type: DOUBLE, values: [pixelSize, pixelSize, 0] }, // ModelPixelScale
    { tag: 33922, type: DOUBLE, values: [0, 0, 0, origin[0], origin[1], 0] }, // ModelTiepoint
    // GeoKeyDirectory: version 1.1.0, 3 keys — projected model, pixel is area, the EPSG code.
    { tag: 34735, type: SHORT, values: [1, 1, 0, 3, 1024, 0, 1, 1, 1025, 0, 1, 1, 3072, 0, 1, epsg] },
  ];
}

const HEADER_SIZE = 8;
const IFD_ENTRY_SIZE = 12;

function measure(entries: Entry[]): number {
  const overflow = entries.map(entrySize).filter((size) => size > 4);
  return (
    HEADER_SIZE + 2 + entries.length * IFD_ENTRY_SIZE + 4 + overflow.reduce((sum, size) => sum + size, 0)
  );
}

function entrySize(entry: Entry): number {
  return entry.values.length * (TYPE_SIZES[entry.type] ?? 0);
}

function encodeHeaderAndIfd(view: DataView, entries: Entry[]): void {
  view.setUint8(0, 0x49); // "II": little-endian
  view.setUint8(1, 0x49);
  view.setUint16(2, 42, true);
  view.setUint32(4, HEADER_SIZE, true);
  view.setUint16(HEADER_SIZE, entries.length, true);
  let overflowAt = HEADER_SIZE + 2 + entries.length * IFD_ENTRY_SIZE + 4; // after the next-IFD offset, 0
  entries.forEach((entry, index) => {
    const at = HEADER_SIZE + 2 + index * IFD_ENTRY_SIZE;
    view.setUint16(at, entry.tag, true);
    view.setUint16(at + 2, entry.type, true);
    view.setUint32(at + 4, entry.values.length, true);
    const size = entrySize(entry);
    let valuesAt = at + 8;
    if (size > 4) {
      view.setUint32(at + 8, overflowAt, true);
      valuesAt = overflowAt;
      overflowAt += size;
    }
    entry.values.forEach((value, position) => writeValue(view, entry.type, valuesAt, position, value));
  });
}

function writeValue(view: DataView, type: number, at: number, position: number, value: number): void {
  if (type === SHORT) view.setUint16(at + position * 2, value, true);
  else if (type === LONG) view.setUint32(at + position * 4, value, true);
  else view.setFloat64(at + position * 8, value, true);
}

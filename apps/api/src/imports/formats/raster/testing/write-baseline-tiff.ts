import { writeFile } from 'node:fs/promises';

export interface BaselineTiffSpec {
  width: number;
  height: number;
  /** Row-major 8-bit pixels. */
  pixels: Uint8Array;
  /** Rows per strip: several strips let a test cross the reader's windows. @default height */
  rowsPerStrip?: number;
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
 * Writes a minimal little-endian baseline TIFF by hand — header, one IFD, uncompressed strips — which
 * geotiff's writer cannot: it always adds a georeference, writes big-endian and one strip only.
 */
export async function writeBaselineTiff(path: string, spec: BaselineTiffSpec): Promise<void> {
  const { width, height, pixels, rowsPerStrip = height } = spec;
  const stripCount = Math.ceil(height / rowsPerStrip);
  const stripSizes = Array.from(
    { length: stripCount },
    (_, strip) => Math.min(rowsPerStrip, height - strip * rowsPerStrip) * width,
  );
  const entries = (stripOffsets: number[]): Entry[] => [
    { tag: 256, type: LONG, values: [width] },
    { tag: 257, type: LONG, values: [height] },
    { tag: 258, type: SHORT, values: [8] }, // BitsPerSample
    { tag: 259, type: SHORT, values: [1] }, // Compression: none
    { tag: 262, type: SHORT, values: [1] }, // PhotometricInterpretation: black is zero
    { tag: 273, type: LONG, values: stripOffsets },
    { tag: 277, type: SHORT, values: [1] }, // SamplesPerPixel
    { tag: 278, type: LONG, values: [rowsPerStrip] },
    { tag: 279, type: LONG, values: stripSizes }, // StripByteCounts
    ...georeferenceEntries(spec.georeference),
  ];

  // The strips follow the IFD and the values too long for its entries; the layout does not depend on the
  // offsets' values, so a first pass with zeros measures it.
  const firstStrip = measure(entries(stripSizes.map(() => 0)));
  const stripOffsets = stripSizes.map((_, strip) => firstStrip + strip * rowsPerStrip * width);
  const bytes = new Uint8Array(firstStrip + pixels.length);
  encodeHeaderAndIfd(new DataView(bytes.buffer), entries(stripOffsets));
  bytes.set(pixels, firstStrip);
  await writeFile(path, bytes);
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

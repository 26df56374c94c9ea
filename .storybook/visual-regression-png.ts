// Baselines are committed, so their bytes matter: Vitest writes every screenshot as 8-bit RGBA with
// pngjs's defaults. This rewrites one much smaller: each colour channel rounded to 4 bits (the nearest
// multiple of 16, at most 8 levels off), then an indexed PNG when that leaves at most 256 colours (almost
// every screenshot), else RGB without the alpha channel an opaque screenshot never uses. The rounding is
// what makes dithered gradients and antialiased text compress, and it stays well inside the comparison's
// tolerance (pixelmatch at 0.1: an 8-level error in every channel is 0.031), so a fresh screenshot of an
// unchanged story still matches its rounded baseline; tooling/visual-baselines.test.ts holds
// ROUNDING_STEP to that.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

import { PNG } from 'pngjs';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The palette's bit depth: the fewest bits that index every colour (1, 2, 4 or 8). */
function bitDepthFor(colours: number): 1 | 2 | 4 | 8 {
  if (colours <= 2) return 1;
  if (colours <= 4) return 2;
  if (colours <= 16) return 4;
  return 8;
}

/** An indexed PNG of an opaque RGBA image, or null when it has more than 256 colours. */
function encodeIndexed(width: number, height: number, rgba: Buffer): Buffer | null {
  const indexOf = new Map<number, number>();
  const indices = new Uint8Array(width * height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const colour = rgba.readUIntBE(pixel * 4, 3);
    let index = indexOf.get(colour);
    if (index === undefined) {
      if (indexOf.size === 256) return null;
      index = indexOf.size;
      indexOf.set(colour, index);
    }
    indices[pixel] = index;
  }
  const depth = bitDepthFor(indexOf.size);
  const perByte = 8 / depth;
  const rowBytes = Math.ceil(width / perByte);
  // Each row starts with its filter type, 0 (none): filters rarely pay off on palette indices.
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const rowStart = y * (rowBytes + 1) + 1;
    for (let x = 0; x < width; x += 1) {
      const shift = 8 - depth * ((x % perByte) + 1);
      const byte = rowStart + Math.floor(x / perByte);
      raw.writeUInt8(raw.readUInt8(byte) | ((indices[y * width + x] ?? 0) << shift), byte);
    }
  }
  const palette = Buffer.alloc(indexOf.size * 3);
  for (const [colour, index] of indexOf) palette.writeUIntBE(colour, index * 3, 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(depth, 8);
  header.writeUInt8(3, 9); // colour type 3: indexed
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(raw, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Colour channels are rounded to multiples of this (4 bits a channel). */
export const ROUNDING_STEP = 16;

/** Rounds every colour channel (not alpha) of RGBA `data` to the nearest multiple of ROUNDING_STEP. */
function roundChannels(data: Buffer): void {
  for (let offset = 0; offset < data.length; offset += 1) {
    if (offset % 4 === 3) continue;
    const value = data.readUInt8(offset);
    data.writeUInt8(Math.min(255, Math.round(value / ROUNDING_STEP) * ROUNDING_STEP), offset);
  }
}

function isOpaque(rgba: Buffer): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return false;
  return true;
}

/** The image in `png`, its channels rounded, as a small PNG: indexed, else RGB, else (transparent) RGBA. */
export function optimisePng(png: Buffer): Buffer {
  const image = PNG.sync.read(png);
  const { width, height, data } = image;
  roundChannels(data);
  // pngjs's default strategy (run-length) and per-row filters suit photos; screenshots of text
  // compress to about half with plain deflate and no filter.
  const options = { deflateLevel: 9, deflateStrategy: 0, filterType: 0 } as const;
  if (!isOpaque(data)) return PNG.sync.write(image, { ...options, colorType: 6 });
  return (
    encodeIndexed(width, height, data) ??
    PNG.sync.write(image, { ...options, colorType: 2, inputColorType: 6 })
  );
}

/** Rewrites the PNG file at `file` with {@link optimisePng}; returns its size before and after. */
export function optimisePngFile(file: string): { before: number; after: number } {
  const png = readFileSync(file);
  const optimised = optimisePng(png);
  // Written beside it and renamed over it, so a test run reading the baseline never sees half a file.
  const temporary = `${file}.tmp`;
  writeFileSync(temporary, optimised);
  renameSync(temporary, file);
  return { before: png.length, after: optimised.length };
}

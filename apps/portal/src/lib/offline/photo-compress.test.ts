import { describe, expect, it } from 'vitest';

import { compressPhoto, fitWithin } from './photo-compress';

/** A JPEG as a camera makes one: 4000 × 3000, drawn in the page. */
async function cameraPhoto(width = 4000, height = 3000): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  const gradient = context.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, '#2f6b3a');
  gradient.addColorStop(1, '#c9b458');
  context.fillStyle = gradient;
  context.fillRect(0, 0, width, height);
  return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
}

async function sizeOf(blob: Blob) {
  const image = await createImageBitmap(blob);
  const size = { width: image.width, height: image.height };
  image.close();
  return size;
}

describe('compressPhoto', () => {
  it("scales a camera photo to the limits' longest side as JPEG, with a 320 px thumbnail", async () => {
    const original = await cameraPhoto();
    const photo = await compressPhoto(original, { maxEdgePx: 1600, jpegQuality: 0.8 });
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1600, height: 1200 });
    expect(await sizeOf(photo.blob)).toEqual({ width: 1600, height: 1200 });
    expect(await sizeOf(photo.thumb)).toEqual({ width: 320, height: 240 });
    expect(photo.blob.type).toBe('image/jpeg');
    expect(photo.thumb.type).toBe('image/jpeg');
    expect(photo.blob.size).toBeLessThan(original.size);
    expect(photo.thumb.size).toBeLessThan(photo.blob.size);
  });

  it('keeps a small photo at its size and a portrait photo upright', async () => {
    const small = await compressPhoto(await cameraPhoto(800, 600), { maxEdgePx: 1600, jpegQuality: 0.8 });
    expect({ width: small.width, height: small.height }).toEqual({ width: 800, height: 600 });
    const portrait = await compressPhoto(await cameraPhoto(1500, 3000), {
      maxEdgePx: 1000,
      jpegQuality: 0.8,
    });
    expect({ width: portrait.width, height: portrait.height }).toEqual({ width: 500, height: 1000 });
  });

  it("drops the camera's EXIF block (and the GPS position it may hold)", async () => {
    const camera = new Uint8Array(await (await cameraPhoto(640, 480)).arrayBuffer());
    // An APP1 "Exif" segment right after the start marker, as cameras write it: a TIFF header, no entries.
    const exif = [0xff, 0xe1, 0x00, 0x16, ...new TextEncoder().encode('Exif'), 0, 0];
    const tiff = [0x4d, 0x4d, 0x00, 0x2a, 0, 0, 0, 8, 0, 0, 0, 0, 0, 0];
    const withExif = new Blob([camera.slice(0, 2), new Uint8Array([...exif, ...tiff]), camera.slice(2)], {
      type: 'image/jpeg',
    });
    const hasExif = async (blob: Blob) =>
      new TextDecoder('latin1')
        .decode(new Uint8Array(await blob.arrayBuffer()).slice(0, 4096))
        .includes('Exif');
    expect(await hasExif(withExif)).toBe(true);
    const photo = await compressPhoto(withExif, { maxEdgePx: 1600, jpegQuality: 0.8 });
    expect(photo.width).toBe(640);
    expect(await hasExif(photo.blob)).toBe(false);
    expect(await hasExif(photo.thumb)).toBe(false);
  });

  it('fits any size within the longest side', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000, 320)).toEqual({ width: 240, height: 320 });
    expect(fitWithin(100, 50, 320)).toEqual({ width: 100, height: 50 });
  });
});

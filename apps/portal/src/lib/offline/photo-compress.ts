/** How a photo is prepared on the device (the server's limits: `GET …/apontamentos/fotos/limites`). */
export interface CompressLimits {
  /** The longest side of the stored photo, in pixels. */
  maxEdgePx: number;
  /** JPEG quality, 0–1. */
  jpegQuality: number;
}

/** The side of a photo's thumbnail, made here: the server has no image code. */
const THUMB_EDGE_PX = 320;
const THUMB_QUALITY = 0.7;

export interface CompressedPhoto {
  blob: Blob;
  thumb: Blob;
  width: number;
  height: number;
}

/** The size that fits `maxEdge` on the longest side, never larger than the original. */
export function fitWithin(width: number, height: number, maxEdge: number) {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function encodeJpeg(image: ImageBitmap, width: number, height: number, quality: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality });
  }
  // Safari before 16.4 has no OffscreenCanvas.
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(image, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no JPEG'))), 'image/jpeg', quality),
  );
}

/**
 * A picked photo as it is kept and sent: turned upright by its EXIF orientation, scaled to the limits'
 * longest side and encoded as JPEG, with a 320 px thumbnail. Re-encoding drops the file's EXIF, its GPS
 * position included, on purpose: the note carries the position the user chose to give.
 */
export async function compressPhoto(file: Blob, limits: CompressLimits): Promise<CompressedPhoto> {
  const image = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    const size = fitWithin(image.width, image.height, limits.maxEdgePx);
    const thumbSize = fitWithin(image.width, image.height, THUMB_EDGE_PX);
    const blob = await encodeJpeg(image, size.width, size.height, limits.jpegQuality);
    const thumb = await encodeJpeg(image, thumbSize.width, thumbSize.height, THUMB_QUALITY);
    return { blob, thumb, ...size };
  } finally {
    image.close();
  }
}

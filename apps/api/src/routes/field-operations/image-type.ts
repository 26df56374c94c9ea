/**
 * The image type a file's first bytes say, among those a field note's photo may be (JPEG, WebP), or null:
 * the name and the declared type of an upload are the sender's word, the bytes are what a browser will
 * decode.
 */
export function imageTypeOf(head: Uint8Array): 'image/jpeg' | 'image/webp' | null {
  // JPEG: SOI marker FF D8 then the next marker's FF.
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  // WebP: a RIFF container ('RIFF', size, 'WEBP').
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

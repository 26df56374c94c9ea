/**
 * A text file's bytes as text when the file does not say its encoding: UTF-8 if they are valid UTF-8,
 * else Windows-1252 — what Brazilian desktop GIS and spreadsheets write, and a superset of Latin-1, so
 * "Talhão" and "Conceição" come out right either way. A byte-order mark is dropped.
 */
export function decodeUnlabelledText(bytes: Uint8Array): string {
  return new TextDecoder(guessEncoding(bytes)).decode(bytes);
}

/** `utf-8` when the bytes are valid UTF-8, `windows-1252` when they are not. */
export function guessEncoding(bytes: Uint8Array): 'utf-8' | 'windows-1252' {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

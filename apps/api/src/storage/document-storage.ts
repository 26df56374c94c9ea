import type { Readable } from 'node:stream';

/** What the storage answers for stored content: where it is, how big, and its sha256 (hex). */
export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Where document files live. Keys are chosen by the storage (the content's sha256), never by a caller,
 * so no file name ever reaches a path. The local folder is the default; an S3-compatible store
 * implements the same three calls (see README.md).
 */
export interface DocumentStorage {
  /** Stores the stream's bytes; equal content is stored once. Rejects (leaving nothing behind) when the stream fails. */
  put(content: Readable): Promise<StoredFile>;
  /** The bytes of a key; rejects with `MissingFileError` when there is no such file. */
  get(key: string): Promise<Readable>;
  /** Forgets a key; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

export class MissingFileError extends Error {
  override readonly name = 'MissingFileError';
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
  }
}

/** Keys are sha256 in hex: anything else is refused before it gets near a path. */
export function isStorageKey(key: string): boolean {
  return /^[a-f0-9]{64}$/.test(key);
}

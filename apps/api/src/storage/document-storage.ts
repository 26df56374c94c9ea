import type { Readable } from 'node:stream';

/** What the storage answers for stored content: where it is, how big, and its sha256 (hex). */
export interface StoredFile {
  key: string;
  size: number;
  sha256: string;
}

/**
 * Where document files live. Keys are chosen by the storage (the content's sha256), never by a caller,
 * so no file name ever reaches a path. The local folder is the default; an S3-compatible bucket
 * implements the same calls when `S3_URL` is set (see README.md).
 */
export interface DocumentStorage {
  /** Stores the stream's bytes; equal content is stored once. Rejects (leaving nothing behind) when the stream fails. */
  put(content: Readable): Promise<StoredFile>;
  /** The bytes of a key; rejects with `MissingFileError` when there is no such file. */
  get(key: string): Promise<Readable>;
  /** Forgets a key; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Resolves when the storage can be used now: the folder is writable, or the bucket answers and takes
   * the credentials. Rejects with `StorageUnavailableError` (start-up and the readiness probe ask it).
   */
  check(): Promise<void>;
  /** Lets go of what the storage holds open (the S3 client's connections); nothing is called after it. */
  close(): void;
}

/** The storage cannot be used; `setting` names the variable that points at it, the message says why. */
export class StorageUnavailableError extends Error {
  override readonly name = 'StorageUnavailableError';
  constructor(
    readonly setting: 'DOCUMENTS_DIR' | 'S3_URL',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
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

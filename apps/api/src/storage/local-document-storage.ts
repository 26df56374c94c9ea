import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import {
  isStorageKey,
  MissingFileError,
  StorageUnavailableError,
  type DocumentStorage,
  type StoredFile,
} from './document-storage';

export interface LocalDocumentStorage extends DocumentStorage {
  /** Every stored file, with its size: what `pnpm dossel storage migrate` copies into a bucket. */
  files(): AsyncIterable<{ key: string; size: number }>;
}

/**
 * Documents on a local folder, content-addressed: a file is `<root>/<first 2 hex>/<sha256>`. Uploads are
 * written to `<root>/.incoming/` while hashed, then renamed into place, so a half-written upload never
 * shows under a key.
 */
export function createLocalDocumentStorage(root: string): LocalDocumentStorage {
  const incoming = join(root, '.incoming');
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new MissingFileError(key);
    return join(root, key.slice(0, 2), key);
  };

  return {
    async put(content: Readable): Promise<StoredFile> {
      await mkdir(incoming, { recursive: true });
      const temporary = join(incoming, randomUUID());
      const hash = createHash('sha256');
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      const file = createWriteStream(temporary);
      try {
        await pipeline(content, measure, file);
      } catch (error) {
        // An upload cut at once fails before the file has even opened: the destroyed stream still
        // creates it, so it is removed only once closed, or it would stay behind in `.incoming/`.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
      const sha256 = hash.digest('hex');
      const target = pathOf(sha256);
      if (await exists(target)) {
        await rm(temporary, { force: true });
      } else {
        await mkdir(join(root, sha256.slice(0, 2)), { recursive: true });
        await rename(temporary, target);
      }
      return { key: sha256, size, sha256 };
    },

    async get(key: string): Promise<Readable> {
      const path = pathOf(key);
      if (!(await exists(path))) throw new MissingFileError(key);
      return createReadStream(path);
    },

    async delete(key: string): Promise<void> {
      if (!isStorageKey(key)) return;
      await rm(pathOf(key), { force: true });
    },

    // Writes where uploads are written, so a read-only or full disk shows here and not on an upload.
    async check(): Promise<void> {
      const probe = join(incoming, `check-${randomUUID()}`);
      try {
        await mkdir(incoming, { recursive: true });
        await writeFile(probe, '');
        await rm(probe);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new StorageUnavailableError('DOCUMENTS_DIR', `cannot write in ${root} (${reason})`, {
          cause: error,
        });
      }
    },

    close(): void {},

    async *files() {
      // Only `<2 hex>/<sha256>`: `.incoming/` and anything else put there by hand are not stored files.
      for (const folder of await readdirOrNone(root)) {
        if (!/^[a-f0-9]{2}$/.test(folder)) continue;
        for (const key of await readdirOrNone(join(root, folder))) {
          if (!isStorageKey(key) || !key.startsWith(folder)) continue;
          const file = await stat(join(root, folder, key));
          if (file.isFile()) yield { key, size: file.size };
        }
      }
    },
  };
}

/** A folder's entries in name order; none when it does not exist (nothing was stored yet). */
async function readdirOrNone(path: string): Promise<string[]> {
  try {
    return (await readdir(path)).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

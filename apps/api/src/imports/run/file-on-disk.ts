import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { DocumentStorage } from '../../storage/document-storage';

/**
 * An uploaded file copied from the document storage (a folder or a bucket) to a temporary file, for the
 * readers that need a path and reading by ranges (GeoTIFF, zip); `done` removes it.
 */
export async function fileOnDisk(
  storage: DocumentStorage,
  key: string,
  extension: string,
): Promise<{ path: string; done: () => Promise<void> }> {
  const path = join(tmpdir(), `dossel-import-${randomUUID()}.${extension}`);
  const done = () => rm(path, { force: true });
  try {
    await pipeline(await storage.get(key), createWriteStream(path));
  } catch (error) {
    await done();
    throw error;
  }
  return { path, done };
}

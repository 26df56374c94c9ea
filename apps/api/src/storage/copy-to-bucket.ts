import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

import type { LocalDocumentStorage } from './local-document-storage';
import type { S3DocumentStorage } from './s3-document-storage';

/** What became of one local file: copied and read back intact, found in the bucket already, or not copied. */
export type CopyOutcome =
  | { key: string; size: number; result: 'copied' | 'present' }
  | { key: string; size: number; result: 'failed'; reason: string };

/**
 * Copies every file of the local documents folder into the bucket, one at a time, and says what became
 * of each. A file is hashed before it goes (its name is its sha256, so a damaged file shows), and read
 * back from the bucket after; an object that reads back wrong is removed, so that a second run copies it
 * again. A key the bucket holds already, with the same size, is left as it is.
 */
export async function* copyToBucket(
  from: LocalDocumentStorage,
  to: S3DocumentStorage,
): AsyncGenerator<CopyOutcome> {
  for await (const { key, size } of from.files()) {
    const failed = (reason: string): CopyOutcome => ({ key, size, result: 'failed', reason });
    try {
      const present = await to.sizeOf(key);
      if (present !== null) {
        yield present === size
          ? { key, size, result: 'present' }
          : failed(
              `the bucket holds ${present} bytes under this key, not ${size}: remove that object, run again`,
            );
        continue;
      }
      const local = await sha256Of(await from.get(key));
      if (local !== key) {
        yield failed(`the local file is damaged: its content's sha256 is ${local}`);
        continue;
      }
      const stored = await to.put(await from.get(key));
      if (stored.key !== key) {
        yield failed(`the local file changed while it was copied (it went as ${stored.key})`);
        continue;
      }
      const readBack = await sha256Of(await to.get(key));
      if (readBack !== key) {
        await to.delete(key);
        yield failed(`read back from the bucket, its sha256 is ${readBack}: the object was removed`);
        continue;
      }
      yield { key, size, result: 'copied' };
    } catch (error) {
      yield failed(error instanceof Error ? error.message : String(error));
    }
  }
}

async function sha256Of(content: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of content) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach } from 'vitest';

/**
 * A fresh folder under the system's temp folder for each test of the calling file, removed after it.
 * Returns how to name a file in it.
 */
export function tempFolderPerTest(): (fileName: string) => string {
  let folder = '';
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'dossel-vector-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  return (fileName) => join(folder, fileName);
}

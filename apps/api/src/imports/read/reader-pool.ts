import { Piscina } from 'piscina';

import { threadEntry } from '../../thread-entry';
import type { ReadOutcome, ReadTask } from './read-import-file';

/** The reader's heap: a 10 Mpx raster and its plots take some 400 MB; a larger file fails, not the server. */
const READER_HEAP_MB = 1536;
/** A thread left idle this long ends; the next import starts another (about 100 ms). */
const IDLE_MS = 60_000;

/**
 * One thread that reads import files, off the event loop: parsing a shapefile or clipping 10 million
 * pixels would otherwise hold up every request of the instance. One at a time, so an import takes one
 * of the machine's cores and leaves the other to the requests.
 */
export function createReaderPool() {
  const pool = new Piscina<ReadTask, ReadOutcome>({
    filename: threadEntry(import.meta.url, {
      source: './reader-thread-source.mjs',
      built: './import-reader.js',
    }),
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
    // geotiff's web-worker shim reads `workerData` in any thread that is not the main one, and throws when
    // there is none: an empty object tells it this is no worker of its own.
    workerData: {},
  });
  return {
    read: (task: ReadTask): Promise<ReadOutcome> => pool.run(task),
    close: () => pool.destroy(),
  };
}
export type ReaderPool = ReturnType<typeof createReaderPool>;

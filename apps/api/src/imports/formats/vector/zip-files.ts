import yauzl, { type Entry, type ZipFile } from 'yauzl';

import { ImportFileError } from '../../import-problem';

/** Uncompressed bytes a zip may ask us to hold, summed over the entries we read: far above a real layer. */
const MAX_UNCOMPRESSED_BYTES = 1024 ** 3;

export interface ZipLimits {
  /** Refuse (`zip.tooLarge`) when the entries to read declare more than this, uncompressed. @default 1 GiB */
  maxUncompressedBytes?: number;
}

/**
 * Reads the files `choose` picks, by name, from the zip at `path`. `choose` sees every file in archive
 * order, without folders or macOS's `__MACOSX/` and `._` companions, and may throw an ImportFileError to
 * refuse the archive.
 *
 * The sizes are checked before anything is inflated: the declared total against `maxUncompressedBytes`
 * (a zip bomb is refused with `zip.tooLarge`), and each entry's actual size against what it declares
 * (yauzl's `validateEntrySizes`). A truncated or corrupt archive fails with `zip.damaged`, an encrypted
 * entry with `zip.encrypted`.
 */
export async function readZipFiles(
  path: string,
  choose: (names: readonly string[]) => readonly string[],
  { maxUncompressedBytes = MAX_UNCOMPRESSED_BYTES }: ZipLimits = {},
): Promise<Map<string, Buffer>> {
  const zip = await yauzl
    .openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true })
    .catch((error: unknown) => {
      throw asZipError(error);
    });
  try {
    const entries = await listFiles(zip);
    const chosen = choose([...entries.keys()]).flatMap((name) => entries.get(name) ?? []);
    const declared = chosen.reduce((total, entry) => total + entry.uncompressedSize, 0);
    if (declared > maxUncompressedBytes) {
      throw new ImportFileError('zip.tooLarge', {
        maxMb: Math.round((maxUncompressedBytes / 1024 ** 2) * 10) / 10,
      });
    }
    const files = new Map<string, Buffer>();
    for (const entry of chosen) files.set(entry.fileName, await readEntry(zip, entry));
    return files;
  } catch (error) {
    throw asZipError(error);
  } finally {
    zip.close();
  }
}

async function listFiles(zip: ZipFile): Promise<Map<string, Entry>> {
  const files = new Map<string, Entry>();
  for await (const entry of zip.eachEntry()) {
    if (isUserFile(entry.fileName) && !files.has(entry.fileName)) files.set(entry.fileName, entry);
  }
  return files;
}

function isUserFile(name: string): boolean {
  const baseName = name.slice(name.lastIndexOf('/') + 1);
  return baseName !== '' && !name.startsWith('__MACOSX/') && !baseName.startsWith('._');
}

async function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  if (entry.isEncrypted()) throw new ImportFileError('zip.encrypted', { file: entry.fileName });
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Our own refusals pass through, and so do the system's errors (a missing upload is our fault, not the
 * file's); whatever else yauzl or zlib says means the archive cannot be read.
 */
function asZipError(error: unknown): unknown {
  if (error instanceof ImportFileError) return error;
  if (error instanceof Error && 'syscall' in error) return error;
  return new ImportFileError('zip.damaged');
}

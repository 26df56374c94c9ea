import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

import { ZipFile } from 'yazl';

/** Writes a zip at `path` holding `files` (name in the zip → content), deflated, in the order given. */
export async function writeZip(path: string, files: Record<string, string | Uint8Array>): Promise<void> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
}

import { readFile, writeFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { expectFileError } from '../../testing/fixture-files';
import { tempFolderPerTest } from './testing/temp-folder';
import { writeZip } from './testing/zip-writer';
import { readZipFiles } from './zip-files';

const fileIn = tempFolderPerTest();

/** Sets the "encrypted" flag of every entry in the central directory, where yauzl reads it. */
function markEncrypted(zip: Buffer): Buffer {
  const marked = Buffer.from(zip);
  for (
    let offset = marked.indexOf('PK\x01\x02');
    offset >= 0;
    offset = marked.indexOf('PK\x01\x02', offset + 4)
  ) {
    marked.writeUInt16LE(marked.readUInt16LE(offset + 8) | 1, offset + 8);
  }
  return marked;
}

describe('readZipFiles', () => {
  it('shows the files in archive order without folders or macOS companions, and reads the chosen ones', async () => {
    const path = fileIn('delivery.zip');
    await writeZip(path, {
      '__MACOSX/entrega/._talhoes.kml': 'resource fork',
      'entrega/._talhoes.kml': 'resource fork',
      'entrega/talhoes.kml': '<kml/>',
      'entrega/leia-me.txt': 'Talhões',
    });
    let seen: readonly string[] = [];

    const files = await readZipFiles(path, (names) => {
      seen = names;
      return ['entrega/leia-me.txt'];
    });

    expect(seen).toEqual(['entrega/talhoes.kml', 'entrega/leia-me.txt']);
    expect([...files.keys()]).toEqual(['entrega/leia-me.txt']);
    expect(files.get('entrega/leia-me.txt')?.toString('utf8')).toBe('Talhões');
  });

  it('refuses an encrypted entry with zip.encrypted, naming it', async () => {
    const path = fileIn('secret.zip');
    await writeZip(path, { 'talhoes.kml': '<kml/>' });
    await writeFile(path, markEncrypted(await readFile(path)));

    await expectFileError(
      readZipFiles(path, (names) => names),
      'zip.encrypted',
      { file: 'talhoes.kml' },
    );
  });

  it('counts only the chosen entries against the size limit', async () => {
    const path = fileIn('large-photo.zip');
    await writeZip(path, { 'orto.tif': Buffer.alloc(2 * 1024 ** 2), 'talhoes.kml': '<kml/>' });

    const files = await readZipFiles(path, () => ['talhoes.kml'], { maxUncompressedBytes: 1024 ** 2 });

    expect(files.get('talhoes.kml')?.toString('utf8')).toBe('<kml/>');
    await expectFileError(
      readZipFiles(path, (names) => names, { maxUncompressedBytes: 1024 ** 2 }),
      'zip.tooLarge',
      { maxMb: 1 },
    );
  });

  it('lets a missing upload fail as the system error it is, not as a damaged zip', async () => {
    await expect(readZipFiles(fileIn('gone.zip'), (names) => names)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });
});

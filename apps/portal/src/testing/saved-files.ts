import { expect, vi } from 'vitest';

import { readCsvLines } from './csv-lines';

/** A file a screen handed to the browser to save. */
export interface SavedFile {
  name: string;
  blob: Blob;
  text: () => Promise<string>;
}

/**
 * Catches the files a screen saves (ui-kit's saveFile: an object URL clicked as a download link) instead of
 * letting the browser download them, so a test can read their names and contents.
 */
export function catchSavedFiles(): SavedFile[] {
  const files: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
    const url = createObjectURL(object);
    blobs.set(url, object as Blob);
    return url;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) files.push({ name: this.download, blob, text: () => blob.text() });
  });
  return files;
}

/** Does `act` (e.g. a click on a download button) and returns the file it saved, once saved. */
export async function fileSavedBy(
  files: readonly SavedFile[],
  act: () => Promise<unknown>,
): Promise<SavedFile> {
  const before = files.length;
  await act();
  await vi.waitFor(() => expect(files).toHaveLength(before + 1));
  return files[before] as SavedFile;
}

/**
 * The lines of a CSV file as a spreadsheet reads them (quotes taken off), each line's cells joined by the
 * separator again, so a test can say `'Fazenda;Fazenda São João'`. Blank lines stay, as '' lines.
 */
export async function csvLines(file: SavedFile | undefined, separator = ';'): Promise<string[]> {
  if (!file) throw new Error('no file was saved');
  return readCsvLines(await file.text(), separator);
}

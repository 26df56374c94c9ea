import { vi } from 'vitest';

/** A file a screen handed to the browser to save. */
export interface SavedFile {
  name: string;
  text: () => Promise<string>;
}

/**
 * Catches the files a screen saves (lib/save-file: an object URL clicked as a download link) instead of
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
    if (blob) files.push({ name: this.download, text: () => blob.text() });
  });
  return files;
}

/** The lines of a CSV file, without the byte-order mark. */
export async function csvLines(file: SavedFile | undefined): Promise<string[]> {
  if (!file) throw new Error('no file was saved');
  return (await file.text()).replace(/^\uFEFF/, '').split('\r\n');
}

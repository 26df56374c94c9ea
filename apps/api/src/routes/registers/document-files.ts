import { fileExtension as extensionOf } from '@dossel/api-client';

/** What a file's name may hold once uploaded: no folders, no control or reserved characters. */
const MAX_NAME_LENGTH = 150;

/**
 * The file's own name, made safe to store and to send back in a header: only the last path segment
 * (`../../etc/passwd.pdf` → `passwd.pdf`), no control or reserved characters, no leading dots, at most
 * 150 characters (the extension kept). Never used as a path: files are stored by their sha256.
 */
export function safeFileName(raw: string | undefined): string {
  const lastSegment = (raw ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what goes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+/, '')
    .trim();
  if (cleaned.length <= MAX_NAME_LENGTH) return cleaned;
  const extension = extensionOf(cleaned);
  const keep = extension ? `.${extension}` : '';
  return cleaned.slice(0, MAX_NAME_LENGTH - keep.length) + keep;
}

/** The extension in lower case without the dot, or '' when the name has none: the upload form's rule. */
export { extensionOf };

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  zip: 'application/zip',
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  tif: 'image/tiff',
  tiff: 'image/tiff',
};

/** The content type we answer with, from the extension (never the one the uploader claimed). */
export function contentTypeFor(name: string): string {
  return CONTENT_TYPES[extensionOf(name)] ?? 'application/octet-stream';
}

/** Formats already compressed gain nothing from deflate inside a ZIP. */
export function isCompressed(name: string): boolean {
  return ['zip', 'kmz', 'xlsx', 'docx', 'pptx', 'png', 'jpg', 'jpeg', 'pdf'].includes(extensionOf(name));
}

/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266 / 5987). */
export function attachmentHeader(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Names inside one ZIP must differ: `a.pdf`, `a (2).pdf`, ... */
export function uniqueNames(names: readonly string[]): string[] {
  const used = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    const extension = extensionOf(name);
    const stem = extension ? name.slice(0, -(extension.length + 1)) : name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) {
      candidate = extension ? `${stem} (${n}).${extension}` : `${stem} (${n})`;
    }
    used.add(candidate.toLowerCase());
    return candidate;
  });
}

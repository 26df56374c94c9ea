import type { FastifyRequest } from 'fastify';

import { Rejection } from '../../errors';
import type { DocumentStorage, StoredFile } from '../../storage/document-storage';
import { safeFileName } from './document-files';

type UploadedFile = StoredFile & { name: string };

/** What an upload request carried: its text fields and, when there was one, the stored file. */
export interface Upload {
  fields: Record<string, string>;
  file: UploadedFile | null;
  /** Every stored file part by its name (`file` among them), for routes that take more than one. */
  files: Record<string, UploadedFile>;
}

/**
 * A multipart body that does not parse (cut short, no boundary, a broken part) is the caller's mistake: the
 * parser (busboy) reports it as a plain Error, where storage I/O errors carry a system `code` and the
 * plugin's own limits a `statusCode` (413 and the like, answered as they are).
 */
function isMalformedBody(error: unknown): boolean {
  return (
    error instanceof Error && error.constructor === Error && !('code' in error) && !('statusCode' in error)
  );
}

/**
 * Reads a multipart upload (documents, imports, field note photos): its fields, and the parts named in
 * `fileParts` (`file` unless told) streamed into the document storage as they arrive, never whole in
 * memory. A body cut short or over the plugin's limits leaves nothing behind (`release` forgets the stored
 * files); an empty file part counts as no file, and a part sent twice keeps the last.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  storage: DocumentStorage,
  release: (key: string) => Promise<void>,
  fileParts: readonly string[] = ['file'],
): Promise<Upload> {
  if (!request.isMultipart()) throw new Rejection(415, 'errors.request.unsupportedMediaType');
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
      } else if (fileParts.includes(part.fieldname)) {
        const stored = await storage.put(part.file);
        const earlier = files[part.fieldname];
        files[part.fieldname] = { ...stored, name: safeFileName(part.filename) };
        if (earlier) await release(earlier.key);
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    for (const file of Object.values(files)) await release(file.key);
    if (isMalformedBody(error)) throw new Rejection(400, 'errors.request.malformedUpload');
    throw error;
  }
  // A browser sends an empty part when no file was chosen.
  const sent: Record<string, UploadedFile> = {};
  for (const [name, file] of Object.entries(files)) {
    if (file.size > 0) sent[name] = file;
    else await release(file.key);
  }
  return { fields, file: sent.file ?? null, files: sent };
}

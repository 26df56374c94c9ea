import type { FastifyRequest } from 'fastify';

import { Rejection } from '../../errors';
import type { DocumentStorage, StoredFile } from '../../storage/document-storage';
import { safeFileName } from './document-files';

/** What an upload request carried: its text fields and, when there was one, the stored file. */
export interface Upload {
  fields: Record<string, string>;
  file: (StoredFile & { name: string }) | null;
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
 * Reads a multipart upload (documents, imports): its fields, and the part named `file` streamed into the
 * document storage as it arrives, never whole in memory. A body cut short or over the plugin's limits
 * leaves nothing behind (`release` forgets the stored file); an empty file part counts as no file.
 */
export async function readMultipartUpload(
  request: FastifyRequest,
  storage: DocumentStorage,
  release: (key: string) => Promise<void>,
): Promise<Upload> {
  if (!request.isMultipart()) throw new Rejection(415, 'errors.request.unsupportedMediaType');
  const upload: Upload = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        upload.fields[part.fieldname] = String(part.value);
      } else if (part.fieldname === 'file') {
        const stored = await storage.put(part.file);
        upload.file = { ...stored, name: safeFileName(part.filename) };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (upload.file) await release(upload.file.key);
    if (isMalformedBody(error)) throw new Rejection(400, 'errors.request.malformedUpload');
    throw error;
  }
  // A browser sends an empty part when no file was chosen.
  if (upload.file?.size === 0) {
    await release(upload.file.key);
    upload.file = null;
  }
  return upload;
}

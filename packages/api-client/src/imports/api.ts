import { call } from '../call';
import type { Request } from '../client';
import { toFormData, type OnUploadProgress, type UploadFile } from '../upload-request';
import { importsEndpoints as endpoints } from './endpoints';
import {
  importListQuerySchema,
  type Import,
  type ImportFields,
  type ImportListQuery,
  type ImportMapping,
  type ImportPreview,
  type ImportProblemItem,
} from './schemas';

/**
 * The calls under `/register/imports` (staff, or a script with an API key scoped to imports): upload a
 * file, follow it as it is read, look at its problems and preview, then publish, roll back or discard it.
 */
export function createImportsApi(request: Request) {
  return {
    /** The newest imports first, at most `IMPORTS_LISTED`; one customer's when asked. */
    list: (query: ImportListQuery = {}): Promise<Import[]> =>
      call(request, endpoints.list, { query: importListQuerySchema.parse(query) }),
    get: (id: number): Promise<Import> => call(request, endpoints.get, { params: { id } }),
    /**
     * Sends the file (streamed by the server into the document storage) and queues its reading; the
     * answer is the import, `queued`. `onProgress` hears the bytes going out.
     */
    upload: (fields: ImportFields, file: UploadFile, onProgress?: OnUploadProgress): Promise<Import> =>
      call(request, endpoints.upload, { body: toFormData(fields, file), onUploadProgress: onProgress }),
    /** Reads the file again with another mapping (a `ready` or `invalid` import). */
    remap: (id: number, mapping: ImportMapping): Promise<Import> =>
      call(request, endpoints.remap, { params: { id }, body: mapping }),
    problems: (id: number): Promise<ImportProblemItem[]> =>
      call(request, endpoints.problems, { params: { id } }),
    /** The problems as a CSV file, in the language of the call. */
    problemsCsv: (id: number): Promise<Blob> => call(request, endpoints.problemsCsv, { params: { id } }),
    preview: (id: number): Promise<ImportPreview> => call(request, endpoints.preview, { params: { id } }),
    /** Queues the publication of a `ready` import: the customer's screens switch to it in one step. */
    publish: (id: number): Promise<Import> => call(request, endpoints.publish, { params: { id } }),
    /** Queues the return to the version before a `published` import (the latest of its kind). */
    rollback: (id: number): Promise<Import> => call(request, endpoints.rollback, { params: { id } }),
    /** Drops a `ready` or `invalid` import that will not be published. */
    discard: (id: number): Promise<Import> => call(request, endpoints.discard, { params: { id } }),
  };
}
export type ImportsApi = ReturnType<typeof createImportsApi>;

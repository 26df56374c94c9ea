import * as z from 'zod/mini';

import type { Request } from '../client';
import { toFormData, type OnUploadProgress, type UploadFile } from '../upload-request';
import {
  importListQuerySchema,
  importPreviewSchema,
  importProblemListSchema,
  importSchema,
  type Import,
  type ImportFields,
  type ImportListQuery,
  type ImportMapping,
  type ImportPreview,
  type ImportProblemItem,
} from './schemas';

const BASE = '/register/imports';

/**
 * The calls under `/register/imports` (staff, or a script with an API key scoped to imports): upload a
 * file, follow it as it is read, look at its problems and preview, then publish, roll back or discard it.
 */
export function createImportsApi(request: Request) {
  const step = async (id: number, action: 'publish' | 'rollback' | 'discard'): Promise<Import> =>
    importSchema.parse(await request<unknown>(`${BASE}/${id}/${action}`, { method: 'POST' }));

  return {
    /** The newest imports first, at most `IMPORTS_LISTED`; one customer's when asked. */
    async list(query: ImportListQuery = {}): Promise<Import[]> {
      return z
        .array(importSchema)
        .parse(await request<unknown>(BASE, { query: importListQuerySchema.parse(query) }));
    },
    async get(id: number): Promise<Import> {
      return importSchema.parse(await request<unknown>(`${BASE}/${id}`));
    },
    /**
     * Sends the file (streamed by the server into the document storage) and queues its reading; the
     * answer is the import, `queued`. `onProgress` hears the bytes going out.
     */
    async upload(fields: ImportFields, file: UploadFile, onProgress?: OnUploadProgress): Promise<Import> {
      const body = await request<unknown>(BASE, {
        method: 'POST',
        body: toFormData(fields, file),
        onUploadProgress: onProgress,
      });
      return importSchema.parse(body);
    },
    /** Reads the file again with another mapping (a `ready` or `invalid` import). */
    async remap(id: number, mapping: ImportMapping): Promise<Import> {
      return importSchema.parse(
        await request<unknown>(`${BASE}/${id}/mapping`, { method: 'PUT', body: mapping }),
      );
    },
    async problems(id: number): Promise<ImportProblemItem[]> {
      return importProblemListSchema.parse(await request<unknown>(`${BASE}/${id}/problems`));
    },
    /** The problems as a CSV file, in the language of the call. */
    async problemsCsv(id: number): Promise<Blob> {
      return request<Blob>(`${BASE}/${id}/problems.csv`, { responseType: 'blob' });
    },
    async preview(id: number): Promise<ImportPreview> {
      return importPreviewSchema.parse(await request<unknown>(`${BASE}/${id}/preview`));
    },
    /** Queues the publication of a `ready` import: the customer's screens switch to it in one step. */
    publish: (id: number) => step(id, 'publish'),
    /** Queues the return to the version before a `published` import (the latest of its kind). */
    rollback: (id: number) => step(id, 'rollback'),
    /** Drops a `ready` or `invalid` import that will not be published. */
    discard: (id: number) => step(id, 'discard'),
  };
}
export type ImportsApi = ReturnType<typeof createImportsApi>;

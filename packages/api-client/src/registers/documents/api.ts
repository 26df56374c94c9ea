import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { toFormData, type OnUploadProgress, type UploadFile } from '../../upload-request';
import { readWithProgress, type OnDownloadProgress } from './download-progress';
import {
  documentLimitsSchema,
  documentSchema,
  type CustomerDocument,
  type DocumentFields,
  type DocumentLimits,
  type DocumentListQuery,
} from './schemas';

const BASE = '/register/documents';

const STREAM = { responseType: 'stream' } as const;

/**
 * The calls under `/register/documents`. Staff see every document; a customer user sees and downloads
 * those of the customers linked to them.
 */
export function createDocumentsApi(request: Request) {
  return {
    async list(query: DocumentListQuery = {}): Promise<CustomerDocument[]> {
      return z.array(documentSchema).parse(await request<unknown>(BASE, { query }));
    },
    async get(id: number): Promise<CustomerDocument> {
      return documentSchema.parse(await request<unknown>(`${BASE}/${id}`));
    },
    /**
     * Multipart upload; the file's extension must be the document type's. `onProgress` hears the bytes
     * going out (the call then goes through XMLHttpRequest: fetch cannot report an upload's progress).
     */
    async upload(
      fields: DocumentFields,
      file: UploadFile,
      onProgress?: OnUploadProgress,
    ): Promise<CustomerDocument> {
      const body = await request<unknown>(BASE, {
        method: 'POST',
        body: toFormData(fields, file),
        onUploadProgress: onProgress,
      });
      return documentSchema.parse(body);
    },
    /** New metadata (with the version it was read at), and a new file when given; `onProgress` as for `upload`. */
    async update(
      id: number,
      fields: Versioned<DocumentFields>,
      file?: UploadFile,
      onProgress?: OnUploadProgress,
    ): Promise<CustomerDocument> {
      const body = await request<unknown>(`${BASE}/${id}`, {
        method: 'PUT',
        body: toFormData(fields, file),
        onUploadProgress: onProgress,
      });
      return documentSchema.parse(body);
    },
    /** What the server accepts (its DOCUMENT_MAX_MB), so the form can say so before the upload. */
    async limits(): Promise<DocumentLimits> {
      return documentLimitsSchema.parse(await request<unknown>(`${BASE}/limits`));
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
    },
    /** The file's bytes; `onProgress` hears every chunk, against the document's `size` when given. */
    async download(id: number, progress?: { size: number; onProgress: OnDownloadProgress }): Promise<Blob> {
      if (!progress) return request<Blob>(`${BASE}/${id}/download`, { responseType: 'blob' });
      const answer = await request<Blob | ReadableStream<Uint8Array>>(`${BASE}/${id}/download`, STREAM);
      return readWithProgress(answer, progress.size, progress.onProgress);
    },
    /**
     * Up to 20 documents as one ZIP (spec section 9), with a read-me of what it holds. Its size is only
     * known at the end (it is made as it streams), so progress reports bytes without a total.
     */
    async downloadMany(ids: number[], onProgress?: OnDownloadProgress): Promise<Blob> {
      const path = `${BASE}/download`;
      if (!onProgress) return request<Blob>(path, { method: 'POST', body: { ids }, responseType: 'blob' });
      const answer = await request<Blob | ReadableStream<Uint8Array>>(path, {
        method: 'POST',
        body: { ids },
        ...STREAM,
      });
      return readWithProgress(answer, null, onProgress, 'application/zip');
    },
  };
}
export type DocumentsApi = ReturnType<typeof createDocumentsApi>;

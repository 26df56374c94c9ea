import { call, callForStream } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { toFormData, type OnUploadProgress, type UploadFile } from '../../upload-request';
import { readWithProgress, type OnDownloadProgress } from './download-progress';
import { documentsEndpoints as endpoints } from './endpoints';
import type { CustomerDocument, DocumentFields, DocumentLimits, DocumentListQuery } from './schemas';

/**
 * The calls under `/register/documents`. Staff see every document; a customer user sees and downloads
 * those of the customers linked to them.
 */
export function createDocumentsApi(request: Request) {
  return {
    list: (query: DocumentListQuery = {}): Promise<CustomerDocument[]> =>
      call(request, endpoints.list, { query }),
    get: (id: number): Promise<CustomerDocument> => call(request, endpoints.get, { params: { id } }),
    /**
     * Multipart upload; the file's extension must be the document type's. `onProgress` hears the bytes
     * going out (the call then goes through XMLHttpRequest: fetch cannot report an upload's progress).
     */
    upload: (
      fields: DocumentFields,
      file: UploadFile,
      onProgress?: OnUploadProgress,
    ): Promise<CustomerDocument> =>
      call(request, endpoints.upload, { body: toFormData(fields, file), onUploadProgress: onProgress }),
    /** New metadata (with the version it was read at), and a new file when given; `onProgress` as for `upload`. */
    update: (
      id: number,
      fields: Versioned<DocumentFields>,
      file?: UploadFile,
      onProgress?: OnUploadProgress,
    ): Promise<CustomerDocument> =>
      call(request, endpoints.update, {
        params: { id },
        body: toFormData(fields, file),
        onUploadProgress: onProgress,
      }),
    /** What the server accepts (its DOCUMENT_MAX_MB), so the form can say so before the upload. */
    limits: (): Promise<DocumentLimits> => call(request, endpoints.limits),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
    /** The file's bytes; `onProgress` hears every chunk, against the document's `size` when given. */
    async download(id: number, progress?: { size: number; onProgress: OnDownloadProgress }): Promise<Blob> {
      if (!progress) return call(request, endpoints.download, { params: { id } });
      const answer = await callForStream(request, endpoints.download, { params: { id } });
      return readWithProgress(answer, progress.size, progress.onProgress);
    },
    /**
     * Up to 20 documents as one ZIP (spec section 9), with a read-me of what it holds. Its size is only
     * known at the end (it is made as it streams), so progress reports bytes without a total.
     */
    async downloadMany(ids: number[], onProgress?: OnDownloadProgress): Promise<Blob> {
      if (!onProgress) return call(request, endpoints.downloadMany, { body: { ids } });
      const answer = await callForStream(request, endpoints.downloadMany, { body: { ids } });
      return readWithProgress(answer, null, onProgress, 'application/zip');
    },
  };
}
export type DocumentsApi = ReturnType<typeof createDocumentsApi>;

import * as z from 'zod/mini';

import type { Request } from '../../client';
import {
  documentSchema,
  type CustomerDocument,
  type DocumentFields,
  type DocumentListQuery,
} from './schemas';

const BASE = '/register/documents';

/** A file to upload, as a browser `File` or any Blob with a name. */
export interface UploadFile {
  blob: Blob;
  name: string;
}

function toFormData(fields: DocumentFields, file: UploadFile | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  // The file goes last, so the server has read every field when the bytes arrive.
  if (file) form.append('file', file.blob, file.name);
  return form;
}

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
    /** Multipart upload; the file's extension must be the document type's. */
    async upload(fields: DocumentFields, file: UploadFile): Promise<CustomerDocument> {
      const body = await request<unknown>(BASE, { method: 'POST', body: toFormData(fields, file) });
      return documentSchema.parse(body);
    },
    /** New metadata, and a new file when given. */
    async update(id: number, fields: DocumentFields, file?: UploadFile): Promise<CustomerDocument> {
      const body = await request<unknown>(`${BASE}/${id}`, { method: 'PUT', body: toFormData(fields, file) });
      return documentSchema.parse(body);
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
    },
    /** The file's bytes. */
    async download(id: number): Promise<Blob> {
      return request<Blob>(`${BASE}/${id}/download`, { responseType: 'blob' });
    },
    /** Up to 20 documents as one ZIP (spec section 9). */
    async downloadMany(ids: number[]): Promise<Blob> {
      return request<Blob>(`${BASE}/download`, { method: 'POST', body: { ids }, responseType: 'blob' });
    },
  };
}
export type DocumentsApi = ReturnType<typeof createDocumentsApi>;

import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import {
  documentTypeSchema,
  documentLookupItemSchema,
  type DocumentType,
  type DocumentTypeInput,
  type DocumentLookupItem,
} from './schemas';

const BASE = '/register/document-types';

/** The calls under `/register/document-types`, plus the category and subject lists of the upload form. */
export function createDocumentTypesApi(request: Request) {
  return {
    async list(): Promise<DocumentType[]> {
      return z.array(documentTypeSchema).parse(await request<unknown>(BASE));
    },
    async get(id: number): Promise<DocumentType> {
      return documentTypeSchema.parse(await request<unknown>(`${BASE}/${id}`));
    },
    async create(input: DocumentTypeInput): Promise<DocumentType> {
      return documentTypeSchema.parse(await request<unknown>(BASE, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<DocumentTypeInput>): Promise<DocumentType> {
      const body = await request<unknown>(`${BASE}/${id}`, { method: 'PUT', body: input });
      return documentTypeSchema.parse(body);
    },
    /** Refused with 409 while documents are of this type. */
    async remove(id: number): Promise<void> {
      await request<unknown>(`${BASE}/${id}`, { method: 'DELETE' });
    },
    async categories(): Promise<DocumentLookupItem[]> {
      return z.array(documentLookupItemSchema).parse(await request<unknown>('/register/document-categories'));
    },
    async subjects(): Promise<DocumentLookupItem[]> {
      return z.array(documentLookupItemSchema).parse(await request<unknown>('/register/document-subjects'));
    },
  };
}
export type DocumentTypesApi = ReturnType<typeof createDocumentTypesApi>;

import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { documentTypesEndpoints as endpoints } from './endpoints';
import type { DocumentLookupItem, DocumentType, DocumentTypeInput } from './schemas';

/** The calls under `/register/document-types`, plus the category and subject lists of the upload form. */
export function createDocumentTypesApi(request: Request) {
  return {
    list: (): Promise<DocumentType[]> => call(request, endpoints.list),
    get: (id: number): Promise<DocumentType> => call(request, endpoints.get, { params: { id } }),
    create: (input: DocumentTypeInput): Promise<DocumentType> =>
      call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<DocumentTypeInput>): Promise<DocumentType> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    /** Refused with 409 while documents are of this type. */
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
    categories: (): Promise<DocumentLookupItem[]> => call(request, endpoints.categories),
    subjects: (): Promise<DocumentLookupItem[]> => call(request, endpoints.subjects),
  };
}
export type DocumentTypesApi = ReturnType<typeof createDocumentTypesApi>;

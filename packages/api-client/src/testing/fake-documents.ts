import type { CustomerDocument } from '../registers/documents/schemas';

const FILTERS = ['customerId', 'documentTypeId', 'documentCategoryId', 'documentSubjectId'] as const;

/**
 * `GET /register/documents` over `documents`, as the API answers it: those matching every filter of the
 * query (a customer, a type, a category, a subject), newest first (by `createdAt`, then by id). Which
 * customers the user may see is the caller's part: pass only theirs.
 */
export function fakeDocumentList(
  documents: readonly CustomerDocument[],
  query: Record<string, unknown> = {},
): CustomerDocument[] {
  return documents
    .filter((document) =>
      FILTERS.every((filter) => query[filter] === undefined || document[filter] === Number(query[filter])),
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
}

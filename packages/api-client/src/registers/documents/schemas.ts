import * as z from 'zod/mini';
import { formVersionSchema, versionSchema } from '../../record-versions';
import { requiredOrInvalid } from '../../validation';

import { formId, idSchema, optionalText } from '../../fields';

/** Spec section 9: downloads are limited to 20 documents at a time. */
export const MAX_DOCUMENTS_PER_DOWNLOAD = 20;

/** A stored document (spec section 3) with the names its labels show. Its owner is one customer. */
export const documentSchema = z.object({
  id: idSchema(),
  customerId: idSchema(),
  customerName: z.string(),
  documentTypeId: idSchema(),
  documentTypeDescription: z.string(),
  /** The type's extension, which the file's name ends with. */
  extension: z.string(),
  documentCategoryId: idSchema(),
  documentCategoryName: z.string(),
  documentSubjectId: idSchema(),
  documentSubjectName: z.string(),
  /** The file's name as uploaded, made safe (no folders, no control characters). */
  name: z.string(),
  description: z.nullable(z.string()),
  /** Bytes. */
  size: z.int().check(z.nonnegative()),
  /** Registration date. */
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  version: versionSchema(),
});
export type CustomerDocument = z.infer<typeof documentSchema>;

/**
 * The fields of the upload form (`POST /register/documents`, multipart, with the `file` part) and of
 * `PUT /register/documents/{id}` (a new file optional). Fields arrive as text, hence the coercion.
 */
export const documentFieldsSchema = z.object({
  documentTypeId: formId(),
  documentCategoryId: formId(),
  documentSubjectId: formId(),
  /** The customer the document belongs to: only users linked to it see it. */
  customerId: formId(),
  description: optionalText(500),
});
export type DocumentFields = z.input<typeof documentFieldsSchema>;
/** The fields as the API parses them: ids as numbers, an empty description null. What the repository stores. */
export type DocumentValues = z.output<typeof documentFieldsSchema>;

/** The fields of `PUT /register/documents/{id}`: the document's and the version it was read at (as text). */
export const documentUpdateFieldsSchema = z.extend(documentFieldsSchema, { version: formVersionSchema() });
export type DocumentUpdateFields = z.input<typeof documentUpdateFieldsSchema>;

/** `GET /register/documents/limits`: what the server accepts (its DOCUMENT_MAX_MB in bytes). */
export const documentLimitsSchema = z.object({ maxBytes: z.int().check(z.positive()) });
export type DocumentLimits = z.infer<typeof documentLimitsSchema>;

/** A file name's extension, lower case without the dot ('' when it has none): what a document type names. */
export function fileExtension(name: string): string {
  return /\.([^.\s]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** What the upload form knows beyond its fields. */
export interface DocumentFormRules {
  /** Each document type's extension by the type's id: the chosen type's is the one the file must have. */
  extensions: ReadonlyMap<number, string>;
  /** The stored file's name when editing: kept when no new file is chosen. @default none: a file is required */
  keptFileName?: string;
  /** The server's size limit in bytes, once known. @default no limit checked here */
  maxBytes?: number;
}

/**
 * The upload form (spec section 5): the fields the API parses, plus the file — required for a new
 * document ('Por favor, importe um arquivo'), within the size limit — and the file (the new one, else the
 * kept one) must have the chosen type's extension.
 */
export function documentFormSchema({ extensions, keptFileName, maxBytes }: DocumentFormRules) {
  const anyFile = z.file({
    error: (issue) => (issue.input === undefined ? 'validation.fileRequired' : 'validation.invalid'),
  });
  const file =
    maxBytes === undefined
      ? anyFile
      : anyFile.check(z.maxSize(maxBytes, { error: 'errors.documents.fileTooLarge' }));
  const fileName = (chosen: unknown) => (chosen instanceof File ? chosen.name : keptFileName);
  return z
    .object({ ...documentFieldsSchema.shape, file: keptFileName === undefined ? file : z.optional(file) })
    .check(
      z.refine(
        ({ documentTypeId, file: chosen }) => {
          const expected = extensions.get(documentTypeId);
          const name = fileName(chosen);
          return name === undefined || expected === undefined || fileExtension(name) === expected;
        },
        {
          path: ['file'],
          error: 'errors.documents.extensionMismatch',
          // Said as soon as there are a type and a file, whatever the other fields still lack.
          when: ({ value }) => {
            const { documentTypeId, file: chosen } = (value ?? {}) as {
              documentTypeId?: unknown;
              file?: unknown;
            };
            return typeof documentTypeId === 'number' && fileName(chosen) !== undefined;
          },
        },
      ),
    );
}

/** `GET /register/documents`: filters, all optional. */
export const documentListQuerySchema = z.object({
  documentTypeId: z.optional(formId()),
  customerId: z.optional(formId()),
  documentCategoryId: z.optional(formId()),
  documentSubjectId: z.optional(formId()),
});
export type DocumentListQuery = z.input<typeof documentListQuerySchema>;

/** Body of `POST /register/documents/download`: 1 to 20 document ids, answered as one ZIP. */
export const documentDownloadInputSchema = z.object({
  ids: z
    .array(idSchema(), { error: requiredOrInvalid })
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(MAX_DOCUMENTS_PER_DOWNLOAD, { error: 'validation.documentsLimit' }),
    ),
});
export type DocumentDownloadInput = z.infer<typeof documentDownloadInputSchema>;

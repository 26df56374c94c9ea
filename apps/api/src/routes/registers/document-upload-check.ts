import { documentFieldsSchema, documentUpdateFieldsSchema, type DocumentValues } from '@dossel/api-client';

import { Rejection } from '../../errors';
import type { createCustomersRepository } from '../../repositories/registers/customers';
import type { createDocumentTypesRepository } from '../../repositories/registers/document-types';
import type { DocumentFile, StoredDocument } from '../../repositories/registers/documents';
import { contentTypeFor, extensionOf } from './document-files';
import type { Upload } from './multipart-upload';
import { validationFailure } from './shared';

interface UploadCheckDeps {
  types: ReturnType<typeof createDocumentTypesRepository>;
  customers: ReturnType<typeof createCustomersRepository>;
  /** Lets go of a stored file nobody will keep. */
  release: (key: string) => Promise<void>;
}

/**
 * An uploaded document's check against the registers: its fields (the type, category, subject and
 * customer must exist) and its file (required on upload; its extension must be the type's). The file
 * is released when anything is wrong. An update (`current` given) must also say the version it was read
 * at, and may keep the file it has.
 */
export function createDocumentUploadCheck({ types, customers, release }: UploadCheckDeps) {
  return async (
    upload: Upload,
    fileRequired: boolean,
    current?: StoredDocument,
  ): Promise<{ values: DocumentValues & { version?: number }; file: DocumentFile | null }> => {
    try {
      const parsed = (current ? documentUpdateFieldsSchema : documentFieldsSchema).safeParse(upload.fields);
      const issues = parsed.success ? [] : [...parsed.error.issues];
      if (fileRequired && !upload.file)
        issues.push({ path: ['file'], message: 'validation.fileRequired' } as never);
      if (!parsed.success || issues.length > 0) throw validationFailure(issues);
      const values = parsed.data;
      const type = await types.find(values.documentTypeId);
      if (!type) throw new Rejection(400, 'validation.invalid', 'documentTypeId');
      if (!(await types.categoryExists(values.documentCategoryId)))
        throw new Rejection(400, 'validation.invalid', 'documentCategoryId');
      if (!(await types.subjectExists(values.documentSubjectId)))
        throw new Rejection(400, 'validation.invalid', 'documentSubjectId');
      if (!(await customers.exists(values.customerId)))
        throw new Rejection(400, 'validation.invalid', 'customerId');
      const name = upload.file?.name ?? current?.name ?? '';
      if (extensionOf(name) !== type.extension)
        throw new Rejection(400, 'errors.documents.extensionMismatch', 'file');
      const file = upload.file && {
        name: upload.file.name,
        storageKey: upload.file.key,
        size: upload.file.size,
        contentType: contentTypeFor(upload.file.name),
      };
      return { values, file };
    } catch (error) {
      if (upload.file) await release(upload.file.key);
      throw error;
    }
  };
}

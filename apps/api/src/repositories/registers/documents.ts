import type { CustomerDocument, DocumentValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { deletedRow } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

/** The file of a document. */
export interface DocumentFile {
  name: string;
  storageKey: string;
  size: number;
  contentType: string;
}

export interface DocumentFilter {
  documentTypeId?: number;
  customerId?: number;
  documentCategoryId?: number;
  documentSubjectId?: number;
  /** Only documents of these customers; undefined for every customer (staff). */
  customerIds?: readonly number[];
}

/** A document with where its bytes are. */
export type StoredDocument = CustomerDocument & { storageKey: string; contentType: string };

export function createDocumentsRepository(db: Kysely<Database>) {
  const selectDocuments = () =>
    db
      .selectFrom('documents as d')
      .innerJoin('customers as c', 'c.id', 'd.customer_id')
      .innerJoin('document_types as t', 't.id', 'd.document_type_id')
      .innerJoin('document_categories as cat', 'cat.id', 'd.document_category_id')
      .innerJoin('document_subjects as s', 's.id', 'd.document_subject_id')
      .select([
        'd.id',
        'd.customer_id as customerId',
        'c.name as customerName',
        'd.document_type_id as documentTypeId',
        't.description as documentTypeDescription',
        't.extension',
        'd.document_category_id as documentCategoryId',
        'cat.name as documentCategoryName',
        'd.document_subject_id as documentSubjectId',
        's.name as documentSubjectName',
        'd.name',
        'd.description',
        'd.size',
        'd.created_at as createdAt',
        'd.updated_at as updatedAt',
        'd.version',
        'd.storage_key as storageKey',
        'd.content_type as contentType',
      ]);

  const find = async (id: number): Promise<StoredDocument | undefined> =>
    selectDocuments().where('d.id', '=', id).executeTakeFirst();

  return {
    /** Newest first. */
    async list(filter: DocumentFilter): Promise<StoredDocument[]> {
      let query = selectDocuments();
      if (filter.customerIds !== undefined) {
        if (filter.customerIds.length === 0) return [];
        query = query.where('d.customer_id', 'in', [...filter.customerIds]);
      }
      if (filter.customerId !== undefined) query = query.where('d.customer_id', '=', filter.customerId);
      if (filter.documentTypeId !== undefined)
        query = query.where('d.document_type_id', '=', filter.documentTypeId);
      if (filter.documentCategoryId !== undefined)
        query = query.where('d.document_category_id', '=', filter.documentCategoryId);
      if (filter.documentSubjectId !== undefined)
        query = query.where('d.document_subject_id', '=', filter.documentSubjectId);
      return query.orderBy('d.created_at', 'desc').orderBy('d.id', 'desc').execute();
    },

    find,

    async findMany(ids: readonly number[]): Promise<StoredDocument[]> {
      if (ids.length === 0) return [];
      return selectDocuments()
        .where('d.id', 'in', [...ids])
        .execute();
    },

    async create(values: DocumentValues, file: DocumentFile, at: Date): Promise<StoredDocument> {
      const now = at.toISOString();
      const { id } = await db
        .insertInto('documents')
        .values({
          customer_id: values.customerId,
          document_type_id: values.documentTypeId,
          document_category_id: values.documentCategoryId,
          document_subject_id: values.documentSubjectId,
          description: values.description,
          name: file.name,
          storage_key: file.storageKey,
          size: file.size,
          content_type: file.contentType,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return (await find(id)) as StoredDocument;
    },

    /**
     * New metadata, and a new file when given; applies only at `version` (see record-versions.ts).
     * Undefined when there is no such document.
     */
    async update(id: number, values: DocumentValues, file: DocumentFile | null, at: Date, version: number) {
      const result = await db
        .updateTable('documents')
        .set({
          customer_id: values.customerId,
          document_type_id: values.documentTypeId,
          document_category_id: values.documentCategoryId,
          document_subject_id: values.documentSubjectId,
          description: values.description,
          updated_at: at.toISOString(),
          ...(file && {
            name: file.name,
            storage_key: file.storageKey,
            size: file.size,
            content_type: file.contentType,
          }),
          version: NEXT_VERSION,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? find(id) : missingOrStale(find(id));
    },

    /** False when there was no such document (its stored file is the caller's to release). */
    async delete(id: number): Promise<boolean> {
      return deletedRow(await db.deleteFrom('documents').where('id', '=', id).executeTakeFirst());
    },
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;

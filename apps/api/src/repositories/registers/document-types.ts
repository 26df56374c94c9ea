import type { DocumentLookupItem, DocumentType, DocumentTypeValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { deletedRow, refuseWhileNamed } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

export function createDocumentTypesRepository(db: Kysely<Database>) {
  const columns = ['id', 'description', 'extension', 'version'] as const;
  return {
    async list(): Promise<DocumentType[]> {
      return db.selectFrom('document_types').select(columns).orderBy('description').orderBy('id').execute();
    },

    async find(id: number): Promise<DocumentType | undefined> {
      return db.selectFrom('document_types').select(columns).where('id', '=', id).executeTakeFirst();
    },

    async create(values: DocumentTypeValues): Promise<DocumentType> {
      return db.insertInto('document_types').values(values).returning(columns).executeTakeFirstOrThrow();
    },

    /** Applies only at `version` (see record-versions.ts); undefined when there is no such type. */
    async update(id: number, values: DocumentTypeValues, version: number): Promise<DocumentType | undefined> {
      const row = await db
        .updateTable('document_types')
        .set({ ...values, version: NEXT_VERSION })
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(columns)
        .executeTakeFirst();
      return row ?? missingOrStale(this.find(id));
    },

    /**
     * False when there was no such type; refused while documents are of it. Called within the audit
     * trail's transaction, so no upload comes between the check and the delete.
     */
    async delete(id: number): Promise<boolean> {
      await refuseWhileNamed(
        db.selectFrom('documents').select('id').where('document_type_id', '=', id),
        'errors.documentTypes.inUse',
      );
      return deletedRow(await db.deleteFrom('document_types').where('id', '=', id).executeTakeFirst());
    },

    async categories(): Promise<DocumentLookupItem[]> {
      return db.selectFrom('document_categories').select(['id', 'name']).orderBy('id').execute();
    },

    async subjects(): Promise<DocumentLookupItem[]> {
      return db.selectFrom('document_subjects').select(['id', 'name']).orderBy('id').execute();
    },

    async categoryExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('document_categories')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },

    async subjectExists(id: number): Promise<boolean> {
      const row = await db
        .selectFrom('document_subjects')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
export type DocumentTypesRepository = ReturnType<typeof createDocumentTypesRepository>;

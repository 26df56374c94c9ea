import type { FieldNotePhoto, FieldNotePhotoValues } from '@dossel/api-client';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../db/schema';
import { inTransaction } from '../in-transaction';
import type { FieldNotePhotosTable } from '../../db/schema-field-operations';
import { deletedRow } from '../deletes';

type PhotoRow = Selectable<FieldNotePhotosTable>;

/** A photo with where its bytes are: what the routes read and release, never shown as such. */
export interface StoredFieldNotePhoto extends FieldNotePhoto {
  storageKey: string;
  thumbKey: string;
  contentType: string;
  thumbContentType: string;
}

/** The files of a new photo, as stored (keys of the document storage, types read from the bytes). */
export interface FieldNotePhotoFiles {
  storageKey: string;
  thumbKey: string;
  contentType: string;
  thumbContentType: string;
  bytes: number;
}

/** A photo as the API lists it, from its row. */
export function photoOfRow(row: PhotoRow): FieldNotePhoto {
  return {
    id: row.id,
    clientKey: row.client_key,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    takenAt: row.taken_at,
  };
}

/** A stored photo as the API shows it: without where its bytes are. */
export function publicPhoto({
  storageKey: _file,
  thumbKey: _thumb,
  contentType: _type,
  thumbContentType: _thumbType,
  ...photo
}: StoredFieldNotePhoto): FieldNotePhoto {
  return photo;
}

function storedPhoto(row: PhotoRow): StoredFieldNotePhoto {
  return {
    ...photoOfRow(row),
    storageKey: row.storage_key,
    thumbKey: row.thumb_key,
    contentType: row.content_type,
    thumbContentType: row.thumb_content_type,
  };
}

/** Photos of field notes, always within one customer and one note: another's read as missing. */
export function createFieldNotePhotosRepository(db: Kysely<Database>) {
  const ofNote = (customerId: number, noteId: number) =>
    db
      .selectFrom('field_note_photos')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('note_id', '=', noteId);

  return {
    async find(customerId: number, noteId: number, id: number): Promise<StoredFieldNotePhoto | undefined> {
      const row = await ofNote(customerId, noteId).where('id', '=', id).executeTakeFirst();
      return row && storedPhoto(row);
    },

    async findByClientKey(
      customerId: number,
      noteId: number,
      clientKey: string,
    ): Promise<StoredFieldNotePhoto | undefined> {
      const row = await ofNote(customerId, noteId).where('client_key', '=', clientKey).executeTakeFirst();
      return row && storedPhoto(row);
    },

    /**
     * Adds a photo to the note unless it has `maxPerNote` already (then undefined). The note's row is
     * locked first (a write that changes nothing), so two uploads at once cannot both take the last place.
     * Throws the database's unique violation when the note has a photo with the key.
     */
    async create(
      customerId: number,
      noteId: number,
      values: FieldNotePhotoValues,
      files: FieldNotePhotoFiles,
      { now, maxPerNote }: { now: Date; maxPerNote: number },
    ): Promise<StoredFieldNotePhoto | undefined> {
      return inTransaction(db, async (trx) => {
        await trx
          .updateTable('field_notes')
          .set((set) => ({ version: set.ref('version') }))
          .where('customer_id', '=', customerId)
          .where('id', '=', noteId)
          .execute();
        const { count } = await trx
          .selectFrom('field_note_photos')
          .select((select) => select.fn.countAll<number | string>().as('count'))
          .where('customer_id', '=', customerId)
          .where('note_id', '=', noteId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= maxPerNote) return undefined;
        const row = await trx
          .insertInto('field_note_photos')
          .values({
            customer_id: customerId,
            note_id: noteId,
            client_key: values.clientKey,
            storage_key: files.storageKey,
            thumb_key: files.thumbKey,
            content_type: files.contentType,
            thumb_content_type: files.thumbContentType,
            bytes: files.bytes,
            width: values.width,
            height: values.height,
            taken_at: values.takenAt,
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return storedPhoto(row);
      });
    },

    async delete(customerId: number, noteId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('field_note_photos')
        .where('customer_id', '=', customerId)
        .where('note_id', '=', noteId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deletedRow(result);
    },
  };
}
export type FieldNotePhotosRepository = ReturnType<typeof createFieldNotePhotosRepository>;

import type { FieldNote, FieldNotePhoto, FieldNoteQuery, FieldNoteValues } from '@dossel/api-client';
import type { Kysely, Selectable } from 'kysely';

import type { Database } from '../../db/schema';
import { inTransaction } from '../in-transaction';
import type { FieldNotesTable } from '../../db/schema-field-operations';
import { deletedRow } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';
import { photoOfRow } from './field-note-photos';

type NoteRow = Selectable<FieldNotesTable>;

/** The note's columns from a parsed body; the device key only on create (a PUT never changes it). */
function columnsOf({ clientKey: _key, accuracyM, plotId, recordedAt, ...values }: FieldNoteValues) {
  return { ...values, accuracy_m: accuracyM, plot_id: plotId, recorded_at: recordedAt };
}

function noteOf(
  { customer_id: _customer, client_key, accuracy_m, plot_id, recorded_at, ...row }: NoteRow,
  photos: FieldNotePhoto[],
): FieldNote {
  return {
    ...row,
    clientKey: client_key,
    accuracyM: accuracy_m,
    plotId: plot_id,
    recordedAt: recorded_at,
    photos,
  } as FieldNote;
}

/** Field notes (apontamentos), always within one customer: another customer's id reads as missing. */
export function createFieldNotesRepository(db: Kysely<Database>) {
  const notesOf = (customerId: number) =>
    db.selectFrom('field_notes').selectAll().where('customer_id', '=', customerId);

  /** The photos of the given notes, in the order they came, in one query by customer (no list of ids). */
  async function withPhotos(customerId: number, rows: NoteRow[]): Promise<FieldNote[]> {
    if (rows.length === 0) return [];
    let photos = db.selectFrom('field_note_photos').selectAll().where('customer_id', '=', customerId);
    if (rows.length === 1) photos = photos.where('note_id', '=', (rows[0] as NoteRow).id);
    const byNote = new Map<number, FieldNotePhoto[]>();
    for (const photo of await photos.orderBy('id').execute()) {
      byNote.set(photo.note_id, [...(byNote.get(photo.note_id) ?? []), photoOfRow(photo)]);
    }
    return rows.map((row) => noteOf(row, byNote.get(row.id) ?? []));
  }

  const one = async (customerId: number, row: NoteRow | undefined) =>
    row && (await withPhotos(customerId, [row]))[0];

  return {
    /** Newest first. */
    async list(customerId: number, query: FieldNoteQuery): Promise<FieldNote[]> {
      let select = notesOf(customerId);
      if (query.tipo) select = select.where('tipo', '=', query.tipo);
      return withPhotos(customerId, await select.orderBy('data', 'desc').orderBy('id', 'desc').execute());
    },

    async find(customerId: number, id: number): Promise<FieldNote | undefined> {
      return one(customerId, await notesOf(customerId).where('id', '=', id).executeTakeFirst());
    },

    /** The note the device saved under `clientKey`, as it is now. */
    async findByClientKey(customerId: number, clientKey: string): Promise<FieldNote | undefined> {
      return one(
        customerId,
        await notesOf(customerId).where('client_key', '=', clientKey).executeTakeFirst(),
      );
    },

    /** Whether `plotId` is a plot of the customer that no import has retired. */
    async isActivePlot(customerId: number, plotId: number): Promise<boolean> {
      const plot = await db
        .selectFrom('plots')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('id', '=', plotId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      return plot !== undefined;
    },

    /** Throws the database's unique violation when the customer already has a note with the key. */
    async create(customerId: number, input: FieldNoteValues): Promise<FieldNote> {
      const row = await db
        .insertInto('field_notes')
        .values({ ...columnsOf(input), client_key: input.clientKey, customer_id: customerId })
        .returningAll()
        .executeTakeFirstOrThrow();
      return noteOf(row, []);
    },

    /** Applies only at `version` (see record-versions.ts); undefined when the customer has no such note. */
    async update(
      customerId: number,
      id: number,
      input: FieldNoteValues,
      version: number,
    ): Promise<FieldNote | undefined> {
      const row = await db
        .updateTable('field_notes')
        .set({ ...columnsOf(input), version: NEXT_VERSION })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      return row ? one(customerId, row) : missingOrStale(this.find(customerId, id));
    },

    /**
     * Deletes the note and its photos (the database cascades); answers the storage keys its photos used,
     * for the caller to release, or undefined when the customer has no such note.
     */
    async delete(customerId: number, id: number): Promise<string[] | undefined> {
      return inTransaction(db, async (trx) => {
        const photos = await trx
          .selectFrom('field_note_photos')
          .select(['storage_key', 'thumb_key'])
          .where('customer_id', '=', customerId)
          .where('note_id', '=', id)
          .execute();
        const result = await trx
          .deleteFrom('field_notes')
          .where('customer_id', '=', customerId)
          .where('id', '=', id)
          .executeTakeFirst();
        if (!deletedRow(result)) return undefined;
        return photos.flatMap((photo) => [photo.storage_key, photo.thumb_key]);
      });
    },
  };
}
export type FieldNotesRepository = ReturnType<typeof createFieldNotesRepository>;

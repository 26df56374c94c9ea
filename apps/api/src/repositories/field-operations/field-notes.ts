import type { FieldNote, FieldNoteQuery, FieldNoteValues } from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../../db/schema';
import { deletedRow } from '../deletes';
import { NEXT_VERSION, missingOrStale } from '../record-versions';

const COLUMNS = [
  'id',
  'tipo',
  'data',
  'gloc1',
  'gloc2',
  'gloc3',
  'gloc4',
  'gloc5',
  'infestacao',
  'padrao',
  'observacoes',
  'version',
] as const;

/** Field notes (apontamentos), always within one customer: another customer's id reads as missing. */
export function createFieldNotesRepository(db: Kysely<Database>) {
  return {
    /** Newest first. */
    async list(customerId: number, query: FieldNoteQuery): Promise<FieldNote[]> {
      let select = db.selectFrom('field_notes').select(COLUMNS).where('customer_id', '=', customerId);
      if (query.tipo) select = select.where('tipo', '=', query.tipo);
      return (await select.orderBy('data', 'desc').orderBy('id', 'desc').execute()) as FieldNote[];
    },

    async find(customerId: number, id: number): Promise<FieldNote | undefined> {
      const row = await db
        .selectFrom('field_notes')
        .select(COLUMNS)
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row as FieldNote | undefined;
    },

    async create(customerId: number, input: FieldNoteValues): Promise<FieldNote> {
      const row = await db
        .insertInto('field_notes')
        .values({ ...input, customer_id: customerId })
        .returning(COLUMNS)
        .executeTakeFirstOrThrow();
      return row as FieldNote;
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
        .set({ ...input, version: NEXT_VERSION })
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .where('version', '=', version)
        .returning(COLUMNS)
        .executeTakeFirst();
      return (row as FieldNote | undefined) ?? missingOrStale(this.find(customerId, id));
    },

    async delete(customerId: number, id: number): Promise<boolean> {
      const result = await db
        .deleteFrom('field_notes')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return deletedRow(result);
    },
  };
}
export type FieldNotesRepository = ReturnType<typeof createFieldNotesRepository>;

import * as z from 'zod/mini';

import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { fieldNoteSchema, type FieldNote, type FieldNoteInput, type FieldNoteQuery } from './schemas';

const PATH = '/register/gas/apontamentos';

/** The calls under `/register/gas/apontamentos`. */
export function createFieldNotesApi(request: Request) {
  return {
    /** The customer's field notes, newest first. */
    async list(query: FieldNoteQuery = {}): Promise<FieldNote[]> {
      return z.array(fieldNoteSchema).parse(await request<unknown>(PATH, { query }));
    },
    async get(id: number): Promise<FieldNote> {
      return fieldNoteSchema.parse(await request<unknown>(`${PATH}/${id}`));
    },
    async create(input: FieldNoteInput): Promise<FieldNote> {
      return fieldNoteSchema.parse(await request<unknown>(PATH, { method: 'POST', body: input }));
    },
    async update(id: number, input: Versioned<FieldNoteInput>): Promise<FieldNote> {
      return fieldNoteSchema.parse(await request<unknown>(`${PATH}/${id}`, { method: 'PUT', body: input }));
    },
    async remove(id: number): Promise<void> {
      await request<unknown>(`${PATH}/${id}`, { method: 'DELETE' });
    },
  };
}
export type FieldNotesApi = ReturnType<typeof createFieldNotesApi>;

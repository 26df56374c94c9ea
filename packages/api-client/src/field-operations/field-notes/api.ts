import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import { fieldNotesEndpoints as endpoints } from './endpoints';
import type { FieldNote, FieldNoteInput, FieldNoteQuery } from './schemas';

/** The calls under `/register/gas/apontamentos`. */
export function createFieldNotesApi(request: Request) {
  return {
    /** The customer's field notes, newest first. */
    list: (query: FieldNoteQuery = {}): Promise<FieldNote[]> => call(request, endpoints.list, { query }),
    get: (id: number): Promise<FieldNote> => call(request, endpoints.get, { params: { id } }),
    create: (input: FieldNoteInput): Promise<FieldNote> => call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<FieldNoteInput>): Promise<FieldNote> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
  };
}
export type FieldNotesApi = ReturnType<typeof createFieldNotesApi>;

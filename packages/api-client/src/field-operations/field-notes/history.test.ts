import { describe, expect, it } from 'vitest';

import { fakeRequest } from '../../testing/fake-api-client';
import { fakeFieldNoteRegister } from '../../testing/fake-field-notes';
import { createFieldNotesApi } from './api';
import { historyPhotoIds, historyPhotosValue } from './history';
import type { FieldNote } from './schemas';

const author = {
  user_id: 3,
  user_name: 'Novo Usuário',
  user_email: 'novo@valeverde.com.br',
  at: '2026-11-27T13:00:00.000Z',
};

const note: FieldNote = {
  id: 7,
  tipo: 1,
  data: '2026-11-27',
  gloc1: 'Fazenda Boa Vista',
  gloc2: 'Região Norte',
  gloc3: 'T-12',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
  infestacao: null,
  padrao: null,
  observacoes: null,
  clientKey: null,
  latitude: null,
  longitude: null,
  accuracyM: null,
  plotId: null,
  recordedAt: null,
  photos: [],
  version: 2,
};

describe("a field note's history (issue 18)", () => {
  it("is read at the note's own route, a photo added as an update of its `photos` field", async () => {
    let asked = '';
    const api = createFieldNotesApi(
      fakeRequest({
        'GET /register/gas/apontamentos/{id}/historico': (_options, params) => {
          asked = String(params?.id);
          return [
            {
              ...author,
              id: 2,
              entity: 'fieldNotes',
              record_id: 7,
              action: 'update',
              changes: { photos: { from: null, to: '41' } },
            },
          ];
        },
      }),
    );
    const history = await api.history(7);
    expect(asked).toBe('7');
    expect(history[0]?.changes).toEqual({ photos: { from: null, to: '41' } });
  });

  it("is answered by the fake register from the entries it is given, a missing note's as the API's 404", async () => {
    const entries = [
      {
        ...author,
        id: 1,
        entity: 'fieldNotes' as const,
        record_id: 7,
        action: 'create' as const,
        changes: {},
      },
      {
        ...author,
        id: 5,
        entity: 'fieldNotes' as const,
        record_id: 8,
        action: 'create' as const,
        changes: {},
      },
    ];
    const api = createFieldNotesApi(fakeRequest(fakeFieldNoteRegister([note], undefined, entries).routes));
    expect((await api.history(7)).map((entry) => entry.id)).toEqual([1]);
    await expect(api.history(8)).rejects.toMatchObject({ status: 404 });
  });

  it('keeps the photos as their ids in one text, and reads them back', () => {
    expect(historyPhotosValue([12, 13])).toBe('12, 13');
    expect(historyPhotosValue([])).toBeNull();
    expect(historyPhotoIds('12, 13')).toEqual([12, 13]);
    expect(historyPhotoIds(null)).toEqual([]);
    expect(historyPhotoIds('12, x, 0')).toEqual([12]);
  });
});

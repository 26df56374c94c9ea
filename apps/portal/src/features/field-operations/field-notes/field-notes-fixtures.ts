// Fixtures of the field notes' stories and tests: Vale Verde's notes on a fake server, with its plots.
import { fieldNotesEndpoints } from '@dossel/api-client';
import type { FieldNote } from '@dossel/api-client';
import { fakeFieldNoteRegister } from '@dossel/api-client/testing';

import { plotsRoute } from '../../../testing/plot-fixtures';

export const FIELD_NOTES_API = fieldNotesEndpoints.list.path;

const place = {
  gloc1: 'Fazenda Cachoeira Escura',
  gloc2: 'Região Leste',
  gloc3: 'CES-001',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
};
/** Notes written before issue 18: no device key, position, plot, device time or photos. */
const fromBefore = {
  clientKey: null,
  latitude: null,
  longitude: null,
  accuracyM: null,
  plotId: null,
  recordedAt: null,
  photos: [],
};

export const fakeFieldNotes: FieldNote[] = [
  {
    id: 1,
    tipo: 2,
    data: '2025-10-15',
    ...place,
    infestacao: 'Muita',
    padrao: 'Sistemático',
    observacoes: 'Braquiária nas entrelinhas.',
    ...fromBefore,
    version: 1,
  },
  {
    id: 2,
    tipo: 1,
    data: '2025-10-20',
    ...place,
    infestacao: null,
    padrao: null,
    observacoes: 'Capina química na linha.',
    ...fromBefore,
    version: 1,
  },
];

/**
 * The notes as the API keeps them (api-client's fake: a repeated `clientKey` answers the stored note,
 * photos with their limits), and the customer's plots the form picks places from.
 */
export function fakeFieldNotesServer(notes: readonly FieldNote[] = fakeFieldNotes) {
  const server = fakeFieldNoteRegister(notes);
  return { ...server, routes: { ...server.routes, ...plotsRoute() } };
}

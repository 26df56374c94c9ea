// Fixtures of the field notes' stories and tests: Vale Verde's notes on a fake server, with its plots.
import { fieldNotesEndpoints } from '@dossel/api-client';
import type { AuditEntry, FieldNote } from '@dossel/api-client';
import { fakeFieldNoteRegister, fakeRoute, notFoundError } from '@dossel/api-client/testing';

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

const author = { user_id: 12, user_name: 'Rafael Lima', user_email: 'rafael.lima@valeverde.com.br' };

/**
 * Note 3's history, newest first: written in the field, two photos added when it was sent, then the first
 * one removed (photo 10 is gone: the history shows 'photo removed' in its place).
 */
const fieldNoteHistory: AuditEntry[] = [
  {
    id: 55,
    entity: 'fieldNotes',
    record_id: 3,
    action: 'update',
    ...author,
    at: '2026-11-27T17:40:00.000Z',
    changes: {
      photos: { from: '10, 11', to: '11' },
      infestacao: { from: 'Muita', to: 'Razoável' },
    },
  },
  {
    id: 54,
    entity: 'fieldNotes',
    record_id: 3,
    action: 'update',
    ...author,
    at: '2026-11-27T13:06:00.000Z',
    changes: { photos: { from: null, to: '10, 11' } },
  },
  {
    id: 53,
    entity: 'fieldNotes',
    record_id: 3,
    action: 'create',
    ...author,
    at: '2026-11-27T13:05:00.000Z',
    changes: {
      tipo: 2,
      data: '2026-11-27',
      ...place,
      infestacao: 'Muita',
      padrao: 'Localizado',
      latitude: -20.8123,
      longitude: -51.7012,
      accuracyM: 12,
      plot: 'CES-001',
      recordedAt: '2026-11-27T10:03:00.000-03:00',
    },
  },
];

/** Note 3, with the one photo it still has (11). */
const noteWithHistory: FieldNote = {
  id: 3,
  tipo: 2,
  data: '2026-11-27',
  ...place,
  infestacao: 'Razoável',
  padrao: 'Localizado',
  observacoes: null,
  clientKey: '0c5d8f2e-6a41-4b7e-9d3a-2f1e0b9c8d7a',
  latitude: -20.8123,
  longitude: -51.7012,
  accuracyM: 12,
  plotId: 21,
  recordedAt: '2026-11-27T10:03:00.000-03:00',
  photos: [
    {
      id: 11,
      clientKey: '7b2e9c41-3d5f-4a86-b0e1-5c9d2a7f4e13',
      width: 1600,
      height: 1200,
      bytes: 182_340,
      takenAt: '2026-11-27T10:04:00-03:00',
    },
  ],
  version: 3,
};

/** A small picture as a stored thumbnail: a stand's green with a brown row across, drawn the same each time. */
async function thumbnail(): Promise<Blob> {
  const canvas = new OffscreenCanvas(96, 96);
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
  context.fillStyle = '#4f7d3a';
  context.fillRect(0, 0, 96, 96);
  context.fillStyle = '#8a6a3f';
  context.fillRect(0, 40, 96, 18);
  return canvas.convertToBlob({ type: 'image/png' });
}

/**
 * The fake server with note 3 and its history; the thumbnails of the note's photos are pictures (the
 * fake's own are empty), and a photo removed since answers the API's 404.
 */
export function fakeFieldNoteHistoryServer(history: readonly AuditEntry[] = fieldNoteHistory) {
  const server = fakeFieldNoteRegister([...fakeFieldNotes, noteWithHistory], undefined, history);
  return {
    ...server,
    routes: {
      ...server.routes,
      ...fakeRoute(fieldNotesEndpoints.photoThumbnail, ({ params }) => {
        const held = server.photos(Number(params.id)).some((photo) => photo.id === Number(params.photoId));
        if (!held) throw notFoundError();
        return thumbnail();
      }),
    },
  };
}

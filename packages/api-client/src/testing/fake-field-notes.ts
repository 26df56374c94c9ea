// The field notes behind a fake api client (issue 18), as the API answers them: a register of notes whose
// create replays a known `clientKey` (the shared `replayOrCreate`), and their photos — limits, idempotent
// uploads, bytes, thumbnails, removal — and their histories as given. Like the other fakes it checks no bodies (no 400 or 422).
import { fieldNotesEndpoints } from '../field-operations/field-notes/endpoints';
import {
  FIELD_NOTE_PHOTO_TOO_LARGE,
  FIELD_NOTE_TOO_MANY_PHOTOS,
  type FieldNotePhoto,
  type FieldNotePhotoLimits,
} from '../field-operations/field-notes/photos';
import { replayOrCreate } from '../field-operations/field-notes/replay';
import { FIELD_NOTE_PLOT_GONE, type FieldNote } from '../field-operations/field-notes/schemas';
import type { AuditEntry } from '../registers/audit/schemas';
import { ApiError } from '../errors';
import { translateMessage } from '../messages';
import { fakeRoute, type FakeRoutes } from './fake-api-client';
import { fakeRegister, notFoundError, type FakeRegister } from './fake-register';

/** The API's defaults (FIELD_NOTE_PHOTO_*): 1600 px, quality 0.8, 5 MB, 10 photos a note. */
export const FAKE_FIELD_NOTE_PHOTO_LIMITS: FieldNotePhotoLimits = {
  maxEdgePx: 1600,
  jpegQuality: 0.8,
  maxBytes: 5 * 1024 * 1024,
  maxPhotosPerNote: 10,
};

/** An API refusal by its message key (`errors.fieldNotes.plotGone` → code `fieldNotes.plotGone`). */
const refusal = (status: number, key: string, field: string | null = null) =>
  new ApiError(status, [
    { message: translateMessage('pt-BR', key), code: key.replace(/^errors\./, ''), field },
  ]);

/** What the API answers to a note whose plot was removed (422 on `plotId`): a story's refused sync. */
export const fieldNotePlotGoneError = () => refusal(422, FIELD_NOTE_PLOT_GONE, 'plotId');

/** The fields a note body may leave out, as the API stores them: null (and no photos yet). */
const NOTE_DEFAULTS = [
  'infestacao',
  'padrao',
  'observacoes',
  'latitude',
  'longitude',
  'accuracyM',
  'plotId',
  'recordedAt',
] as const;

interface StoredPhoto extends FieldNotePhoto {
  file: Blob;
  thumb: Blob;
}

export interface FakeFieldNoteRegister extends FakeRegister<FieldNote> {
  /** A note's photos as the API lists them. */
  photos: (noteId: number) => FieldNotePhoto[];
}

const textField = (form: FormData, name: string) => String(form.get(name) ?? '');

/**
 * Field notes `initial` (with their photos) at `/register/gas/apontamentos`, plus the photo routes. A POST
 * with a `clientKey` already stored answers that note (as it is now); a PUT keeps a note's key and photos.
 * A photo upload with a key the note has answers that photo; past `limits.maxPhotosPerNote` it answers the
 * API's 409, over `limits.maxBytes` its 413. A note's history answers the entries of `history` whose
 * `record_id` is the note's, as given (newest first); the fake's own writes add none.
 */
export function fakeFieldNoteRegister(
  initial: readonly FieldNote[],
  limits: FieldNotePhotoLimits = FAKE_FIELD_NOTE_PHOTO_LIMITS,
  history: readonly AuditEntry[] = [],
): FakeFieldNoteRegister {
  const base = fieldNotesEndpoints.list.path;
  const keys = new Map(initial.map((note) => [note.id, note.clientKey]));
  const photoStore = new Map<number, StoredPhoto[]>(
    initial.map((note) => [
      note.id,
      note.photos.map((photo) => ({ ...photo, file: new Blob(), thumb: new Blob() })),
    ]),
  );
  let nextPhotoId = Math.max(0, ...initial.flatMap((note) => note.photos.map((photo) => photo.id))) + 1;

  const photosOf = (noteId: number): FieldNotePhoto[] =>
    (photoStore.get(noteId) ?? []).map(({ file: _file, thumb: _thumb, ...photo }) => photo);
  // The register stores bodies as they come; a note's key and photos are answered from here.
  const answer = (note: FieldNote): FieldNote => ({
    ...note,
    clientKey: keys.get(note.id) ?? null,
    photos: photosOf(note.id),
  });
  const answerAny = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map((note) => answer(note as FieldNote));
    return value && typeof value === 'object' && 'id' in value ? answer(value as FieldNote) : value;
  };

  const register = fakeRegister<FieldNote>(base, initial, (body) => {
    const values = body as Record<string, unknown>;
    return Object.fromEntries(NOTE_DEFAULTS.map((name) => [name, values[name] ?? null]));
  });
  const routes: FakeRoutes = {};
  for (const [key, handler] of Object.entries(register.routes)) {
    routes[key] = async (options, params) => answerAny(await handler(options, params));
  }
  const create = register.routes[`POST ${base}`];
  routes[`POST ${base}`] = async (options, params) => {
    const clientKey = (options.body as { clientKey?: string | null } | undefined)?.clientKey ?? null;
    const { record } = await replayOrCreate(clientKey, {
      find: (key) => register.rows().find((note) => keys.get(note.id) === key),
      create: async () => {
        const note = (await create?.(options, params)) as FieldNote;
        keys.set(note.id, clientKey);
        return note;
      },
    });
    return answer(record);
  };
  // A note's removal takes its photos with it.
  for (const [key, handler] of Object.entries(register.routes)) {
    if (!key.startsWith('DELETE ')) continue;
    routes[key] = async (options, params) => {
      const result = await handler(options, params);
      photoStore.delete(Number(key.slice(key.lastIndexOf('/') + 1)));
      return result;
    };
  }

  const noteOf = (id: string) => {
    const note = register.rows().find((row) => row.id === Number(id));
    if (!note) throw notFoundError();
    return note;
  };
  const photoOf = (id: string, photoId: string) => {
    const photo = photoStore.get(noteOf(id).id)?.find((stored) => stored.id === Number(photoId));
    if (!photo) throw notFoundError();
    return photo;
  };

  Object.assign(
    routes,
    fakeRoute(fieldNotesEndpoints.history, ({ params }) => {
      const note = noteOf(params.id);
      return history.filter((entry) => entry.entity === 'fieldNotes' && entry.record_id === note.id);
    }),
    fakeRoute(fieldNotesEndpoints.photoLimits, () => limits),
    fakeRoute(fieldNotesEndpoints.uploadPhoto, async ({ params, body }) => {
      const note = noteOf(params.id);
      const form = body as FormData;
      const stored = photoStore.get(note.id) ?? [];
      const { record } = await replayOrCreate(textField(form, 'clientKey'), {
        find: (key) => stored.find((photo) => photo.clientKey === key),
        create: () => {
          if (stored.length >= limits.maxPhotosPerNote) throw refusal(409, FIELD_NOTE_TOO_MANY_PHOTOS);
          const file = form.get('file') as Blob;
          const thumb = form.get('thumb') as Blob;
          if (file.size > limits.maxBytes) throw refusal(413, FIELD_NOTE_PHOTO_TOO_LARGE, 'file');
          const photo: StoredPhoto = {
            id: nextPhotoId++,
            clientKey: textField(form, 'clientKey'),
            width: Number(form.get('width')),
            height: Number(form.get('height')),
            bytes: file.size,
            takenAt: textField(form, 'takenAt'),
            file,
            thumb,
          };
          photoStore.set(note.id, [...stored, photo]);
          return photo;
        },
      });
      const { file: _file, thumb: _thumb, ...photo } = record;
      return photo;
    }),
    fakeRoute(fieldNotesEndpoints.photo, ({ params }) => photoOf(params.id, params.photoId).file),
    fakeRoute(fieldNotesEndpoints.photoThumbnail, ({ params }) => photoOf(params.id, params.photoId).thumb),
    fakeRoute(fieldNotesEndpoints.removePhoto, ({ params }) => {
      const photo = photoOf(params.id, params.photoId);
      const noteId = Number(params.id);
      photoStore.set(
        noteId,
        (photoStore.get(noteId) ?? []).filter((stored) => stored.id !== photo.id),
      );
      return null;
    }),
  );

  return {
    ...register,
    routes,
    rows: () => register.rows().map(answer),
    photos: photosOf,
  };
}

import { randomUUID } from 'node:crypto';

import type { FieldNote, FieldNotePhoto } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isUniqueViolation } from '../../db/constraint-violations';
import { createFieldNotesRepository } from '../../repositories/field-operations/field-notes';
import { MissingFileError } from '../../storage/document-storage';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from '../registers/multipart-body';
import { callsAs, SERRA_AZUL, VALE_VERDE, type Call } from './test-fixtures';

// Issue 18: notes saved offline reach the server later, maybe more than once. One app for the file, with
// small photo limits (2 photos a note, 10 KiB a photo) so the limits are cheap to reach.
let testApp: TestApp;
let novo: Call;
let token: string;
let activePlot: number;
let retiredPlot: number;
let otherCustomersPlot: number;
beforeAll(async () => {
  testApp = await createTestApp({ FIELD_NOTE_PHOTOS_PER_NOTE: '2', FIELD_NOTE_PHOTO_MAX_MB: '0.01' });
  // novo@demo.com.br works for Vale Verde, which has service 8.
  token = await signIn(testApp.app, 'novo@demo.com.br');
  novo = callsAs(testApp.app, token);
  const { db } = testApp.app;
  const plots = await db
    .selectFrom('plots')
    .select(['id', 'customer_id'])
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
  const valeVerde = plots.filter((plot) => plot.customer_id === VALE_VERDE);
  activePlot = (valeVerde[0] as { id: number }).id;
  retiredPlot = (valeVerde[1] as { id: number }).id;
  otherCustomersPlot = (plots.find((plot) => plot.customer_id !== VALE_VERDE) as { id: number }).id;
  await db
    .updateTable('plots')
    .set({ retired_at: '2026-11-01T00:00:00.000Z' })
    .where('id', '=', retiredPlot)
    .execute();
});
afterAll(() => testApp.close());

const note = (changes: Record<string, unknown> = {}) => ({
  tipo: 2,
  data: '2026-11-27',
  gloc1: 'Fazenda Cachoeira Escura',
  gloc2: 'Região Leste',
  gloc3: 'CES-001',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
  infestacao: 'Muita',
  padrao: 'Localizado',
  observacoes: 'Braquiária na linha.',
  clientKey: randomUUID(),
  latitude: -20.8123,
  longitude: -51.7012,
  accuracyM: 12,
  recordedAt: '2026-11-27T10:03:00.000-03:00',
  ...changes,
});

const notesWithKey = (clientKey: string) =>
  testApp.app.db.selectFrom('field_notes').select('id').where('client_key', '=', clientKey).execute();

/** A JPEG as far as its first bytes go (SOI, APP0), then `size` bytes of `fill`. */
const jpeg = (size = 200, fill = 1) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(size, fill)]);
const webp = (size = 100) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(size, 2)]);

function uploadPhoto(
  noteId: number,
  fields: Record<string, string | number> = {},
  parts: { file?: Buffer; thumb?: Buffer } = { file: jpeg(), thumb: jpeg(50, 3) },
  as = token,
) {
  const { payload, headers } = multipartBody(
    { clientKey: randomUUID(), takenAt: '2026-11-27T10:05:00-03:00', width: 1600, height: 1200, ...fields },
    Object.entries(parts).map(([field, content]) => ({
      field,
      name: `${field}.jpg`,
      content,
      type: 'image/jpeg',
    })),
  );
  return testApp.app.inject({
    method: 'POST',
    url: `/api/register/gas/apontamentos/${noteId}/fotos`,
    payload,
    headers: { ...headers, authorization: `Bearer ${as}` },
  });
}

const isStored = async (key: string) => {
  try {
    (await testApp.app.documentStorage.get(key)).destroy();
    return true;
  } catch (error) {
    if (error instanceof MissingFileError) return false;
    throw error;
  }
};

const photoKeys = (photoId: number) =>
  testApp.app.db
    .selectFrom('field_note_photos')
    .select(['storage_key', 'thumb_key'])
    .where('id', '=', photoId)
    .executeTakeFirstOrThrow();

describe('a note sent again with its clientKey', () => {
  it('is stored once: 201 the first time, 200 with the stored note after, as it is now', async () => {
    const body = note({ plotId: activePlot });
    const first = await novo('POST', '/apontamentos', body);
    expect(first.statusCode).toBe(201);
    const created = first.json<FieldNote>();
    expect(created).toMatchObject({
      clientKey: body.clientKey,
      latitude: -20.8123,
      longitude: -51.7012,
      accuracyM: 12,
      plotId: activePlot,
      recordedAt: '2026-11-27T10:03:00.000-03:00',
      photos: [],
      version: 1,
    });

    // Edited since (on the web): the replay answers the note as it is now, with a different body.
    const edited = await novo('PUT', `/apontamentos/${created.id}`, {
      ...body,
      observacoes: 'Revisto.',
      version: 1,
    });
    expect(edited.statusCode).toBe(200);
    const replay = await novo('POST', '/apontamentos', { ...body, observacoes: 'Outra coisa.' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ ...created, observacoes: 'Revisto.', version: 2 });
    expect(await notesWithKey(body.clientKey)).toHaveLength(1);
  });

  it('keeps its key through an update that leaves the key out', async () => {
    const body = note();
    const created = (await novo('POST', '/apontamentos', body)).json<FieldNote>();
    const { clientKey: _key, ...withoutKey } = body;
    const updated = await novo('PUT', `/apontamentos/${created.id}`, { ...withoutKey, version: 1 });
    expect(updated.json<FieldNote>().clientKey).toBe(body.clientKey);
  });

  it('is stored once when the same note arrives several times at once (201 once, 200 for the rest)', async () => {
    const body = note();
    const answers = await Promise.all(Array.from({ length: 4 }, () => novo('POST', '/apontamentos', body)));
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([200, 200, 200, 201]);
    expect(new Set(answers.map((answer) => answer.json<FieldNote>().id)).size).toBe(1);
    expect(await notesWithKey(body.clientKey)).toHaveLength(1);
  });

  it('hits the unique index of (customer, clientKey) when two inserts race, which the create reads as a replay', async () => {
    const notes = createFieldNotesRepository(testApp.app.db);
    const values = { ...note(), plotId: null } as Parameters<typeof notes.create>[1];
    await notes.create(VALE_VERDE, values);
    const duplicate = await notes.create(VALE_VERDE, values).catch((error: unknown) => error);
    expect(isUniqueViolation(duplicate)).toBe(true);
    // Another customer may use the same key: the index is per customer.
    await expect(notes.create(SERRA_AZUL, values)).resolves.toMatchObject({ clientKey: values.clientKey });
  });

  it('creates every time without a key, as callers from before do', async () => {
    const { clientKey: _key, ...body } = note();
    expect((await novo('POST', '/apontamentos', body)).statusCode).toBe(201);
    const again = await novo('POST', '/apontamentos', body);
    expect(again.statusCode).toBe(201);
    expect(again.json<FieldNote>().clientKey).toBeNull();
  });
});

describe('the plot of a note', () => {
  const plotGone = (plotId: number) => novo('POST', '/apontamentos', note({ plotId }));

  it('must be an active plot of the current customer, else 422 plotGone on plotId', async () => {
    for (const plotId of [retiredPlot, otherCustomersPlot, 999_999]) {
      const answer = await plotGone(plotId);
      expect(answer.statusCode, `plot ${plotId}`).toBe(422);
      expect(answer.json()).toEqual([
        {
          message: 'O talhão deste apontamento não existe mais. Escolha outro talhão ou deixe sem talhão.',
          code: 'fieldNotes.plotGone',
          field: 'plotId',
        },
      ]);
    }
    const english = await novo('POST', '/apontamentos', note({ plotId: retiredPlot }), 'en-US');
    expect(english.json<{ message: string }[]>()[0]?.message).toMatch(/no longer exists/);
  });

  it('is not asked again of a replay, nor of an update that keeps it', async () => {
    const { db } = testApp.app;
    const body = note({ plotId: activePlot });
    const created = (await novo('POST', '/apontamentos', body)).json<FieldNote>();
    await db
      .updateTable('plots')
      .set({ retired_at: '2026-11-28T00:00:00.000Z' })
      .where('id', '=', activePlot)
      .execute();
    try {
      expect((await novo('POST', '/apontamentos', body)).statusCode).toBe(200);
      const kept = await novo('PUT', `/apontamentos/${created.id}`, {
        ...body,
        observacoes: 'x',
        version: 1,
      });
      expect(kept.statusCode).toBe(200);
      const moved = await novo('PUT', `/apontamentos/${created.id}`, {
        ...body,
        plotId: retiredPlot,
        version: 2,
      });
      expect(moved.statusCode).toBe(422);
    } finally {
      await db.updateTable('plots').set({ retired_at: null }).where('id', '=', activePlot).execute();
    }
  });
});

describe('the photos of a note', () => {
  let noteId: number;
  beforeAll(async () => {
    noteId = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
  });

  it('says how the device prepares photos', async () => {
    const limits = await novo('GET', '/apontamentos/fotos/limites');
    expect(limits.json()).toEqual({
      maxEdgePx: 1600,
      jpegQuality: 0.8,
      maxBytes: 10_486,
      maxPhotosPerNote: 2,
    });
  });

  it('stores a photo once: 201, then 200 with the same photo for the same clientKey', async () => {
    const clientKey = randomUUID();
    const first = await uploadPhoto(noteId, { clientKey });
    expect(first.statusCode).toBe(201);
    const photo = first.json<FieldNotePhoto>();
    expect(photo).toEqual({
      id: photo.id,
      clientKey,
      width: 1600,
      height: 1200,
      bytes: jpeg().length,
      takenAt: '2026-11-27T10:05:00-03:00',
    });
    const replay = await uploadPhoto(noteId, { clientKey, width: 800 });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(photo);
    expect((await novo('GET', `/apontamentos/${noteId}`)).json<FieldNote>().photos).toEqual([photo]);
    expect(
      (await novo('GET', '/apontamentos')).json<FieldNote[]>().find((row) => row.id === noteId)?.photos,
    ).toEqual([photo]);
  });

  it('answers the bytes and the thumbnail, cached for good', async () => {
    const photo = (
      await uploadPhoto(noteId, {}, { file: webp(), thumb: jpeg(40, 7) })
    ).json<FieldNotePhoto>();
    const bytes = await novo('GET', `/apontamentos/${noteId}/fotos/${photo.id}`);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.headers['content-type']).toBe('image/webp');
    expect(bytes.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(bytes.rawPayload).toEqual(webp());
    const thumb = await novo('GET', `/apontamentos/${noteId}/fotos/${photo.id}/miniatura`);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(thumb.rawPayload).toEqual(jpeg(40, 7));
  });

  it('refuses a third photo with 409, but still answers a replay of the second', async () => {
    const photos = (await novo('GET', `/apontamentos/${noteId}`)).json<FieldNote>().photos;
    expect(photos).toHaveLength(2);
    const third = await uploadPhoto(noteId, {}, { file: jpeg(300, 9), thumb: jpeg(20, 9) });
    expect(third.statusCode).toBe(409);
    expect(third.json<{ code: string }[]>()[0]?.code).toBe('fieldNotes.tooManyPhotos');
    // What the refused upload stored is released.
    expect(await isStored(await sha(jpeg(300, 9)))).toBe(false);
    const replay = await uploadPhoto(noteId, { clientKey: (photos[1] as FieldNotePhoto).clientKey });
    expect(replay.statusCode).toBe(200);
  });

  it('refuses what is not a JPEG or WebP image, a photo over the size limit, and a missing part', async () => {
    const other = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const notImage = await uploadPhoto(other, {}, { file: png, thumb: jpeg() });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json()).toEqual([
      { message: 'A foto precisa ser uma imagem JPEG ou WebP.', code: 'fieldNotes.photoType', field: 'file' },
    ]);
    const large = await uploadPhoto(other, {}, { file: jpeg(11_000), thumb: jpeg() });
    expect(large.statusCode).toBe(413);
    expect(large.json<{ code: string; field: string }[]>()[0]).toMatchObject({
      code: 'fieldNotes.photoTooLarge',
      field: 'file',
    });
    const noThumb = await uploadPhoto(other, { width: 0 }, { file: jpeg() });
    expect(noThumb.statusCode).toBe(400);
    expect(noThumb.json<{ field: string }[]>().map((issue) => issue.field)).toEqual(['width', 'thumb']);
    expect((await novo('GET', `/apontamentos/${other}`)).json<FieldNote>().photos).toEqual([]);
  });

  it('lets only one of several uploads at once take the last place of a note', async () => {
    const other = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    expect((await uploadPhoto(other)).statusCode).toBe(201);
    const answers = await Promise.all(
      [11, 12, 13].map((fill) => uploadPhoto(other, {}, { file: jpeg(100, fill), thumb: jpeg(10, fill) })),
    );
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409, 409]);
    expect((await novo('GET', `/apontamentos/${other}`)).json<FieldNote>().photos).toHaveLength(2);
  });

  it('answers 400 to an upload cut short, and keeps nothing of it', async () => {
    const other = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    const content = jpeg(4000, 6);
    const { payload, headers } = multipartBody(
      { clientKey: randomUUID(), takenAt: '2026-11-27T10:05:00-03:00', width: 1600, height: 1200 },
      [
        { field: 'thumb', name: 'thumb.jpg', content: jpeg(30, 6) },
        { field: 'file', name: 'photo.jpg', content },
      ],
    );
    const cut = await testApp.app.inject({
      method: 'POST',
      url: `/api/register/gas/apontamentos/${other}/fotos`,
      payload: payload.subarray(0, payload.length - 2000),
      headers: { ...headers, authorization: `Bearer ${token}` },
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json<{ code: string }[]>()[0]?.code).toBe('request.malformedUpload');
    expect(await isStored(await sha(jpeg(30, 6)))).toBe(false);
    expect((await novo('GET', `/apontamentos/${other}`)).json<FieldNote>().photos).toEqual([]);
  });

  it("answers 404 for another customer's note or photo, and for a photo under another note", async () => {
    const { db } = testApp.app;
    const theirs = await db
      .insertInto('field_notes')
      .values({
        customer_id: SERRA_AZUL,
        tipo: 1,
        data: '2026-11-27',
        gloc1: 'a',
        gloc2: 'b',
        gloc3: 'c',
        gloc4: 'd',
        gloc5: 'e',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ours = (await novo('GET', `/apontamentos/${noteId}`)).json<FieldNote>();
    const photoId = (ours.photos[0] as FieldNotePhoto).id;
    expect((await uploadPhoto(theirs.id)).statusCode).toBe(404);
    expect((await novo('GET', `/apontamentos/${theirs.id}/fotos/${photoId}`)).statusCode).toBe(404);
    const otherNote = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    expect((await novo('GET', `/apontamentos/${otherNote}/fotos/${photoId}`)).statusCode).toBe(404);
    expect((await novo('DELETE', `/apontamentos/${otherNote}/fotos/${photoId}`)).statusCode).toBe(404);
  });
});

/** The document storage's key of some bytes (content-addressed: their sha256). */
async function sha(content: Buffer): Promise<string> {
  const { createHash } = await import('node:crypto');
  return createHash('sha256').update(content).digest('hex');
}

describe('the stored files of photos', () => {
  it('are released when the photo goes, unless another photo has the same bytes', async () => {
    const first = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    const second = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    const shared = { file: jpeg(500, 5), thumb: jpeg(30, 5) };
    const a = (await uploadPhoto(first, {}, shared)).json<FieldNotePhoto>();
    const b = (await uploadPhoto(second, {}, shared)).json<FieldNotePhoto>();
    const keys = await photoKeys(a.id);
    expect(keys).toEqual(await photoKeys(b.id));

    expect((await novo('DELETE', `/apontamentos/${first}/fotos/${a.id}`)).statusCode).toBe(204);
    expect(await isStored(keys.storage_key)).toBe(true);
    expect(await isStored(keys.thumb_key)).toBe(true);
    expect((await novo('GET', `/apontamentos/${first}`)).json<FieldNote>().photos).toEqual([]);

    // Deleting the note deletes its photos and releases their files.
    expect((await novo('DELETE', `/apontamentos/${second}`)).statusCode).toBe(204);
    expect(await isStored(keys.storage_key)).toBe(false);
    expect(await isStored(keys.thumb_key)).toBe(false);
    const left = await testApp.app.db
      .selectFrom('field_note_photos')
      .select('id')
      .where('note_id', '=', second)
      .execute();
    expect(left).toEqual([]);
  });

  it('are released when a replay brings bytes nobody keeps', async () => {
    const noteId = (await novo('POST', '/apontamentos', note())).json<FieldNote>().id;
    const clientKey = randomUUID();
    await uploadPhoto(noteId, { clientKey });
    const resent = jpeg(700, 4);
    expect((await uploadPhoto(noteId, { clientKey }, { file: resent, thumb: jpeg(10, 4) })).statusCode).toBe(
      200,
    );
    expect(await isStored(await sha(resent))).toBe(false);
  });
});

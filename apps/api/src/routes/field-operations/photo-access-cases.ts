import { Readable } from 'node:stream';

import { fieldNotesEndpoints, type EndpointDeclaration } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import { at, type AccessCase, type Expected } from '../../test/access-matrix';
import { multipartBody } from '../registers/multipart-body';
import {
  backToMainCustomer,
  ensureFixtureRows,
  FIXTURE,
  onValeVerdeSession,
  SERRA_AZUL,
  VALE_VERDE,
} from './test-fixtures';

/** A tiny JPEG as far as the API looks (its first bytes). */
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
const UPLOAD_KEY = 'a9d4c0f2-3b7e-4c61-8f5a-2e9b1d7c6a40';
const upload = multipartBody(
  { clientKey: UPLOAD_KEY, takenAt: '2026-11-27T10:00:00-03:00', width: 1600, height: 1200 },
  [
    { field: 'thumb', name: 'thumb.jpg', content: JPEG, type: 'image/jpeg' },
    { field: 'file', name: 'photo.jpg', content: JPEG, type: 'image/jpeg' },
  ],
);

/**
 * Note `id` of the customer (the fixture rows) with photo `id`, its bytes in the document storage; and no
 * photo under the upload's key, so each caller's upload is a new one (201), not a replay.
 */
async function ensurePhoto(app: FastifyInstance, id: number, customerId: number): Promise<void> {
  await ensureFixtureRows(app, id, customerId);
  const { key } = await app.documentStorage.put(Readable.from([JPEG]));
  await app.db
    .insertInto('field_note_photos')
    .values({
      id,
      customer_id: customerId,
      note_id: id,
      client_key: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      storage_key: key,
      thumb_key: key,
      content_type: 'image/jpeg',
      thumb_content_type: 'image/jpeg',
      bytes: JPEG.length,
      width: 1600,
      height: 1200,
      taken_at: '2026-11-27T10:00:00-03:00',
      created_at: '2026-11-27T13:00:00.000Z',
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await app.db.deleteFrom('field_note_photos').where('client_key', '=', UPLOAD_KEY).execute();
}

const allowed = (status: number): Expected => ({
  anonymous: 401,
  customer: status,
  outsider: status,
  staff: status,
});

/**
 * The photo routes (issue 18) as each caller must see them: only novo on their main customer (Vale
 * Verde, service 8), everyone once switched to Vale Verde; a photo of a Serra Azul note is nobody's there.
 */
function photoCases(endpoint: EndpointDeclaration, status: number, payload?: typeof upload): AccessCase[] {
  const ownUrl = at(endpoint, { id: FIXTURE.valeVerde, photoId: FIXTURE.valeVerde } as never);
  const base = { ...ownUrl, ...(payload && { payload: payload.payload, headers: payload.headers }) };
  const own = (app: FastifyInstance) => ensurePhoto(app, FIXTURE.valeVerde, VALE_VERDE);
  const cases: AccessCase[] = [
    {
      ...base,
      before: async (app, token) => {
        await own(app);
        await backToMainCustomer(app, token);
      },
      expect: { anonymous: 401, customer: 403, outsider: status, staff: 403 },
    },
    {
      ...base,
      url: `${base.url}?as=valeVerde`,
      before: async (app, token) => {
        await own(app);
        await onValeVerdeSession(app, token);
      },
      expect: allowed(status),
    },
  ];
  if (!endpoint.path.includes('{id}')) return cases;
  const foreign = {
    ...base,
    url: at(endpoint, { id: FIXTURE.serraAzul, photoId: FIXTURE.serraAzul } as never).url,
  };
  const theirs = (app: FastifyInstance) => ensurePhoto(app, FIXTURE.serraAzul, SERRA_AZUL);
  cases.push({
    ...foreign,
    url: `${foreign.url}?as=valeVerde`,
    before: async (app, token) => {
      await theirs(app);
      await onValeVerdeSession(app, token);
    },
    expect: { anonymous: 401, customer: 404, outsider: 404, staff: 404 },
  });
  return cases;
}

const photos = fieldNotesEndpoints;

/** The photo routes' cases, reads and upload first, the delete last. */
export const fieldNotePhotoAccessCases: AccessCase[] = [
  ...photoCases(photos.photoLimits, 200),
  ...photoCases(photos.uploadPhoto, 201, upload),
  ...photoCases(photos.photo, 200),
  ...photoCases(photos.photoThumbnail, 200),
  ...photoCases(photos.removePhoto, 204),
];

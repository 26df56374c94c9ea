import { randomUUID } from 'node:crypto';

import type { AuditEntry, FieldNote, FieldNotePhoto } from '@dossel/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from '../registers/multipart-body';
import { callsAs, VALE_VERDE, type Call } from './test-fixtures';

// Issue 18: a field note's history, its photos part of it. novo@demo.com.br works for Vale Verde (service 8).
let testApp: TestApp;
let novo: Call;
let token: string;
let plot: { id: number; name: string };
beforeAll(async () => {
  testApp = await createTestApp({ FIELD_NOTE_PHOTOS_PER_NOTE: '2' });
  token = await signIn(testApp.app, 'novo@demo.com.br');
  novo = callsAs(testApp.app, token);
  plot = await testApp.app.db
    .selectFrom('plots')
    .select(['id', 'name'])
    .where('customer_id', '=', VALE_VERDE)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
});
afterAll(() => testApp.close());

const NOVO = { user_name: expect.any(String), user_email: 'novo@demo.com.br' };

const body = (changes: Record<string, unknown> = {}) => ({
  tipo: 2,
  data: '2026-11-27',
  gloc1: 'Fazenda Cachoeira Escura',
  gloc2: 'Região Leste',
  gloc3: 'CES-001',
  gloc4: 'Projeto 1',
  gloc5: 'Módulo A',
  infestacao: 'Muita',
  padrao: 'Localizado',
  observacoes: null,
  clientKey: randomUUID(),
  latitude: -20.8123,
  longitude: -51.7012,
  accuracyM: 12,
  plotId: plot.id,
  recordedAt: '2026-11-27T10:03:00.000-03:00',
  ...changes,
});

/** A JPEG as far as its first bytes go, `fill` making each photo's bytes its own. */
const jpeg = (fill: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, fill)]);

function uploadPhoto(noteId: number, clientKey: string = randomUUID(), fill = 1) {
  const { payload, headers } = multipartBody(
    { clientKey, takenAt: '2026-11-27T10:05:00-03:00', width: 1600, height: 1200 },
    [
      { field: 'thumb', name: 'thumb.jpg', content: jpeg(fill + 100), type: 'image/jpeg' },
      { field: 'file', name: 'photo.jpg', content: jpeg(fill), type: 'image/jpeg' },
    ],
  );
  return testApp.app.inject({
    method: 'POST',
    url: `/api/register/gas/apontamentos/${noteId}/fotos`,
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
}

async function history(noteId: number): Promise<AuditEntry[]> {
  const response = await novo('GET', `/apontamentos/${noteId}/historico`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditEntry[]>();
}

async function created(changes: Record<string, unknown> = {}): Promise<FieldNote> {
  const response = await novo('POST', '/apontamentos', body(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FieldNote>();
}

describe("a field note's history", () => {
  it('records its creation with its fields, the plot by name, then each edit as the fields it changed', async () => {
    const note = await created();
    const edit = await novo('PUT', `/apontamentos/${note.id}`, {
      ...body({ infestacao: 'Pouca', observacoes: 'Voltou a brotar.' }),
      version: note.version,
    });
    expect(edit.statusCode, edit.body).toBe(200);

    const [update, create] = await history(note.id);
    expect(create).toMatchObject({ entity: 'fieldNotes', record_id: note.id, action: 'create', ...NOVO });
    expect(create?.changes).toEqual({
      tipo: 2,
      data: '2026-11-27',
      gloc1: 'Fazenda Cachoeira Escura',
      gloc2: 'Região Leste',
      gloc3: 'CES-001',
      gloc4: 'Projeto 1',
      gloc5: 'Módulo A',
      infestacao: 'Muita',
      padrao: 'Localizado',
      latitude: -20.8123,
      longitude: -51.7012,
      accuracyM: 12,
      plot: plot.name,
      recordedAt: '2026-11-27T10:03:00.000-03:00',
    });
    expect(update).toMatchObject({ action: 'update', ...NOVO });
    expect(update?.changes).toEqual({
      infestacao: { from: 'Muita', to: 'Pouca' },
      observacoes: { from: null, to: 'Voltou a brotar.' },
    });
  });

  it('shows a photo added or removed as an update of the note’s photos, by their ids', async () => {
    const note = await created();
    const first = (await uploadPhoto(note.id, randomUUID(), 1)).json<FieldNotePhoto>();
    const second = (await uploadPhoto(note.id, randomUUID(), 2)).json<FieldNotePhoto>();
    const removal = await novo('DELETE', `/apontamentos/${note.id}/fotos/${first.id}`);
    expect(removal.statusCode).toBe(204);

    const entries = await history(note.id);
    expect(entries.map((entry) => [entry.action, entry.changes])).toEqual([
      ['update', { photos: { from: `${first.id}, ${second.id}`, to: `${second.id}` } }],
      ['update', { photos: { from: `${first.id}`, to: `${first.id}, ${second.id}` } }],
      ['update', { photos: { from: null, to: `${first.id}` } }],
      ['create', expect.not.objectContaining({ photos: expect.anything() })],
    ]);
  });

  it('records nothing for a note or a photo sent again with its key, nor for a refused write', async () => {
    const clientKey = randomUUID();
    const note = (await novo('POST', '/apontamentos', body({ clientKey }))).json<FieldNote>();
    const replay = await novo('POST', '/apontamentos', body({ clientKey }));
    expect(replay.statusCode).toBe(200);

    const photoKey = randomUUID();
    expect((await uploadPhoto(note.id, photoKey, 3)).statusCode).toBe(201);
    expect((await uploadPhoto(note.id, photoKey, 3)).statusCode).toBe(200);
    expect((await uploadPhoto(note.id, randomUUID(), 4)).statusCode).toBe(201);
    // The third photo is past the limit of two (409), and an edit at an old version is stale (409).
    expect((await uploadPhoto(note.id, randomUUID(), 5)).statusCode).toBe(409);
    const stale = await novo('PUT', `/apontamentos/${note.id}`, {
      ...body({ gloc3: 'X' }),
      version: note.version + 1,
    });
    expect(stale.statusCode).toBe(409);

    expect((await history(note.id)).map((entry) => entry.action)).toEqual(['update', 'update', 'create']);
  });

  it("records a note's removal with what it held, readable afterwards by staff only", async () => {
    const note = await created({ observacoes: 'Some.' });
    const photo = (await uploadPhoto(note.id, randomUUID(), 6)).json<FieldNotePhoto>();
    expect((await novo('DELETE', `/apontamentos/${note.id}`)).statusCode).toBe(204);

    expect((await novo('GET', `/apontamentos/${note.id}/historico`)).statusCode).toBe(404);
    const staff = await signIn(testApp.app, 'admin@dossel.com.br');
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/register/audit?entity=fieldNotes&record_id=${note.id}`,
      headers: { authorization: `Bearer ${staff}` },
    });
    const [removed] = response.json<AuditEntry[]>();
    expect(removed).toMatchObject({ action: 'delete', ...NOVO });
    expect(removed?.changes).toMatchObject({ observacoes: 'Some.', photos: `${photo.id}` });
  });

  it("records the removal of a customer's notes when the customer is deleted with them", async () => {
    const staff = await signIn(testApp.app, 'admin@dossel.com.br');
    const asStaff = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      testApp.app.inject({
        method,
        url: `/api${url}`,
        payload,
        headers: { authorization: `Bearer ${staff}` },
      });
    const customer = await asStaff('POST', '/register/customers', {
      name: 'Florestas Ipê',
      document: '78.901.234/0001-56',
      emailDomain: 'ipe.com.br',
      customerGroupId: 1,
      gloc1: 'Fazenda',
      gloc2: 'Região',
      gloc3: 'Talhão',
      gloc4: 'Projeto',
      gloc5: 'Módulo',
      glocpadrao: 'Talhão',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const customerId = customer.json<{ id: number }>().id;
    const { id: noteId } = await testApp.app.db
      .insertInto('field_notes')
      .values({
        customer_id: customerId,
        tipo: 1,
        data: '2026-11-27',
        gloc1: 'F',
        gloc2: 'R',
        gloc3: 'T',
        gloc4: 'P',
        gloc5: 'M',
        observacoes: 'Da Ipê.',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await asStaff('DELETE', `/register/customers/${customerId}`)).statusCode).toBe(204);

    const response = await asStaff('GET', `/register/audit?entity=fieldNotes&record_id=${noteId}`);
    const entries = response.json<AuditEntry[]>();
    expect(entries.map((entry) => [entry.action, entry.user_email])).toEqual([
      ['delete', 'admin@dossel.com.br'],
    ]);
    expect(entries[0]?.changes).toMatchObject({ tipo: 1, gloc3: 'T', observacoes: 'Da Ipê.' });
  });
});

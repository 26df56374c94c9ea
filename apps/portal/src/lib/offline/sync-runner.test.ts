import { apiError } from '@dossel/api-client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { deleteUserData, openDeviceDb, type DeviceDb, type QueuedPhoto } from './device-db';
import { enqueueNote, queueCounts, queuedNotes, userNotes } from './note-queue';
import { createSyncRunner, type NoteTransport } from './sync-runner';

const ALICE = { userId: 7, customerId: 2 };

/**
 * A server that files notes by their key as the API does (a replay answers the stored note), with a
 * hook to fail a call before or after it takes effect.
 */
function fakeServer() {
  const notes = new Map<string, { id: number; version: number; values: Record<string, unknown> }>();
  const photos = new Map<string, { id: number; noteId: number }>();
  const calls: string[] = [];
  let failNext: ((call: string) => 'before' | 'after' | Error | null) | null = null;
  const maybeFail = (call: string, when: 'before' | 'after') => {
    const failure = failNext?.(call);
    if (failure instanceof Error) {
      failNext = null;
      throw failure;
    }
    if (failure === when) {
      failNext = null;
      // The server did (or did not) do it, and the answer never came back.
      throw apiError(0, 'transport.network');
    }
  };
  const transport: NoteTransport = {
    async create(values, clientKey) {
      calls.push(`POST ${String(values.observacoes)}`);
      maybeFail('create', 'before');
      const stored = notes.get(clientKey) ?? { id: notes.size + 1, version: 1, values };
      notes.set(clientKey, stored);
      maybeFail('create', 'after');
      return stored;
    },
    async update(id, values, version) {
      calls.push(`PUT ${id}@${version}`);
      maybeFail('update', 'before');
      const entry = [...notes.values()].find((note) => note.id === id);
      if (!entry || entry.version !== version) throw apiError(409, 'records.versionConflict', 'Conflito');
      Object.assign(entry, { values, version: version + 1 });
      return entry;
    },
    async uploadPhoto(noteId, photo: QueuedPhoto) {
      calls.push(`PHOTO ${noteId} ${photo.width}`);
      maybeFail('photo', 'before');
      const stored = photos.get(photo.clientKey) ?? { id: photos.size + 1, noteId };
      photos.set(photo.clientKey, stored);
      maybeFail('photo', 'after');
      return stored;
    },
  };
  return {
    transport,
    notes,
    photos,
    calls,
    fail: (rule: typeof failNext) => (failNext = rule),
  };
}

let db: DeviceDb;
let dbName: string;
beforeEach(async () => {
  dbName = `dossel-device-test-${crypto.randomUUID()}`;
  db = await openDeviceDb(dbName);
});
afterEach(async () => {
  db.close();
  await new Promise((resolve) => {
    indexedDB.deleteDatabase(dbName).onsuccess = resolve;
  });
});

const note = (observacoes: string, owner = ALICE) =>
  enqueueNote(db, { ...owner, values: { tipo: 1, data: '2026-11-20', observacoes } });

function runnerFor(server: ReturnType<typeof fakeServer>, owner = ALICE) {
  return createSyncRunner({
    db,
    transport: server.transport,
    owner: () => owner,
    lockName: `sync-${dbName}`,
  });
}

describe('the sync runner', () => {
  it('sends the queued notes in the order they were written, once each, and empties the queue', async () => {
    const server = fakeServer();
    await note('first');
    await note('second');
    await note('third');
    expect(await runnerFor(server).run()).toBe('done');
    expect(server.calls).toEqual(['POST first', 'POST second', 'POST third']);
    expect(server.notes.size).toBe(3);
    expect(await userNotes(db, ALICE.userId)).toEqual([]);
    // A second run has nothing left to send.
    expect(await runnerFor(server).run()).toBe('done');
    expect(server.calls).toHaveLength(3);
  });

  it('resends a note whose answer was lost without creating it twice', async () => {
    const server = fakeServer();
    await note('lost answer');
    await note('after it');
    server.fail((call) => (call === 'create' ? 'after' : null));
    const runner = runnerFor(server);
    // The server stored the note; the device never heard: it stops and waits before trying again.
    expect(await runner.run()).toBe('backoff');
    const [waiting] = await queuedNotes(db, ALICE.userId, ALICE.customerId);
    expect(waiting).toMatchObject({ state: 'waiting', attempts: 1, reason: null });
    expect(waiting?.nextAttemptAt).toBeGreaterThan(Date.now());
    // The note behind it waited its turn.
    expect(server.calls).toEqual(['POST lost answer']);
    // Within the back-off nothing goes; the network's return (a forced run) sends both.
    expect(await runner.run()).toBe('backoff');
    expect(server.calls).toHaveLength(1);
    expect(await runner.run({ force: true })).toBe('done');
    expect(server.calls).toEqual(['POST lost answer', 'POST lost answer', 'POST after it']);
    expect(server.notes.size).toBe(2);
    expect(await userNotes(db, ALICE.userId)).toEqual([]);
  });

  it('keeps a refused note with the reason and sends the notes after it', async () => {
    const server = fakeServer();
    await note('refused');
    await note('accepted');
    server.fail((call) =>
      call === 'create' ? apiError(422, 'errors.fieldNotes.plotGone', 'O talhão não existe mais.') : null,
    );
    expect(await runnerFor(server).run()).toBe('done');
    expect(server.calls).toEqual(['POST refused', 'POST accepted']);
    const left = await queuedNotes(db, ALICE.userId, ALICE.customerId);
    expect(left).toEqual([
      expect.objectContaining({
        state: 'refused',
        values: expect.objectContaining({ observacoes: 'refused' }),
        reason: { status: 422, code: 'errors.fieldNotes.plotGone', message: 'O talhão não existe mais.' },
      }),
    ]);
    expect(await queueCounts(db, ALICE.userId)).toEqual({ waiting: 0, sending: 0, refused: 1 });
    // A refused note waits for the user: runs pass it by.
    expect(await runnerFor(server).run({ force: true })).toBe('done');
    expect(server.calls).toHaveLength(2);
  });

  it.each([
    ['no network', apiError(0, 'transport.network')],
    ['a refusal', apiError(422, 'errors.fieldNotes.plotGone', 'O talhão não existe mais.')],
    ['a lapsed session', apiError(401, 'auth.unauthenticated')],
    ['the server taking it', null],
  ])(
    'leaves a note deleted while it was being sent deleted, on %s (a sign-out discarding it)',
    async (_, answer) => {
      const server = fakeServer();
      await note('discarded');
      const create = server.transport.create;
      server.transport.create = async (values, clientKey) => {
        await deleteUserData(db, ALICE.userId);
        if (answer) throw answer;
        return create(values, clientKey);
      };
      await runnerFor(server).run({ force: true });
      expect(await queueCounts(db, ALICE.userId)).toEqual({ waiting: 0, sending: 0, refused: 0 });
      expect(await userNotes(db, ALICE.userId)).toEqual([]);
    },
  );

  it('pauses on a lapsed session and keeps the whole queue', async () => {
    const server = fakeServer();
    await note('one');
    await note('two');
    server.fail((call) => (call === 'create' ? apiError(401, 'auth.unauthorized') : null));
    expect(await runnerFor(server).run()).toBe('unauthorized');
    expect(server.calls).toEqual(['POST one']);
    const left = await queuedNotes(db, ALICE.userId, ALICE.customerId);
    expect(left.map((queued) => [queued.values.observacoes, queued.state, queued.attempts])).toEqual([
      ['one', 'waiting', 0],
      ['two', 'waiting', 0],
    ]);
    // Signed in again: everything goes.
    expect(await runnerFor(server).run()).toBe('done');
    expect(server.notes.size).toBe(2);
  });

  it("sends only the current customer's notes", async () => {
    const server = fakeServer();
    await note('Vale Verde');
    await note('Serra Azul', { userId: ALICE.userId, customerId: 1 });
    await runnerFor(server).run();
    expect(server.calls).toEqual(['POST Vale Verde']);
    expect(await queueCounts(db, ALICE.userId)).toEqual({ waiting: 1, sending: 0, refused: 0 });
  });

  it('sends a note left "sending" by a tab that closed mid-way, once', async () => {
    const server = fakeServer();
    const key = await note('interrupted');
    const stored = await db.get('notes', key);
    if (!stored) throw new Error('the note was not queued');
    await db.put('notes', { ...stored, state: 'sending' });
    await server.transport.create(stored.values, key);
    expect(await runnerFor(server).run()).toBe('done');
    expect(server.notes.size).toBe(1);
    expect(await userNotes(db, ALICE.userId)).toEqual([]);
  });

  it("uploads a note's photos after it, each once even when an answer is lost", async () => {
    const server = fakeServer();
    const photo = (width: number, takenAt: string) => ({
      clientKey: crypto.randomUUID(),
      blob: new Blob(['jpeg'], { type: 'image/jpeg' }),
      thumb: new Blob(['thumb'], { type: 'image/jpeg' }),
      width,
      height: 100,
      bytes: 4,
      takenAt,
    });
    await enqueueNote(db, {
      ...ALICE,
      values: { observacoes: 'with photos' },
      photos: [photo(800, '2026-11-20T10:00:00.000Z'), photo(1600, '2026-11-20T10:05:00.000Z')],
    });
    // The second photo's answer is lost.
    server.fail((call) => (call === 'photo' && server.calls.at(-1) === 'PHOTO 1 1600' ? 'after' : null));
    const runner = runnerFor(server);
    expect(await runner.run()).toBe('backoff');
    expect(await runner.run({ force: true })).toBe('done');
    // The note is POSTed again (a replay), the first photo is not uploaded again, the second is replayed.
    expect(server.calls).toEqual([
      'POST with photos',
      'PHOTO 1 800',
      'PHOTO 1 1600',
      'POST with photos',
      'PHOTO 1 1600',
    ]);
    expect(server.notes.size).toBe(1);
    expect(server.photos.size).toBe(2);
    expect(await db.count('photos')).toBe(0);
  });

  it('sends an edit of a synced note at the version it was read at', async () => {
    const server = fakeServer();
    await server.transport.create({ observacoes: 'on the server' }, 'earlier-key');
    await enqueueNote(db, { ...ALICE, values: { observacoes: 'edited' }, server: { id: 1, version: 1 } });
    expect(await runnerFor(server).run()).toBe('done');
    expect(server.calls).toEqual(['POST on the server', 'PUT 1@1']);
    expect(server.notes.get('earlier-key')).toMatchObject({ version: 2, values: { observacoes: 'edited' } });
  });

  it('lets one run at a time go, across tabs', async () => {
    const server = fakeServer();
    await note('slow');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = {
      ...server.transport,
      create: async (...args: Parameters<NoteTransport['create']>) => {
        await held;
        return server.transport.create(...args);
      },
    };
    const first = createSyncRunner({ db, transport: slow, owner: () => ALICE, lockName: `sync-${dbName}` });
    const running = first.run();
    // The lock is taken as the run starts; a second runner (another tab's) finds it held.
    await expect.poll(async () => (await queueCounts(db, ALICE.userId)).sending).toBe(1);
    expect(await runnerFor(server).run()).toBe('busy');
    release();
    expect(await running).toBe('done');
    expect(server.notes.size).toBe(1);
  });

  it('sends right after a failed run when the network returned during it', async () => {
    // Only the runner's timers are frozen (its back-off and its "another tab" retry): what goes must go
    // without one of them firing.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const server = fakeServer();
    await note('written offline');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let tries = 0;
    const transport = {
      ...server.transport,
      create: async (...args: Parameters<NoteTransport['create']>) => {
        tries += 1;
        if (tries > 1) return server.transport.create(...args);
        // The first try meets no network, and its failure comes only after the network is back.
        await held;
        throw apiError(0, 'transport.network');
      },
    };
    const runner = createSyncRunner({ db, transport, owner: () => ALICE, lockName: `sync-${dbName}` });
    const stop = runner.start();
    try {
      await expect.poll(() => tries).toBe(1);
      window.dispatchEvent(new Event('online'));
      release();
      await expect.poll(() => server.notes.size).toBe(1);
      expect(tries).toBe(2);
      expect(await userNotes(db, ALICE.userId)).toEqual([]);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});

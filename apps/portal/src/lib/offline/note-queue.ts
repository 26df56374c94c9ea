import type { DeviceDb, QueuedNote, QueuedPhoto } from './device-db';
import { announce } from './device-events';

/** A photo as the form holds it before it is queued: compressed, with its thumbnail. */
export type PhotoToQueue = Omit<QueuedPhoto, 'noteKey' | 'serverId'>;

export interface NoteToQueue {
  userId: number;
  customerId: number;
  values: Record<string, unknown>;
  /** For an edit of a note the server holds: its id and the version it was read at. */
  server?: { id: number; version: number };
  /** The queued note this edit replaces (fixing a refused or waiting note keeps its key and place). */
  clientKey?: string;
  photos?: PhotoToQueue[];
}

/**
 * Writes a note (and its photos, in the same transaction) to the device's queue, online too: one path
 * for every save, the sync runner sends it. A fixed note keeps its key and order and waits again.
 * Answers the note's key.
 */
export async function enqueueNote(db: DeviceDb, note: NoteToQueue): Promise<string> {
  const tx = db.transaction(['notes', 'photos'], 'readwrite');
  const notes = tx.objectStore('notes');
  const earlier = note.clientKey ? await notes.get(note.clientKey) : undefined;
  const clientKey = earlier?.clientKey ?? crypto.randomUUID();
  const last = await notes.index('byOwner').openCursor(ownerRange(note.userId, note.customerId), 'prev');
  const queued: QueuedNote = {
    clientKey,
    userId: note.userId,
    customerId: note.customerId,
    seq: earlier?.seq ?? (last?.value.seq ?? 0) + 1,
    serverId: earlier?.serverId ?? note.server?.id ?? null,
    serverVersion: earlier?.serverVersion ?? note.server?.version ?? null,
    values: note.values,
    state: 'waiting',
    reason: null,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: earlier?.createdAt ?? new Date().toISOString(),
  };
  await notes.put(queued);
  for (const photo of note.photos ?? []) {
    await tx.objectStore('photos').put({ ...photo, noteKey: clientKey, serverId: null });
  }
  await tx.done;
  announce({ type: 'changed' });
  announce({ type: 'sync-now' });
  return clientKey;
}

const ownerRange = (userId: number, customerId: number) =>
  IDBKeyRange.bound([userId, customerId, -Infinity], [userId, customerId, Infinity]);

/** The queued notes of a user for a customer, in the order they are sent. */
export function queuedNotes(db: DeviceDb, userId: number, customerId: number): Promise<QueuedNote[]> {
  return db.getAllFromIndex('notes', 'byOwner', ownerRange(userId, customerId));
}

/** Every queued note of a user, whichever customer it is for. */
export function userNotes(db: DeviceDb, userId: number): Promise<QueuedNote[]> {
  return db.getAllFromIndex(
    'notes',
    'byOwner',
    IDBKeyRange.bound([userId, -Infinity, -Infinity], [userId, Infinity, Infinity]),
  );
}

export function notePhotos(db: DeviceDb, noteKey: string): Promise<QueuedPhoto[]> {
  return db.getAllFromIndex('photos', 'byNote', noteKey);
}

/** Removes a note and its photos from the queue (discarded by the user, or sent). */
export async function removeNote(db: DeviceDb, clientKey: string): Promise<void> {
  const tx = db.transaction(['notes', 'photos'], 'readwrite');
  for (const key of await tx.objectStore('photos').index('byNote').getAllKeys(clientKey)) {
    await tx.objectStore('photos').delete(key);
  }
  await tx.objectStore('notes').delete(clientKey);
  await tx.done;
  announce({ type: 'changed' });
}

/** Puts a refused or backed-off note back in line at once (the user's "send now"). */
export async function retryNote(db: DeviceDb, clientKey: string): Promise<void> {
  const note = await db.get('notes', clientKey);
  if (!note) return;
  await db.put('notes', { ...note, state: 'waiting', reason: null, nextAttemptAt: 0 });
  announce({ type: 'changed' });
  announce({ type: 'sync-now' });
}

export interface QueueCounts {
  waiting: number;
  sending: number;
  refused: number;
}

/** How many of a user's notes wait, go or were refused: what the header and sign-out read. */
export async function queueCounts(db: DeviceDb, userId: number): Promise<QueueCounts> {
  const counts: QueueCounts = { waiting: 0, sending: 0, refused: 0 };
  for (const note of await userNotes(db, userId)) counts[note.state] += 1;
  return counts;
}

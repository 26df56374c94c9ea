import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** Where a queued note stands: waiting for its turn, on its way, or refused by the server (with why). */
export type QueuedNoteState = 'waiting' | 'sending' | 'refused';

/** Why the server refused a queued note: its status, the first reason's code and its translated message. */
export interface RefusalReason {
  status: number;
  code: string;
  message: string;
}

/**
 * A field note written on this device and not yet on the server. `values` is the form's parsed input
 * (api-client's `FieldNoteValues` plus the position fields); `serverId`/`serverVersion` are set once the
 * server holds it (an edit of a synced note, or a note whose photos are still to go).
 */
export interface QueuedNote {
  clientKey: string;
  userId: number;
  customerId: number;
  /** Order of writing on this device: notes are sent in this order. */
  seq: number;
  serverId: number | null;
  serverVersion: number | null;
  values: Record<string, unknown>;
  state: QueuedNoteState;
  reason: RefusalReason | null;
  attempts: number;
  /** Epoch ms before which no run retries this note (back-off after a failure). */
  nextAttemptAt: number;
  createdAt: string;
}

/** A photo of a queued note, compressed on the device; `serverId` once uploaded. */
export interface QueuedPhoto {
  clientKey: string;
  noteKey: string;
  blob: Blob;
  thumb: Blob;
  width: number;
  height: number;
  bytes: number;
  takenAt: string;
  serverId: number | null;
}

/** A copy of server data kept for when the network fails (the list of notes, the customer's plots). */
export interface Snapshot {
  userId: number;
  customerId: number;
  name: string;
  data: unknown;
  savedAt: string;
}

/** A plot taken to the field (the field map's, issue 18 WP-B): its shape and latest grids. */
interface FieldPlot {
  userId: number;
  customerId: number;
  plotId: number;
  feature: unknown;
  weeds: unknown;
  anomalies: unknown;
  savedAt: string;
}

interface DeviceSchema extends DBSchema {
  notes: { key: string; value: QueuedNote; indexes: { byOwner: [number, number, number] } };
  photos: { key: string; value: QueuedPhoto; indexes: { byNote: string } };
  snapshots: { key: [number, number, string]; value: Snapshot };
  fieldPlots: { key: [number, number, number]; value: FieldPlot };
}

export type DeviceDb = IDBPDatabase<DeviceSchema>;

const DEVICE_DB_NAME = 'dossel-device';

/** Opens (and on first use creates) the device's database; one per browser profile, rows keyed by user. */
export function openDeviceDb(name = DEVICE_DB_NAME): Promise<DeviceDb> {
  return openDB<DeviceSchema>(name, 1, {
    upgrade(db) {
      const notes = db.createObjectStore('notes', { keyPath: 'clientKey' });
      notes.createIndex('byOwner', ['userId', 'customerId', 'seq']);
      const photos = db.createObjectStore('photos', { keyPath: 'clientKey' });
      photos.createIndex('byNote', 'noteKey');
      db.createObjectStore('snapshots', { keyPath: ['userId', 'customerId', 'name'] });
      db.createObjectStore('fieldPlots', { keyPath: ['userId', 'customerId', 'plotId'] });
    },
  });
}

/** Every row of one user (notes, their photos, snapshots, field plots): what an explicit sign-out deletes. */
export async function deleteUserData(db: DeviceDb, userId: number): Promise<void> {
  const tx = db.transaction(['notes', 'photos', 'snapshots', 'fieldPlots'], 'readwrite');
  const owned = IDBKeyRange.bound([userId, -Infinity, -Infinity], [userId, Infinity, Infinity]);
  const notes = await tx.objectStore('notes').index('byOwner').getAll(owned);
  for (const note of notes) {
    for (const photoKey of await tx.objectStore('photos').index('byNote').getAllKeys(note.clientKey)) {
      await tx.objectStore('photos').delete(photoKey);
    }
    await tx.objectStore('notes').delete(note.clientKey);
  }
  const byUser = IDBKeyRange.bound([userId], [userId, []]);
  await tx.objectStore('snapshots').delete(byUser);
  await tx.objectStore('fieldPlots').delete(byUser);
  await tx.done;
}

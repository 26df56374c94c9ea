import { isApiError } from '@dossel/api-client';

import type { DeviceDb, QueuedNote, QueuedPhoto, RefusalReason } from './device-db';
import { announce, listen } from './device-events';
import { notePhotos, queuedNotes, removeNote } from './note-queue';

/** What the runner needs from the server: the field-note calls, on the session's client. */
export interface NoteTransport {
  /** POST with the note's key: a replay of the same key answers the stored note (no duplicate). */
  create: (values: Record<string, unknown>, clientKey: string) => Promise<{ id: number; version: number }>;
  update: (
    id: number,
    values: Record<string, unknown>,
    version: number,
  ) => Promise<{ id: number; version: number }>;
  /** Uploads one photo of a saved note; a replay of the same photo key answers the stored one. */
  uploadPhoto: (noteId: number, photo: QueuedPhoto) => Promise<{ id: number }>;
}

export interface SyncRunnerOptions {
  db: DeviceDb;
  transport: NoteTransport;
  /** The session's user and current customer, or null while signed out: only their notes go. */
  owner: () => { userId: number; customerId: number } | null;
  /** Called once the server holds a note (the list's query is stale). */
  onSent?: () => void;
  now?: () => number;
  /** The name of the lock that keeps one run at a time across this browser's tabs. */
  lockName?: string;
}

/** How a run ended: all eligible notes done, stopped by the network (retry later), a lapsed session, or another tab ran. */
export type RunOutcome = 'done' | 'backoff' | 'unauthorized' | 'busy';

const FIRST_BACKOFF_MS = 2_000;
const LAST_BACKOFF_MS = 5 * 60_000;
/** The answers that say "this note, as it is, will never be taken": it waits for the user. */
const REFUSALS = new Set([400, 403, 404, 409, 422]);

/** 2 s, 4 s, 8 s… up to 5 min after the n-th failure in a row. */
const backoffMs = (attempts: number) =>
  Math.min(LAST_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** Math.max(0, attempts - 1));

type Failure = { kind: 'refused'; reason: RefusalReason } | { kind: 'backoff' } | { kind: 'unauthorized' };

function classify(error: unknown): Failure {
  if (!isApiError(error)) return { kind: 'backoff' };
  if (error.status === 401) return { kind: 'unauthorized' };
  if (REFUSALS.has(error.status)) {
    return { kind: 'refused', reason: { status: error.status, code: error.code, message: error.message } };
  }
  // Status 0 (no network), 5xx and 429: the note is fine, the way to the server is not.
  return { kind: 'backoff' };
}

/**
 * Changes a queued note that is still on the device: one deleted meanwhile (discarded by the user, or by
 * a sign-out while it was being sent) stays deleted instead of being written back. Read and written in one
 * transaction, so no deletion comes between. Says whether the note was there.
 */
async function updateStoredNote(
  db: DeviceDb,
  clientKey: string,
  change: (stored: QueuedNote) => QueuedNote,
): Promise<boolean> {
  const tx = db.transaction('notes', 'readwrite');
  const stored = await tx.store.get(clientKey);
  if (stored) await tx.store.put(change(stored));
  await tx.done;
  return stored !== undefined;
}

/**
 * Sends the device's queued notes of the session's user and current customer, in the order they were
 * written, each once: every POST carries the note's key, so a resend after a lost answer creates nothing
 * new. A note's photos go after it. One run at a time in this browser (Web Locks across tabs).
 */
export function createSyncRunner(options: SyncRunnerOptions) {
  const { db, transport, owner, onSent, now = Date.now, lockName = 'dossel-sync' } = options;

  async function sendNote(note: QueuedNote): Promise<void> {
    let { serverId, serverVersion } = note;
    // A note the server never had is always POSTed (again): the key makes a replay harmless.
    if (serverVersion === null) {
      serverId = (await transport.create(note.values, note.clientKey)).id;
    } else if (serverId !== null) {
      serverVersion = (await transport.update(serverId, note.values, serverVersion)).version;
    }
    if (serverId === null) throw new Error('a queued edit without its server id');
    // Discarded while it went (its photos with it): the server has it, the device keeps nothing of it.
    await updateStoredNote(db, note.clientKey, (stored) => ({ ...stored, serverId, serverVersion }));
    const photos = (await notePhotos(db, note.clientKey)).sort((a, b) => a.takenAt.localeCompare(b.takenAt));
    for (const photo of photos) {
      if (photo.serverId !== null) continue;
      const uploaded = await transport.uploadPhoto(serverId, photo);
      await db.put('photos', { ...photo, serverId: uploaded.id });
    }
    await removeNote(db, note.clientKey);
    onSent?.();
  }

  async function runLocked(who: { userId: number; customerId: number }, force: boolean): Promise<RunOutcome> {
    const all = await queuedNotes(db, who.userId, who.customerId);
    // Holding the lock, no other tab is sending: a note left 'sending' lost its tab mid-way.
    for (const note of all)
      if (note.state === 'sending')
        await updateStoredNote(db, note.clientKey, (stored) => ({ ...stored, state: 'waiting' }));
    const total = all.filter(
      (note) => note.state !== 'refused' && (force || note.nextAttemptAt <= now()),
    ).length;
    let done = 0;
    try {
      for (;;) {
        // Read again each time: notes written during the run join it, in their order.
        const next = (await queuedNotes(db, who.userId, who.customerId)).find(
          (note) => note.state === 'waiting',
        );
        if (!next) return 'done';
        // Order holds: the notes behind a backed-off one wait with it. A forced run (the network is
        // back, a user asks, a note was just written) does not wait the back-off out.
        if (!force && next.nextAttemptAt > now()) return 'backoff';
        announce({ type: 'progress', progress: { done, total: Math.max(total, done + 1) } });
        if (!(await updateStoredNote(db, next.clientKey, (stored) => ({ ...stored, state: 'sending' }))))
          continue;
        announce({ type: 'changed' });
        try {
          await sendNote({ ...next, state: 'sending' });
          done += 1;
        } catch (error) {
          const failure = classify(error);
          if (failure.kind === 'refused') {
            await updateStoredNote(db, next.clientKey, (stored) => ({
              ...stored,
              state: 'refused',
              reason: failure.reason,
            }));
            announce({ type: 'changed' });
            continue;
          }
          if (failure.kind === 'unauthorized') {
            await updateStoredNote(db, next.clientKey, (stored) => ({ ...stored, state: 'waiting' }));
            announce({ type: 'changed' });
            return 'unauthorized';
          }
          await updateStoredNote(db, next.clientKey, (stored) => ({
            ...stored,
            state: 'waiting',
            attempts: stored.attempts + 1,
            nextAttemptAt: now() + backoffMs(stored.attempts + 1),
          }));
          announce({ type: 'changed' });
          return 'backoff';
        }
      }
    } finally {
      announce({ type: 'progress', progress: null });
    }
  }

  /**
   * One run, unless another tab holds the lock ('busy'), nobody is signed in or the browser knows it is
   * offline (a try would only push the back-off further). `force` ignores the back-off.
   */
  async function run({ force = false } = {}): Promise<RunOutcome> {
    const who = owner();
    if (!who) return 'done';
    if (!navigator.onLine) return 'backoff';
    return navigator.locks.request(lockName, { ifAvailable: true }, (lock) =>
      lock ? runLocked(who, force) : ('busy' as const),
    );
  }

  /** When the next backed-off note may go, if any. */
  async function nextAttemptAt(): Promise<number | null> {
    const who = owner();
    if (!who) return null;
    const later = (await queuedNotes(db, who.userId, who.customerId))
      .filter((note) => note.state === 'waiting')
      .map((note) => note.nextAttemptAt);
    return later.length > 0 ? Math.min(...later) : null;
  }

  /**
   * Runs now and whenever there may be something to send: the network returns, the page becomes
   * visible, a note is queued, a user asks, a back-off ends. Answers the function that stops it.
   */
  function start(): () => void {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    // A reason to run came while a run was going (the network returned, a note was written): the run
    // may have read the queue or met the network before it, so one more goes right after.
    let again = false;
    let stopped = false;
    const trigger = async (force: boolean) => {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      clearTimeout(timer);
      let outcome: RunOutcome;
      try {
        outcome = await run({ force });
        const at = outcome === 'unauthorized' ? null : await nextAttemptAt();
        if (at !== null && !stopped)
          timer = setTimeout(() => void trigger(false), Math.max(at - now(), 1_000));
      } finally {
        running = false;
      }
      const rerun = again;
      again = false;
      if (stopped) return;
      // Another tab is sending: try again a second later, when it has likely finished.
      if (outcome === 'busy') setTimeout(() => void trigger(true), 1_000);
      else if (rerun) void trigger(true);
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') void trigger(false);
    };
    const onOnline = () => void trigger(true);
    const unlisten = listen((event) => {
      if (event.type === 'sync-now') void trigger(true);
    });
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', onVisible);
    void trigger(false);
    return () => {
      stopped = true;
      clearTimeout(timer);
      unlisten();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }

  return { run, start };
}

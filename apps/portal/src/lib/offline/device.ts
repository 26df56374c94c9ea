import { useEffect, useState } from 'react';

import { useServerRender } from '../server-render';
import { useSession } from '../session/session-store';

import { openDeviceDb, type DeviceDb, type QueuedNote } from './device-db';
import { listen } from './device-events';
import { queueCounts, queuedNotes, userNotes, type QueueCounts } from './note-queue';

// One connection per page, as the browser keeps one database per origin: every component shares it.
let opened: Promise<DeviceDb> | null = null;

/** The device's database, opened on first use (not by the sign-in page, which never asks). */
export function deviceDb(): Promise<DeviceDb> {
  opened ??= openDeviceDb();
  return opened;
}

/** Whether the browser believes it has a network, followed as it changes. */
export function useOnline(): boolean {
  // A screen rendered on the server is for a page that reached it.
  const onServer = useServerRender() !== null;
  const [online, setOnline] = useState(() => onServer || navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * A value read from the device's database, read again whenever the queue changes (in this tab or
 * another). Undefined until the first read.
 */
function useDeviceRead<T>(
  read: ((db: DeviceDb) => Promise<T>) | null,
  deps: readonly unknown[],
): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    if (!read) return undefined;
    let current = true;
    const load = () =>
      void deviceDb()
        .then(read)
        .then((next) => current && setValue(next));
    load();
    const unlisten = listen((event) => {
      if (event.type === 'changed') load();
    });
    return () => {
      current = false;
      unlisten();
    };
    // The caller names what the read depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}

/** How many of the user's notes wait, go or were refused (all customers). */
export function useQueueCounts(userId: number | null): QueueCounts | undefined {
  return useDeviceRead(userId === null ? null : (db) => queueCounts(db, userId), [userId]);
}

/** The user's queued notes for a customer, in the order they go. */
export function useQueuedNotes(userId: number | null, customerId: number | null): QueuedNote[] | undefined {
  return useDeviceRead(
    userId === null || customerId === null ? null : (db) => queuedNotes(db, userId, customerId),
    [userId, customerId],
  );
}

/**
 * How many of the user's queued notes are for customers other than this one: they go once the user
 * works for their customer again (the sync sends the current customer's only).
 */
export function useQueuedForOtherCustomers(userId: number | null, customerId: number | null): number {
  const count = useDeviceRead(
    userId === null || customerId === null
      ? null
      : async (db) => (await userNotes(db, userId)).filter((note) => note.customerId !== customerId).length,
    [userId, customerId],
  );
  return count ?? 0;
}

/** A run's progress (`done` of `total`), heard from whichever tab runs, or null between runs. */
export function useSyncProgress(): { done: number; total: number } | null {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  useEffect(
    () =>
      listen((event) => {
        if (event.type === 'progress') setProgress(event.progress);
      }),
    [],
  );
  return progress;
}

/** The session's user and current customer, whose device data a screen reads; null while unknown. */
export function useDeviceOwner(): { userId: number; customerId: number } | null {
  const userId = useSession((state) => state.user?.id ?? null);
  const customerId = useSession((state) => state.currentCustomer);
  const [owner, setOwner] = useState<{ userId: number; customerId: number } | null>(null);
  // One object per user and customer, so hooks that depend on it do not run again on each render.
  if (userId === null || customerId === null) {
    if (owner !== null) setOwner(null);
  } else if (owner?.userId !== userId || owner.customerId !== customerId) {
    setOwner({ userId, customerId });
  }
  return userId === null || customerId === null ? null : (owner ?? { userId, customerId });
}

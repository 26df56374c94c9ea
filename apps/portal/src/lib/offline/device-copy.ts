import { isApiError } from '@dossel/api-client';
import type { QueryKey } from '@tanstack/react-query';

import { deviceDb } from './device';
import type { DeviceDb, Snapshot } from './device-db';

/** Whose copy it is: server data is the current customer's, seen by one user. */
export interface CopyOwner {
  userId: number;
  customerId: number;
}

/** Whether a failure is the network's (no answer at all), not the server's. */
const isNetworkFailure = (error: unknown) => isApiError(error) && error.status === 0;

export function readSnapshot(db: DeviceDb, owner: CopyOwner, name: string): Promise<Snapshot | undefined> {
  return db.get('snapshots', [owner.userId, owner.customerId, name]);
}

export interface DeviceCopyOptions<T, Key extends QueryKey> {
  queryKey: Key;
  /** The server call (an option factory's own `queryFn`). */
  fetch: () => Promise<T>;
  /** The session's user and current customer; null: no copy kept or read. */
  owner: CopyOwner | null;
  /** The copy's name, e.g. 'field-notes'. */
  name: string;
  db?: () => Promise<DeviceDb>;
}

/**
 * A query that keeps a copy of its answer on the device and answers that copy when the network fails,
 * so a screen a user opened before still opens offline (the field-notes list, the customer's plots).
 * It runs in `networkMode: 'always'`: TanStack would otherwise hold it paused while offline.
 */
export function withDeviceCopy<T, Key extends QueryKey>({
  queryKey,
  fetch,
  owner,
  name,
  db = deviceDb,
}: DeviceCopyOptions<T, Key>) {
  return {
    queryKey,
    networkMode: 'always' as const,
    queryFn: async (): Promise<T> => {
      try {
        const data = await fetch();
        if (owner) {
          // The copy is a convenience: a failure to write it never fails the screen.
          void db()
            .then((opened) =>
              opened.put('snapshots', { ...owner, name, data, savedAt: new Date().toISOString() }),
            )
            .catch(() => undefined);
        }
        return data;
      } catch (error) {
        if (!owner || !isNetworkFailure(error)) throw error;
        const copy = await readSnapshot(await db(), owner, name).catch(() => undefined);
        if (!copy) throw error;
        return copy.data as T;
      }
    },
  };
}

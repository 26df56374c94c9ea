import { fieldNoteKeys } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { useSession } from '../session/session-store';
import { deviceDb } from './device';
import { createSyncRunner } from './sync-runner';

/**
 * Keeps this tab's sync runner going while a signed-in user has queued notes (the shell's header mounts
 * it): the current customer's notes go by themselves. The client's calls load with the first run, so a
 * user with nothing queued loads none of it.
 */
export function useNoteSync(hasQueue: boolean): void {
  const client = useDosselClient();
  const queryClient = useQueryClient();
  const userId = useSession((state) => state.user?.id ?? null);
  const customerId = useSession((state) => state.currentCustomer);
  const token = useSession((state) => state.token);
  useEffect(() => {
    if (!hasQueue || userId === null || customerId === null || token === null) return undefined;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([deviceDb(), import('./note-transport')]).then(([db, { noteTransportOn }]) => {
      if (cancelled) return;
      stop = createSyncRunner({
        db,
        transport: noteTransportOn(client.request),
        owner: () => ({ userId, customerId }),
        onSent: () => void queryClient.invalidateQueries({ queryKey: fieldNoteKeys.all }),
      }).start();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [hasQueue, client, queryClient, userId, customerId, token]);
}

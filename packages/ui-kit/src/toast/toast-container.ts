import { useSyncExternalStore } from 'react';

// Whether a toast has been asked for on this page. The container (and Mantine's notifications code)
// loads then, not with the page: a page that never shows a toast never downloads it, and a slow link
// spends its first seconds on what the screen needs.
let wanted = false;
const listeners = new Set<() => void>();

/** Asks for the page's toast container; a toast shown before it has mounted waits in Mantine's store. */
export function wantToastContainer(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once a toast has been asked for. */
export function useToastContainerWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

/** What the installed-app corner can offer; null when there is nothing to offer. */
export interface PwaOffers {
  /** A new release is installed and waiting: switches to it and reloads the page. */
  update: (() => void) | null;
  /** The browser offers to install the portal as an app: shows its own dialog. */
  install: (() => void) | null;
}

/**
 * The offers of this page, outside React: the service worker's registration and the browser's install
 * event arrive whenever they do, once per page, while the signed-in frame may mount several times.
 */
export function createPwaOffers() {
  let offers: PwaOffers = { update: null, install: null };
  const listeners = new Set<() => void>();
  return {
    get: () => offers,
    set(change: Partial<PwaOffers>) {
      offers = { ...offers, ...change };
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PwaOffersStore = ReturnType<typeof createPwaOffers>;

export const pageOffers = createPwaOffers();

export function usePwaOffers(store: PwaOffersStore = pageOffers): PwaOffers {
  // The same on the server, which paints a signed-in screen with no offer (nothing sets one there).
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

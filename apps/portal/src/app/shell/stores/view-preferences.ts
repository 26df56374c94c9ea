import { createContext, use, useEffect } from 'react';
import * as z from 'zod/mini';
import { useStore } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

import { VIEW_STORAGE_KEY } from './view-storage-key';

export interface ViewPreferences {
  /** The enlarged view of the settings menu: a larger root font size (desktop only). */
  enlarged: boolean;
  /** The content fills the width of the window instead of the standard width. */
  fullWidth: boolean;
  /** The desktop side menu is folded away. */
  navbarCollapsed: boolean;
}

interface ViewPreferencesActions {
  /** Changes some settings; the rest stay. */
  set: (change: Partial<ViewPreferences>) => void;
}

export type ViewPreferencesStore = ReturnType<typeof createViewPreferencesStore>;

const DEFAULT_VIEW: ViewPreferences = { enlarged: false, fullWidth: false, navbarCollapsed: false };

// Storage is input from outside: a value from an older version or edited by hand falls back to the defaults.
const storedViewSchema = z.partial(
  z.object({ enlarged: z.boolean(), fullWidth: z.boolean(), navbarCollapsed: z.boolean() }),
);

function parseStoredView(raw: string | null): ViewPreferences | null {
  if (raw === null) return null;
  try {
    const parsed = storedViewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ...DEFAULT_VIEW, ...parsed.data } : null;
  } catch {
    return null;
  }
}

/**
 * The settings as earlier releases stored them (a plain JSON object, not persist's envelope), so a browser
 * keeps its view across this release; what cannot be read is not there.
 */
function viewStorage(storage: Storage): PersistStorage<ViewPreferences> {
  return {
    getItem: (name) => {
      const view = parseStoredView(storage.getItem(name));
      return view && { state: view, version: 0 };
    },
    setItem: (name, { state }) => storage.setItem(name, JSON.stringify(state)),
    removeItem: (name) => storage.removeItem(name),
  };
}

/**
 * The view settings, remembered in storage through Zustand's persist. One store per signed-in frame
 * (`ViewPreferencesContext`): a logout clears storage and unmounts the frame, so the next user of this
 * browser starts from the standard view.
 */
export function createViewPreferencesStore(storage: Storage) {
  return createStore<ViewPreferences & ViewPreferencesActions>()(
    // Read from storage at once too, not only by persist's hydration: a render on the server draws the
    // store's first state only (React's server snapshot).
    persist(
      (set) => ({
        ...(parseStoredView(storage.getItem(VIEW_STORAGE_KEY)) ?? DEFAULT_VIEW),
        set: (change) => set(change),
      }),
      {
        name: VIEW_STORAGE_KEY,
        storage: viewStorage(storage),
        partialize: ({ enlarged, fullWidth, navbarCollapsed }) => ({ enlarged, fullWidth, navbarCollapsed }),
      },
    ),
  );
}

/** Another tab of the portal changed the settings, or logged out (storage cleared): this one follows. */
export function followOtherTabs(store: ViewPreferencesStore, storage: Storage): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== VIEW_STORAGE_KEY && event.key !== null) return;
    if (storage.getItem(VIEW_STORAGE_KEY) !== null) return void store.persist.rehydrate();
    // Nothing stored: the standard view, and still nothing stored.
    store.setState(DEFAULT_VIEW);
    store.persist.clearStorage();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export const ViewPreferencesContext = createContext<ViewPreferencesStore | null>(null);

function useViewPreferencesStore(): ViewPreferencesStore {
  const store = use(ViewPreferencesContext);
  if (!store) throw new Error('The view preferences are read inside the signed-in frame (AppLayout).');
  return store;
}

/** Keeps the frame's store in step with other tabs while the frame is shown. */
export function useFollowOtherTabs(store: ViewPreferencesStore): void {
  useEffect(() => followOtherTabs(store, window.localStorage), [store]);
}

export function useViewPreferences(): ViewPreferences & ViewPreferencesActions {
  return useStore(useViewPreferencesStore());
}

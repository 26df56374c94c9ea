import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';

/** Where the view settings are remembered; logging out clears local storage, and with it these. */
export const VIEW_STORAGE_KEY = 'dossel.view';

export interface ViewPreferences {
  /** The enlarged view of the settings menu: a larger root font size (desktop only). */
  enlarged: boolean;
  /** The content fills the width of the window instead of the standard width. */
  fullWidth: boolean;
  /** The desktop side menu is folded away. */
  navbarCollapsed: boolean;
}

const DEFAULT_VIEW: ViewPreferences = { enlarged: false, fullWidth: false, navbarCollapsed: false };

// Storage is input from outside: a value from an older version or edited by hand falls back to the defaults.
const storedViewSchema = z.partial(
  z.object({ enlarged: z.boolean(), fullWidth: z.boolean(), navbarCollapsed: z.boolean() }),
);

function parseStoredView(raw: string | null): ViewPreferences {
  if (raw === null) return DEFAULT_VIEW;
  try {
    const parsed = storedViewSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { ...DEFAULT_VIEW, ...parsed.data } : DEFAULT_VIEW;
  } catch {
    return DEFAULT_VIEW;
  }
}

export interface ViewPreferencesStore {
  get: () => ViewPreferences;
  set: (change: Partial<ViewPreferences>) => void;
  subscribe: (listener: () => void) => () => void;
}

/**
 * The view settings, kept in storage only: what storage holds is what the screen shows, so a logout
 * (which clears storage) leaves the next user of this browser with the standard view.
 */
export function createViewPreferencesStore(storage: Storage): ViewPreferencesStore {
  const listeners = new Set<() => void>();
  // The last read, so an unchanged storage gives the same object (useSyncExternalStore needs that).
  let lastRaw: string | null | undefined;
  let lastView = DEFAULT_VIEW;

  const get = () => {
    const raw = storage.getItem(VIEW_STORAGE_KEY);
    if (raw !== lastRaw) {
      lastRaw = raw;
      lastView = parseStoredView(raw);
    }
    return lastView;
  };

  return {
    get,
    set: (change) => {
      storage.setItem(VIEW_STORAGE_KEY, JSON.stringify({ ...get(), ...change }));
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      // Another tab of the portal changed them: this one follows.
      const onStorage = (event: StorageEvent) => {
        if (event.key === VIEW_STORAGE_KEY || event.key === null) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

export const viewPreferences = createViewPreferencesStore(window.localStorage);

export function useViewPreferences(): ViewPreferences {
  return useSyncExternalStore(viewPreferences.subscribe, viewPreferences.get);
}

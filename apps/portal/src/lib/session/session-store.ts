import type { User } from '@dossel/api-client';
import { createContext, use } from 'react';
import { useStore } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';

import { clearSessionStorage } from '../device-storage';
import { TOKEN_STORAGE_KEY } from './token-storage-key';

/**
 * The user as the API last answered, kept with the token so the installed app opens offline. Session
 * data: logout and a lapsed session clear it with the token (lib/device-storage).
 */
export const USER_STORAGE_KEY = 'dossel.session.user';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** null while unknown, then true or false (spec section 3). */
  isLoggedIn: boolean | null;
  /** The customer the user works for now; starts at the user's main customer. */
  currentCustomer: number | null;
  /** True while a stored token or a fresh sign-in is being checked against the API. */
  checking: boolean;
  /** Signed in from this device's copy of the user: the API could not be reached (decision 028). */
  offline: boolean;
}

export interface SessionActions {
  /** Keeps a fresh token (stored) and starts loading the user. */
  signIn: (token: string) => void;
  /** Marks the start of a check of the stored token. */
  startCheck: () => void;
  /** The user loaded: logged in, working for the customer the session names (the main one at first). */
  setUser: (user: User) => void;
  /**
   * The API cannot be reached at start-up: signed in as the user this session last loaded, if any.
   * False when there is none to resume.
   */
  resumeOffline: () => boolean;
  /** The token was validated without a user: logged in all the same (spec section 4). */
  confirmToken: () => void;
  setCurrentCustomer: (customerId: number) => void;
  /**
   * Spec section 4: logged out, local storage cleared (but for what the device remembers,
   * see lib/device-storage),
   * user, customer and cached data gone.
   */
  logout: () => void;
  /**
   * A lapsed session seen on a data call: the token is dropped from memory and storage so no further
   * call uses it, while the screen stays until the user is sent to /auth.
   */
  expire: () => void;
}

export type SessionStore = StoreApi<SessionState & SessionActions>;

interface SessionStoreDeps {
  storage: Storage;
  /** Forgets cached server data, so the next user of this browser sees none of it. */
  clearCache: () => void | Promise<void>;
  /**
   * Starts signed in as this user: a render on the server (app/first-screens/render-signed-in-screen.tsx),
   * which draws the store's first state only (React's server snapshot).
   */
  signedInAs?: User;
}

/**
 * The token as the spec and the first screens' boot script (app/first-screens/boot.ts) read it: the bare
 * string under `dossel.token`, not persist's JSON envelope, so a signed-in browser stays signed in across
 * this release and the script reads it before React runs. No token, no key.
 */
function tokenStorage(storage: Storage): PersistStorage<Pick<SessionState, 'token'>> {
  return {
    getItem: (name) => {
      const token = storage.getItem(name);
      return token === null ? null : { state: { token }, version: 0 };
    },
    setItem: (name, { state }) => {
      if (state.token === null) storage.removeItem(name);
      else storage.setItem(name, state.token);
    },
    removeItem: (name) => storage.removeItem(name),
  };
}

export function createSessionStore({ storage, clearCache, signedInAs }: SessionStoreDeps): SessionStore {
  return createStore<SessionState & SessionActions>()(
    // Only the token is remembered; the user and the customer are read again from the API (spec section 3).
    persist(
      (set) => ({
        token: null,
        user: signedInAs ?? null,
        isLoggedIn: signedInAs ? true : null,
        currentCustomer: signedInAs?.currentCustomerId ?? null,
        checking: false,
        offline: false,

        signIn: (token) => set({ token, checking: true }),
        startCheck: () => set({ checking: true }),
        setUser: (user) => {
          storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
          set({
            user,
            isLoggedIn: true,
            checking: false,
            currentCustomer: user.currentCustomerId,
            offline: false,
          });
        },
        resumeOffline: () => {
          const kept = storage.getItem(USER_STORAGE_KEY);
          if (kept === null) return false;
          const user = JSON.parse(kept) as User;
          set({
            user,
            isLoggedIn: true,
            checking: false,
            currentCustomer: user.currentCustomerId,
            offline: true,
          });
          return true;
        },
        confirmToken: () => set({ isLoggedIn: true, checking: false }),
        setCurrentCustomer: (currentCustomer) => set({ currentCustomer }),
        logout: () => {
          clearSessionStorage(storage);
          void clearCache();
          set({
            token: null,
            user: null,
            isLoggedIn: false,
            currentCustomer: null,
            checking: false,
            offline: false,
          });
        },
        expire: () => {
          clearSessionStorage(storage);
          set({ token: null });
        },
      }),
      {
        name: TOKEN_STORAGE_KEY,
        storage: tokenStorage(storage),
        partialize: ({ token }) => ({ token }),
      },
    ),
  );
}

/** The app's session (one per app: main.tsx makes it, a test or story its own), given by AppProvider. */
export const SessionContext = createContext<SessionStore | null>(null);

/** The session store itself, for an event handler that acts on it (`getState()`). */
export function useSessionStore(): SessionStore {
  const store = use(SessionContext);
  if (!store) throw new Error('useSession needs AppProvider (app/provider.tsx) above it');
  return store;
}

export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(useSessionStore(), selector);
}

import { createContext, use } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';

import { deviceKey } from '../device-storage';
import { useSession } from './session-store';

/** Set once a user closed the welcome dialog on this device, so a reload does not bring it back. */
export const welcomedKey = (userId: number) => deviceKey(`welcomed.${userId}`);

interface WelcomeState {
  /** The user who accepted the terms during this visit: the welcome follows at once. */
  acceptedBy: number | null;
  /** Users who closed the welcome during this visit. */
  closedBy: number[];
}

export type WelcomeStore = StoreApi<WelcomeState>;

/** What this visit knows of the gates (one per app, beside its session). */
export function createWelcomeStore(): WelcomeStore {
  return createStore<WelcomeState>()(() => ({ acceptedBy: null, closedBy: [] }));
}

/** The app's welcome store, given by AppProvider. */
export const WelcomeContext = createContext<WelcomeStore | null>(null);

export function useWelcomeStore(): WelcomeStore {
  const store = use(WelcomeContext);
  if (!store) throw new Error('useWelcomeStore needs AppProvider (app/provider.tsx) above it');
  return store;
}

export function markTermsAccepted(store: WelcomeStore, userId: number): void {
  store.setState({ acceptedBy: userId });
}

export function closeWelcome(store: WelcomeStore, userId: number): void {
  localStorage.setItem(welcomedKey(userId), new Date().toISOString());
  store.setState((state) => ({ closedBy: [...state.closedBy, userId] }));
}

/**
 * The welcome dialog shows once the terms are settled (spec section 2), once per user: on the first
 * sign-in ever (no earlier login) or right after accepting the terms, until closed.
 */
export function useWelcomeOpen(): boolean {
  const store = useWelcomeStore();
  const user = useSession((state) => state.user);
  const acceptedBy = useStore(store, (state) => state.acceptedBy);
  const closed = useStore(store, (state) => user !== null && state.closedBy.includes(user.id));
  if (!user || user.signature === null || closed) return false;
  if (localStorage.getItem(welcomedKey(user.id)) !== null) return false;
  return user.lastLogin === null || acceptedBy === user.id;
}

/** True once no gate stands between the user and the content: terms accepted, welcome closed. */
export function useGatesSettled(): boolean {
  const signed = useSession((state) => state.user !== null && state.user.signature !== null);
  const welcomeOpen = useWelcomeOpen();
  return signed && !welcomeOpen;
}

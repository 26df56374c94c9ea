import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

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

export const welcomeStore = createStore<WelcomeState>()(() => ({ acceptedBy: null, closedBy: [] }));

export function markTermsAccepted(userId: number): void {
  welcomeStore.setState({ acceptedBy: userId });
}

export function closeWelcome(userId: number): void {
  localStorage.setItem(welcomedKey(userId), new Date().toISOString());
  welcomeStore.setState((state) => ({ closedBy: [...state.closedBy, userId] }));
}

/**
 * The welcome dialog shows once the terms are settled (spec section 2), once per user: on the first
 * sign-in ever (no earlier login) or right after accepting the terms, until closed.
 */
export function useWelcomeOpen(): boolean {
  const user = useSession((state) => state.user);
  const acceptedBy = useStore(welcomeStore, (state) => state.acceptedBy);
  const closed = useStore(welcomeStore, (state) => user !== null && state.closedBy.includes(user.id));
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

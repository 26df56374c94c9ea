import type { CoreClient, LoginResponse } from '@dossel/api-client';
import { useDosselClient } from '@dossel/portal-widgets';
import type { ParseKeysWithoutVariables, TFunction } from 'i18next';

import { notify } from '../notify';
import { checkStoredSession, completeSignIn, type SessionCheckDeps } from './session-check';
import { useSessionStore, type SessionStore } from './session-store';

/**
 * The session's moves as the portal makes them: its store, toasts in the current language and the
 * api client the caller holds (the app's own, or the one a story or test provides).
 */
function sessionDeps(
  session: SessionStore,
  client: CoreClient,
  t: TFunction,
  textsReady?: Promise<unknown>,
): SessionCheckDeps {
  // A message due before the texts have loaded waits for them rather than show its key.
  const alert = (key: ParseKeysWithoutVariables) =>
    void (textsReady ?? Promise.resolve()).then(() => notify.alert(t(key)));
  return {
    session,
    auth: client.auth,
    onTokenExpired: () => alert('auth.tokenExpired'),
    onUnexpectedError: () => alert('errors.unexpected'),
  };
}

/**
 * Run once at start-up: decides whether a stored session still holds. It runs beside the loading of
 * the texts (`textsReady`), and its messages wait for them.
 */
export function checkSession(
  session: SessionStore,
  client: CoreClient,
  t: TFunction,
  textsReady?: Promise<unknown>,
): Promise<void> {
  return checkStoredSession(sessionDeps(session, client, t, textsReady));
}

/** Keeps the session a sign-in (or a hand-off) answered with. */
export function signInWith(
  answer: LoginResponse,
  session: SessionStore,
  client: CoreClient,
  t: TFunction,
): Promise<void> {
  return completeSignIn(answer, sessionDeps(session, client, t));
}

/** Logs out here at once; telling the server is best-effort, so a dead network cannot trap the user. */
function signOut(session: SessionStore, client: CoreClient): void {
  client.auth.logout().catch(() => undefined);
  session.getState().logout();
}

/** `signOut` on the app's session and client, for a button's click. */
export function useSignOut(): () => void {
  const session = useSessionStore();
  const client = useDosselClient();
  return () => signOut(session, client);
}

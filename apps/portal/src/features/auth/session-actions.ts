import type { CoreClient } from '@dossel/api-client';
import type { TFunction } from 'i18next';

import { notify } from '../../lib/notify';
import { checkStoredSession, completeSignIn, type SessionCheckDeps } from './session-check';
import { sessionStore } from './stores/session-store';

/**
 * The session's moves as the portal makes them: its store, toasts in the current language and the
 * api client the caller holds (the app's own, or the one a story or test provides).
 */
function sessionDeps(client: CoreClient, t: TFunction): SessionCheckDeps {
  return {
    session: sessionStore,
    auth: client.auth,
    onTokenExpired: () => notify.alert(t('auth.tokenExpired')),
    onUnexpectedError: () => notify.alert(t('errors.unexpected')),
  };
}

/** Run once at start-up: decides whether a stored session still holds. */
export function checkSession(client: CoreClient, t: TFunction): Promise<void> {
  return checkStoredSession(sessionDeps(client, t));
}

export function signInWithToken(token: string, client: CoreClient, t: TFunction): Promise<void> {
  return completeSignIn(token, sessionDeps(client, t));
}

/** Logs out here at once; telling the server is best-effort, so a dead network cannot trap the user. */
export function signOut(client: CoreClient): void {
  client.auth.logout().catch(() => undefined);
  sessionStore.getState().logout();
}

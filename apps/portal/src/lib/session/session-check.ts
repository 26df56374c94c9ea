import { isApiError, type AuthApi, type LoginResponse } from '@dossel/api-client';

import type { SessionStore } from './session-store';

export interface SessionCheckDeps {
  session: SessionStore;
  auth: Pick<AuthApi, 'me' | 'validateToken'>;
  /** Tells the user their stored session is over (spec section 8, 'token expired' alert). */
  onTokenExpired: () => void;
  /** Tells the user something failed that is not about the session itself. */
  onUnexpectedError: () => void;
}

/**
 * Spec section 4: with no stored token the user is logged out; otherwise the user is loaded and, if that
 * fails, the token is validated. A 401 there ends the session with an alert.
 */
export async function checkStoredSession(deps: SessionCheckDeps): Promise<void> {
  const { session, auth } = deps;
  const { token, logout, startCheck, setUser, confirmToken } = session.getState();
  if (!token) {
    logout();
    return;
  }
  startCheck();
  try {
    setUser(await auth.me());
    return;
  } catch {
    // The user could not be loaded: the token decides whether the session still holds.
  }
  try {
    await auth.validateToken(token);
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      deps.onTokenExpired();
      logout();
      return;
    }
    // No network (the installed app opened offline): the session goes on as this device last saw it;
    // the shell asks again once the network is back (offline-session.ts), and a 401 then ends it.
    if (isApiError(error) && error.code === 'transport.network' && session.getState().resumeOffline()) return;
    // The server could not answer: logged out for now, but the token stays for the next visit.
    deps.onUnexpectedError();
    session.setState({ isLoggedIn: false, checking: false });
    return;
  }
  confirmToken();
  // The token holds, so one more try at the user; the shell copes without one.
  await auth.me().then(setUser, () => undefined);
}

/**
 * Spec section 4: a successful sign-in stores the token and loads the user: from the sign-in's answer
 * when it carries one (no second round trip), else with `me`.
 */
export async function completeSignIn(answer: LoginResponse, deps: SessionCheckDeps): Promise<void> {
  const { session, auth } = deps;
  session.getState().signIn(answer.token);
  try {
    session.getState().setUser(answer.user ?? (await auth.me()));
  } catch {
    deps.onUnexpectedError();
    session.getState().logout();
  }
}

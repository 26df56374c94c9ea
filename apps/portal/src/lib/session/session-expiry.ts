import { paths } from '../../config/paths';
import type { SessionStore } from './session-store';

/** Spec section 9: the user is sent to /auth 5 seconds after a lapsed session shows. */
export const SESSION_EXPIRY_REDIRECT_MS = 5000;

export interface SessionExpiryDeps {
  session: SessionStore;
  /** Shows 'Sua sessão expirou. Por favor, efetue login novamente.' */
  notify: () => void;
  /** Sends the user to the not-authenticated page. */
  redirect: () => void;
  /** Keeps what the open forms hold for this user, to offer it back after the next sign-in. */
  keepDrafts?: (userId: number) => void;
  delayMs?: number;
}

/**
 * The one answer to a 401 or 403 on a data call while logged in (spec sections 4 and 8): one toast,
 * local storage cleared (what open forms hold kept apart, without the token), and after 5 s the /auth
 * page. Further 401s before the redirect add nothing.
 */
export function createSessionExpiry({
  session,
  notify,
  redirect,
  keepDrafts,
  delayMs = SESSION_EXPIRY_REDIRECT_MS,
}: SessionExpiryDeps) {
  let pending = false;
  return {
    handleUnauthorized(): void {
      if (pending || session.getState().isLoggedIn !== true) return;
      pending = true;
      notify();
      const { user, expire } = session.getState();
      expire();
      if (user && keepDrafts) keepDrafts(user.id);
      setTimeout(() => {
        pending = false;
        redirect();
      }, delayMs);
    },
  };
}

/**
 * The way to /auth of one app: its router registers its navigation once it exists (it is created after
 * the api client, whose 401 handler needs a way there). Until then a page load does the redirect.
 */
export interface AuthRedirect {
  go: () => void;
  setNavigation: (navigate: () => void) => void;
}

export function createAuthRedirect(): AuthRedirect {
  let navigateToAuth: () => void = () => window.location.assign(paths.auth.href());
  return {
    go: () => navigateToAuth(),
    setNavigation: (navigate) => {
      navigateToAuth = navigate;
    },
  };
}

import { describe, expect, it, vi } from 'vitest';

import { apiError, createFakeApiClient, fakeUser } from '@dossel/api-client/testing';
import { checkStoredSession, completeSignIn } from './session-check';
import { createSessionStore, USER_STORAGE_KEY } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage-key';

function setUp(auth: Parameters<typeof createFakeApiClient>[0] = {}) {
  const session = createSessionStore({ storage: localStorage, clearCache: () => undefined });
  const onTokenExpired = vi.fn();
  const onUnexpectedError = vi.fn();
  const client = createFakeApiClient(auth);
  return {
    session,
    onTokenExpired,
    onUnexpectedError,
    deps: { session, auth: client.auth, onTokenExpired, onUnexpectedError },
  };
}

describe('checking the stored session at start-up', () => {
  it('logs out at once when no token is stored, without calling the API', async () => {
    const me = vi.fn(async () => fakeUser);
    const { session, deps } = setUp({ me });
    await checkStoredSession(deps);
    expect(session.getState().isLoggedIn).toBe(false);
    expect(me).not.toHaveBeenCalled();
  });

  it('logs in with the stored token when the user loads', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const { session, deps } = setUp();
    const check = checkStoredSession(deps);
    expect(session.getState().checking).toBe(true);
    await check;
    expect(session.getState()).toMatchObject({ isLoggedIn: true, checking: false, currentCustomer: 1 });
  });

  it('logs in when the user fails to load but the token validates', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const validateToken = vi.fn(async () => ({
      valid: true as const,
      expiresAt: '2030-01-01T00:00:00.000Z',
    }));
    const { session, deps } = setUp({
      me: () => Promise.reject(apiError(500, 'server.unexpected')),
      validateToken,
    });
    await checkStoredSession(deps);
    expect(validateToken).toHaveBeenCalledWith('stored');
    expect(session.getState()).toMatchObject({ isLoggedIn: true, checking: false, user: null });
  });

  it('alerts that the token expired and logs out when validation answers 401', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const { session, deps, onTokenExpired } = setUp({
      me: () => Promise.reject(apiError(401, 'auth.unauthenticated')),
      validateToken: () => Promise.reject(apiError(401, 'auth.unauthenticated')),
    });
    await checkStoredSession(deps);
    expect(onTokenExpired).toHaveBeenCalledOnce();
    expect(session.getState()).toMatchObject({ isLoggedIn: false, token: null });
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('keeps the token for a later visit when the server cannot be reached', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const unreachable = () => Promise.reject(apiError(0, 'transport.network'));
    const { session, deps, onUnexpectedError, onTokenExpired } = setUp({
      me: unreachable,
      validateToken: unreachable,
    });
    await checkStoredSession(deps);
    expect(onUnexpectedError).toHaveBeenCalledOnce();
    expect(onTokenExpired).not.toHaveBeenCalled();
    expect(session.getState().isLoggedIn).toBe(false);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('stored');
  });
});

describe('opening the installed app offline', () => {
  const unreachable = () => Promise.reject(apiError(0, 'transport.network'));

  /** A visit that loaded the user online, leaving the token and the user in storage. */
  async function visitedOnline() {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    await checkStoredSession(setUp().deps);
  }

  it('goes on as the user this session last loaded, marked offline, without a message', async () => {
    await visitedOnline();
    const { session, deps, onUnexpectedError, onTokenExpired } = setUp({
      me: unreachable,
      validateToken: unreachable,
    });
    await checkStoredSession(deps);
    expect(session.getState()).toMatchObject({
      isLoggedIn: true,
      offline: true,
      checking: false,
      currentCustomer: 1,
    });
    expect(session.getState().user?.name).toBe(fakeUser.name);
    expect(onUnexpectedError).not.toHaveBeenCalled();
    expect(onTokenExpired).not.toHaveBeenCalled();
  });

  it('stays signed out when this session never loaded a user', async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored');
    const { session, deps, onUnexpectedError } = setUp({ me: unreachable, validateToken: unreachable });
    await checkStoredSession(deps);
    expect(session.getState()).toMatchObject({ isLoggedIn: false, offline: false });
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('does not resume on a server error: only a missing network opens offline', async () => {
    await visitedOnline();
    const failing = () => Promise.reject(apiError(500, 'server.unexpected'));
    const { session, deps, onUnexpectedError } = setUp({ me: failing, validateToken: failing });
    await checkStoredSession(deps);
    expect(session.getState().isLoggedIn).toBe(false);
    expect(onUnexpectedError).toHaveBeenCalledOnce();
  });

  it('forgets the kept user with the token at logout and when the session lapses', async () => {
    await visitedOnline();
    expect(localStorage.getItem(USER_STORAGE_KEY)).not.toBeNull();
    setUp().session.getState().logout();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    await visitedOnline();
    setUp().session.getState().expire();
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });
});

describe('completing a sign-in', () => {
  const EXPIRES = '2026-11-27T03:00:00.000Z';

  it('stores the token and takes the user from the answer, without asking me again', async () => {
    const me = vi.fn(async () => fakeUser);
    const { session, deps } = setUp({ me });
    await completeSignIn({ token: 'fresh', expiresAt: EXPIRES, user: fakeUser }, deps);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('fresh');
    expect(session.getState()).toMatchObject({ isLoggedIn: true, currentCustomer: 1, user: fakeUser });
    expect(me).not.toHaveBeenCalled();
  });

  it('loads the user with me when the answer carries none', async () => {
    const me = vi.fn(async () => fakeUser);
    const { session, deps } = setUp({ me });
    await completeSignIn({ token: 'fresh', expiresAt: EXPIRES }, deps);
    expect(me).toHaveBeenCalledOnce();
    expect(session.getState()).toMatchObject({ isLoggedIn: true, currentCustomer: 1 });
  });

  it('reports a failure and stays logged out when the user cannot load', async () => {
    const { session, deps, onUnexpectedError } = setUp({
      me: () => Promise.reject(apiError(500, 'server.unexpected')),
    });
    await completeSignIn({ token: 'fresh', expiresAt: EXPIRES }, deps);
    expect(onUnexpectedError).toHaveBeenCalledOnce();
    expect(session.getState().isLoggedIn).toBe(false);
  });
});

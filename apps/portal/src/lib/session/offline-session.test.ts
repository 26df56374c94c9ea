import { describe, expect, it, vi } from 'vitest';

import { apiError, fakeUser } from '@dossel/api-client/testing';
import { recheckOfflineSession } from './offline-session';
import { createSessionStore } from './session-store';

/** A session resumed offline from the user a previous visit kept. */
function offlineSession() {
  const session = createSessionStore({ storage: localStorage, clearCache: () => undefined });
  session.getState().setUser(fakeUser);
  session.getState().resumeOffline();
  return session;
}

describe('a session resumed offline', () => {
  it('loads the user again when the browser says the network is back', async () => {
    const session = offlineSession();
    const me = vi.fn(async () => ({ ...fakeUser, name: 'Cliente Atualizado' }));
    const stop = recheckOfflineSession(session, { me }, 60_000);
    expect(me).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(session.getState()).toMatchObject({ offline: false, isLoggedIn: true }));
    expect(session.getState().user?.name).toBe('Cliente Atualizado');
    stop();
  });

  it('keeps asking on its own while the API stays out of reach, and stops when told', async () => {
    const session = offlineSession();
    let reachable = false;
    const me = vi.fn(() =>
      reachable ? Promise.resolve(fakeUser) : Promise.reject(apiError(0, 'transport.network')),
    );
    const stop = recheckOfflineSession(session, { me }, 20);
    await vi.waitFor(() => expect(me.mock.calls.length).toBeGreaterThanOrEqual(2));
    expect(session.getState().offline).toBe(true);
    reachable = true;
    await vi.waitFor(() => expect(session.getState().offline).toBe(false));
    stop();
    const calls = me.mock.calls.length;
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(me.mock.calls.length).toBe(calls);
  });

  it('leaves a lapsed session to the expiry flow: a 401 does not sign the user in again', async () => {
    const session = offlineSession();
    const me = vi.fn(() => Promise.reject(apiError(401, 'auth.unauthenticated')));
    const stop = recheckOfflineSession(session, { me }, 60_000);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(me).toHaveBeenCalledOnce());
    expect(session.getState()).toMatchObject({ offline: true });
    stop();
  });
});

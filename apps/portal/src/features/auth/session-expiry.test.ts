import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeUser } from '@dossel/api-client/testing';
import { createSessionExpiry, SESSION_EXPIRY_REDIRECT_MS } from './session-expiry';
import { createSessionStore } from './stores/session-store';

function setUp() {
  const session = createSessionStore({ storage: localStorage, clearCache: () => undefined });
  const notify = vi.fn();
  const redirect = vi.fn();
  return { session, notify, redirect, expiry: createSessionExpiry({ session, notify, redirect }) };
}

describe('a lapsed session on a data call', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('redirects to /auth five seconds after a 401, with one toast however many calls fail', () => {
    const { session, notify, redirect, expiry } = setUp();
    session.getState().signIn('token');
    session.getState().setUser(fakeUser);

    expiry.handleUnauthorized();
    expiry.handleUnauthorized();
    expect(notify).toHaveBeenCalledOnce();
    expect(localStorage.length).toBe(0);
    expect(session.getState().token).toBeNull();

    vi.advanceTimersByTime(SESSION_EXPIRY_REDIRECT_MS - 1);
    expect(redirect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(redirect).toHaveBeenCalledOnce();
  });

  it('ignores a 401 while the session is still being checked', () => {
    const { notify, redirect, expiry } = setUp();
    expiry.handleUnauthorized();
    vi.runAllTimers();
    expect(notify).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });
});

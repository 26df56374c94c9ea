import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { fakeUser } from '@dossel/api-client/testing';
import { DRAFTS_STORAGE_KEY, keepOpenForms, keptDrafts, trackOpenForm } from '../drafts';
import { createSessionExpiry, SESSION_EXPIRY_REDIRECT_MS } from './session-expiry';
import { createSessionStore } from './session-store';

function setUp() {
  const session = createSessionStore({ storage: localStorage, clearCache: () => undefined });
  const notify = vi.fn();
  const redirect = vi.fn();
  const keepDrafts = (userId: number) => void keepOpenForms(userId);
  return {
    session,
    notify,
    redirect,
    expiry: createSessionExpiry({ session, notify, redirect, keepDrafts }),
  };
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

  it('keeps what an open form holds for the same user, without the token, through the logout that follows', () => {
    const { session, expiry } = setUp();
    session.getState().signIn('secret-token');
    session.getState().setUser(fakeUser);
    const untrack = trackOpenForm('customer-form', {
      path: '/customers/new',
      read: () => ({ name: 'Florestal Nova' }),
    });

    expiry.handleUnauthorized();
    untrack();
    session.getState().logout();

    expect(localStorage.getItem(DRAFTS_STORAGE_KEY)).not.toContain('secret-token');
    expect(keptDrafts(fakeUser.id)).toMatchObject([
      { formId: 'customer-form', path: '/customers/new', values: { name: 'Florestal Nova' } },
    ]);
    expect(keptDrafts(fakeUser.id + 1)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { fakeUser } from '@dossel/api-client/testing';
import { createSessionStore } from './session-store';
import { TOKEN_STORAGE_KEY } from './token-storage-key';

function freshStore() {
  const cacheClears: string[] = [];
  const store = createSessionStore({
    storage: localStorage,
    clearCache: () => void cacheClears.push('cleared'),
  });
  return { store, cacheClears };
}

describe('session store', () => {
  it('starts unknown, with the token kept under dossel.token', () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    const { store } = freshStore();
    expect(store.getState()).toMatchObject({
      token: 'stored-token',
      isLoggedIn: null,
      user: null,
      currentCustomer: null,
    });
  });

  it('keeps a fresh sign-in token in local storage and checks it', () => {
    const { store } = freshStore();
    store.getState().signIn('new-token');
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
    expect(store.getState()).toMatchObject({ token: 'new-token', checking: true });
  });

  it('logs in once the user loads, working for the main customer', () => {
    const { store } = freshStore();
    store.getState().setUser(fakeUser);
    expect(store.getState()).toMatchObject({ isLoggedIn: true, checking: false, currentCustomer: 1 });
    expect(store.getState().user?.name).toBe('Cliente Demo');
  });

  it('works for the customer the session names, so a reload keeps a switched customer', () => {
    const { store } = freshStore();
    store.getState().setUser({ ...fakeUser, currentCustomerId: 2 });
    expect(store.getState().currentCustomer).toBe(2);
  });

  it('logs out: all local storage, the user, the customer and the cached data are gone', () => {
    const { store, cacheClears } = freshStore();
    store.getState().signIn('token');
    store.getState().setUser(fakeUser);
    localStorage.setItem('i18nextLng', 'pt-BR');

    store.getState().logout();

    expect(localStorage.length).toBe(0);
    expect(store.getState()).toMatchObject({
      token: null,
      user: null,
      isLoggedIn: false,
      currentCustomer: null,
    });
    expect(cacheClears).toEqual(['cleared']);
  });

  it('drops the token of a lapsed session but keeps the screen until the redirect', () => {
    const { store } = freshStore();
    store.getState().signIn('token');
    store.getState().setUser(fakeUser);
    store.getState().expire();
    expect(localStorage.length).toBe(0);
    expect(store.getState()).toMatchObject({ token: null, isLoggedIn: true });
  });
});

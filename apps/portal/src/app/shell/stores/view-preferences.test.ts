import { describe, expect, it, vi } from 'vitest';

import { createViewPreferencesStore, followOtherTabs } from './view-preferences';
import { VIEW_STORAGE_KEY } from './view-storage-key';

const standard = { enlarged: false, fullWidth: false, navbarCollapsed: false };
const viewOf = (store: ReturnType<typeof createViewPreferencesStore>) => {
  const { enlarged, fullWidth, navbarCollapsed } = store.getState();
  return { enlarged, fullWidth, navbarCollapsed };
};

describe('the view preferences', () => {
  it('start at the standard view', () => {
    expect(viewOf(createViewPreferencesStore(localStorage))).toEqual(standard);
  });

  it('are remembered in local storage, as a plain object as before, and tell their listeners', () => {
    const store = createViewPreferencesStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.getState().set({ enlarged: true });
    expect(listener).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(VIEW_STORAGE_KEY) ?? 'null')).toEqual({
      ...standard,
      enlarged: true,
    });
    expect(viewOf(createViewPreferencesStore(localStorage))).toEqual({ ...standard, enlarged: true });
  });

  it('read what an earlier release stored', () => {
    localStorage.setItem(VIEW_STORAGE_KEY, JSON.stringify({ fullWidth: true }));
    expect(viewOf(createViewPreferencesStore(localStorage))).toEqual({ ...standard, fullWidth: true });
  });

  it('give the same object while nothing changes, as React needs', () => {
    const store = createViewPreferencesStore(localStorage);
    store.getState().set({ fullWidth: true });
    expect(store.getState()).toBe(store.getState());
  });

  it('start at the standard view after a logout cleared storage', () => {
    const store = createViewPreferencesStore(localStorage);
    store.getState().set({ enlarged: true, navbarCollapsed: true });
    localStorage.clear();
    expect(viewOf(createViewPreferencesStore(localStorage))).toEqual(standard);
  });

  it("follow another tab's change and its logout, leaving storage empty", async () => {
    const store = createViewPreferencesStore(localStorage);
    const stop = followOtherTabs(store, localStorage);
    localStorage.setItem(VIEW_STORAGE_KEY, JSON.stringify({ ...standard, navbarCollapsed: true }));
    window.dispatchEvent(new StorageEvent('storage', { key: VIEW_STORAGE_KEY }));
    await vi.waitFor(() => expect(viewOf(store)).toEqual({ ...standard, navbarCollapsed: true }));

    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(viewOf(store)).toEqual(standard);
    expect(localStorage.length).toBe(0);
    stop();
  });

  it('ignore a stored value they cannot read', () => {
    localStorage.setItem(VIEW_STORAGE_KEY, '{not json');
    expect(viewOf(createViewPreferencesStore(localStorage))).toEqual(standard);
    localStorage.setItem(VIEW_STORAGE_KEY, JSON.stringify({ enlarged: 'yes' }));
    expect(viewOf(createViewPreferencesStore(localStorage))).toEqual(standard);
  });
});

import { describe, expect, it, vi } from 'vitest';

import { createViewPreferencesStore, VIEW_STORAGE_KEY } from './view-preferences';

const standard = { enlarged: false, fullWidth: false, navbarCollapsed: false };

describe('the view preferences', () => {
  it('start at the standard view', () => {
    expect(createViewPreferencesStore(localStorage).get()).toEqual(standard);
  });

  it('are remembered in local storage and tell their listeners', () => {
    const store = createViewPreferencesStore(localStorage);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ enlarged: true });
    expect(listener).toHaveBeenCalledOnce();
    expect(createViewPreferencesStore(localStorage).get()).toEqual({ ...standard, enlarged: true });
  });

  it('give the same object while storage is unchanged, as React needs', () => {
    const store = createViewPreferencesStore(localStorage);
    store.set({ fullWidth: true });
    expect(store.get()).toBe(store.get());
  });

  it('go back to the standard view when storage is cleared, as at logout', () => {
    const store = createViewPreferencesStore(localStorage);
    store.set({ enlarged: true, navbarCollapsed: true });
    localStorage.clear();
    expect(store.get()).toEqual(standard);
  });

  it('ignore a stored value they cannot read', () => {
    localStorage.setItem(VIEW_STORAGE_KEY, '{not json');
    expect(createViewPreferencesStore(localStorage).get()).toEqual(standard);
    localStorage.setItem(VIEW_STORAGE_KEY, JSON.stringify({ enlarged: 'yes' }));
    expect(createViewPreferencesStore(localStorage).get()).toEqual(standard);
  });
});

import { describe, expect, it } from 'vitest';

import { DRAFT_LIFETIME_MS, dropDraft, keepOpenForms, keptDrafts, trackOpenForm } from './drafts';
import { clearSessionStorage } from './device-storage';

const USER = 7;

describe('kept drafts', () => {
  it('keeps only forms that hold something, under the user, and replaces an older draft of the same form', () => {
    const stopFilled = trackOpenForm('a', { path: '/a', read: () => ({ name: 'one' }) });
    const stopEmpty = trackOpenForm('b', { path: '/b', read: () => null });
    expect(keepOpenForms(USER)).toBe(1);
    stopFilled();
    const stopAgain = trackOpenForm('a', { path: '/a?x=1', read: () => ({ name: 'two' }) });
    keepOpenForms(USER);
    stopAgain();
    stopEmpty();

    expect(keptDrafts(USER)).toMatchObject([{ formId: 'a', path: '/a?x=1', values: { name: 'two' } }]);
    expect(keepOpenForms(USER)).toBe(0);
  });

  it('forgets a form once it unmounts', () => {
    trackOpenForm('gone', { path: '/gone', read: () => ({ name: 'x' }) })();
    expect(keepOpenForms(USER)).toBe(0);
  });

  it('drops a draft when asked and once it is a week old', () => {
    const stop = trackOpenForm('a', { path: '/a', read: () => ({ name: 'one' }) });
    const savedAt = new Date('2026-11-01T10:00:00Z');
    keepOpenForms(USER, localStorage, savedAt);
    stop();
    expect(keptDrafts(USER, localStorage, new Date(savedAt.getTime() + DRAFT_LIFETIME_MS - 1))).toHaveLength(
      1,
    );
    expect(keptDrafts(USER, localStorage, new Date(savedAt.getTime() + DRAFT_LIFETIME_MS))).toEqual([]);

    const stopB = trackOpenForm('b', { path: '/b', read: () => ({ name: 'b' }) });
    keepOpenForms(USER);
    stopB();
    dropDraft(USER, 'b');
    expect(keptDrafts(USER)).toEqual([]);
    expect(localStorage.length).toBe(0);
  });

  it('survives clearing the storage, which removes everything else', () => {
    localStorage.setItem('dossel.token', 'secret');
    const stop = trackOpenForm('a', { path: '/a', read: () => ({ name: 'one' }) });
    keepOpenForms(USER);
    stop();
    clearSessionStorage(localStorage);
    expect(localStorage.getItem('dossel.token')).toBeNull();
    expect(keptDrafts(USER)).toHaveLength(1);
  });

  it('treats a damaged entry as no drafts', () => {
    localStorage.setItem('dossel.device.drafts', '{not json');
    expect(keptDrafts(USER)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';

import { clearSessionStorage } from './device-storage';
import { COLOR_SCHEME_STORAGE_KEY, schemeToDraw } from './color-scheme';

describe('the colour scheme to draw', () => {
  it('is the stored light or dark whatever the system prefers', () => {
    expect(schemeToDraw('dark', false)).toBe('dark');
    expect(schemeToDraw('light', true)).toBe('light');
  });

  it("follows the system for 'auto'", () => {
    expect(schemeToDraw('auto', true)).toBe('dark');
    expect(schemeToDraw('auto', false)).toBe('light');
  });

  it('is light when nothing (or something unknown) is stored, even on a dark system', () => {
    expect(schemeToDraw(null, true)).toBe('light');
    expect(schemeToDraw('sepia', true)).toBe('light');
  });

  it('is remembered by the device, so signing out keeps it', () => {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, 'dark');
    clearSessionStorage(localStorage);
    expect(localStorage.getItem(COLOR_SCHEME_STORAGE_KEY)).toBe('dark');
  });
});

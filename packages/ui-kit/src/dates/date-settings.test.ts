import { describe, expect, it } from 'vitest';

import { parseTypedDate } from './date-settings';

describe('a typed date', () => {
  it('reads day first in pt-BR and es, month first in en-US', () => {
    expect(parseTypedDate('03/02/2026', 'pt-BR')).toBe('2026-02-03');
    expect(parseTypedDate('3/2/2026', 'es')).toBe('2026-02-03');
    expect(parseTypedDate('03/02/2026', 'en-US')).toBe('2026-03-02');
  });

  it('takes an ISO date, as one pastes it, in any language', () => {
    expect(parseTypedDate(' 2025-11-10 ', 'pt-BR')).toBe('2025-11-10');
    expect(parseTypedDate('2025-11-10', 'en-US')).toBe('2025-11-10');
  });

  it('is nothing while half typed or not a real day', () => {
    expect(parseTypedDate('10/11/202', 'pt-BR')).toBeNull();
    expect(parseTypedDate('31/02/2026', 'pt-BR')).toBeNull();
    expect(parseTypedDate('2026-13-01', 'es')).toBeNull();
    expect(parseTypedDate('', 'pt-BR')).toBeNull();
  });
});

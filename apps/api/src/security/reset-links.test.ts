import { describe, expect, it } from 'vitest';

import { LINK_MINUTES, passwordLinkUrl } from './reset-links';

describe('the portal page a password link opens', () => {
  it('sends a forgotten password to /reset/{token} (spec section 2)', () => {
    expect(passwordLinkUrl('https://portal.dossel.test', 'reset', 'abc-123')).toBe(
      'https://portal.dossel.test/reset/abc-123',
    );
  });

  it('sends the first password of an account staff created to /first-access/{token}', () => {
    expect(passwordLinkUrl('https://portal.dossel.test', 'firstAccess', 'abc-123')).toBe(
      'https://portal.dossel.test/first-access/abc-123',
    );
  });

  it('makes one slash of a public URL that ends in slashes', () => {
    expect(passwordLinkUrl('http://localhost:5173//', 'reset', 't')).toBe('http://localhost:5173/reset/t');
  });
});

describe('how long a link works', () => {
  it('gives a reset link 60 minutes and a first-access link 3 days', () => {
    expect(LINK_MINUTES).toEqual({ reset: 60, firstAccess: 3 * 24 * 60 });
  });
});

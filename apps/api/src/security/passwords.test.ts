import { describe, expect, it } from 'vitest';

import { credentialsMatch, hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('salts every hash, so one password never gives the same hash twice', async () => {
    const first = await hashPassword('Dossel@2026');
    const second = await hashPassword('Dossel@2026');

    expect(first).not.toBe(second);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toContain('Dossel@2026');
  });

  it('accepts the right password and refuses any other', async () => {
    const stored = await hashPassword('Dossel@2026');

    expect(await verifyPassword('Dossel@2026', stored)).toBe(true);
    expect(await verifyPassword('dossel@2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('never matches a stored value that is not a scrypt hash', async () => {
    expect(await verifyPassword('Dossel@2026', 'Dossel@2026')).toBe(false);
    expect(await verifyPassword('Dossel@2026', 'scrypt$x$8$1$c2FsdA==$aGFzaA==')).toBe(false);
  });

  it('refuses credentials of an account that does not exist, whatever the password', async () => {
    expect(await credentialsMatch('Dossel@2026', undefined)).toBe(false);
    expect(await credentialsMatch('Dossel@2026', await hashPassword('Dossel@2026'))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import {
  createPasswordHasher,
  type DeriveKey,
  HashQueueFull,
  hashPassword,
  verifyPassword,
} from './passwords';

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
    const hasher = createPasswordHasher({ concurrency: 1, queueMax: 10 });
    expect(await hasher.credentialsMatch('Dossel@2026', undefined)).toBe(false);
    expect(await hasher.credentialsMatch('Dossel@2026', await hashPassword('Dossel@2026'))).toBe(true);
    expect(await verifyPassword('Dossel@2026', await hasher.hash('Dossel@2026'))).toBe(true);
  });
});

/** A key derivation that holds every call until the test lets it finish, and counts calls at once. */
function heldDerivation() {
  const pending: (() => void)[] = [];
  let started = 0;
  let peak = 0;
  const derive: DeriveKey = (_password, _salt, _options, keyLength) => {
    started += 1;
    peak = Math.max(peak, pending.length + 1);
    return new Promise((resolve) => pending.push(() => resolve(Buffer.alloc(keyLength, 1))));
  };
  return {
    derive,
    started: () => started,
    running: () => pending.length,
    peak: () => peak,
    /** Lets the oldest running derivation finish. */
    finishOne: () => pending.shift()?.(),
  };
}

/** Lets every promise that can settle settle. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the password hasher of requests (issue 14)', () => {
  it('runs at most `concurrency` hashes at once and the rest in turn, in arrival order', async () => {
    const derivation = heldDerivation();
    const hasher = createPasswordHasher({ concurrency: 2, queueMax: 100 }, derivation.derive);

    const order: number[] = [];
    const hashes = Array.from({ length: 10 }, (_, index) =>
      hasher.hash(`senha ${index}`).then(() => order.push(index)),
    );
    await settle();
    expect(derivation.started()).toBe(2);
    expect(hasher.load()).toEqual({ running: 2, waiting: 8 });

    for (let finished = 1; finished <= 10; finished += 1) {
      derivation.finishOne();
      await settle();
      expect(derivation.running()).toBeLessThanOrEqual(2);
      expect(derivation.started()).toBe(Math.min(10, finished + 2));
    }
    await Promise.all(hashes);
    expect(derivation.peak()).toBe(2);
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('holds sign-ins to the same bound, and refuses one more than the queue holds', async () => {
    const derivation = heldDerivation();
    const hasher = createPasswordHasher({ concurrency: 1, queueMax: 3 }, derivation.derive);
    const stored = await hashPassword('Dossel@2026');

    const checks = Array.from({ length: 4 }, () => hasher.credentialsMatch('Dossel@2026', stored));
    await settle();
    expect(derivation.started()).toBe(1);
    expect(hasher.load()).toEqual({ running: 1, waiting: 3 });

    const refused = hasher.hash('one too many');
    await expect(refused).rejects.toBeInstanceOf(HashQueueFull);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    expect(derivation.started()).toBe(1);

    for (let i = 0; i < 4; i += 1) {
      derivation.finishOne();
      await settle();
      expect(derivation.peak()).toBe(1);
    }
    // The fake derivation gives a key that is not the stored one: the point is that all four ran.
    expect(await Promise.all(checks)).toEqual([false, false, false, false]);
    expect(derivation.started()).toBe(4);
  });

  it('frees a turn when a hash fails, so one error does not stall the queue', async () => {
    let calls = 0;
    const hasher = createPasswordHasher({ concurrency: 1, queueMax: 5 }, async (_p, _s, _o, keyLength) => {
      calls += 1;
      if (calls === 1) throw new Error('scrypt failed');
      return Buffer.alloc(keyLength);
    });
    const results = await Promise.allSettled([hasher.hash('a'), hasher.hash('b'), hasher.hash('c')]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(hasher.load()).toEqual({ running: 0, waiting: 0 });
  });
});

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with Node's default cost (N=2^14, r=8, p=1, 16 MiB). The parameters are stored with each hash,
 * so raising them later only affects new hashes and old ones still verify.
 */
const COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** The key derivation itself; tests of the hasher give one they can count and hold. */
export type DeriveKey = (
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  keyLength: number,
) => Promise<Buffer>;

const scryptKey: DeriveKey = (password, salt, options, keyLength) =>
  new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

async function hashWith(derive: DeriveKey, password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

async function verifyWith(derive: DeriveKey, password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (![options.N, options.r, options.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * `scrypt$N$r$p$salt$hash`, salt and hash in base64; a fresh random salt every time. Unbounded: for the
 * seed and tests. Requests hash through the app's `PasswordHasher`, which takes turns.
 */
export function hashPassword(password: string): Promise<string> {
  return hashWith(scryptKey, password);
}

/** True when the password produces the stored hash. A malformed stored value never matches. */
export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifyWith(scryptKey, password, stored);
}

/** Thrown when more hashes wait than the queue holds: the request is refused rather than held. */
export class HashQueueFull extends Error {
  override readonly name = 'HashQueueFull';
  constructor(readonly retryAfterSeconds: number) {
    super('too many password hashes waiting');
  }
}

export interface PasswordHashing {
  /** Hashes computed at once; the rest wait in turn. */
  concurrency: number;
  /** Hashes that may wait; one more gets `HashQueueFull`. */
  queueMax: number;
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Checks credentials in the same time whether or not the account exists, so the answer's timing does
   * not tell an attacker which e-mails are registered: an unknown account is checked against a decoy.
   */
  credentialsMatch(password: string, stored: string | undefined): Promise<boolean>;
  /** Hashes running and waiting right now. */
  load(): { running: number; waiting: number };
}

/**
 * Password hashing that takes turns (issue 14): scrypt costs a core and a libuv thread for ~40 ms, so a
 * burst of sign-ins hashed all at once starves every other request of CPU and of the thread pool (file,
 * compression and DNS work). At most `concurrency` hashes run; up to `queueMax` wait in arrival order.
 */
export function createPasswordHasher(
  { concurrency, queueMax }: PasswordHashing,
  derive: DeriveKey = scryptKey,
): PasswordHasher {
  let running = 0;
  const waiting: (() => void)[] = [];
  /** Recent time of one hash, to tell a refused caller when a turn is likely free. */
  let hashMs = 50;

  const takeTurn = async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < concurrency) running += 1;
    else if (waiting.length < queueMax) await new Promise<void>((resolve) => waiting.push(resolve));
    else throw new HashQueueFull(Math.max(1, Math.ceil((waiting.length * hashMs) / concurrency / 1000)));
    const started = performance.now();
    try {
      return await task();
    } finally {
      hashMs = 0.8 * hashMs + 0.2 * (performance.now() - started);
      // The turn passes straight to the next in line, so `running` never goes over the bound.
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };

  const derived: DeriveKey = (...args) => takeTurn(() => derive(...args));
  let decoyHash: Promise<string> | undefined;

  return {
    hash: (password) => hashWith(derived, password),
    async credentialsMatch(password, stored) {
      // Made once, outside the turns: a sign-in never waits behind a hash nobody asked for.
      decoyHash ??= hashPassword(randomBytes(SALT_LENGTH).toString('base64'));
      const matches = await verifyWith(derived, password, stored ?? (await decoyHash));
      return stored !== undefined && matches;
    },
    load: () => ({ running, waiting: waiting.length }),
  };
}

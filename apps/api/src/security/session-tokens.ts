import { hash, randomBytes } from 'node:crypto';

/** A bearer token: 32 random bytes, base64url. Only its hash is stored. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * sha256 is enough here: the token has 256 bits of entropy, so no salt or slow hash is needed. Every signed-in
 * request hashes its token: the one-shot `hash` costs a third of a Hash object's.
 */
export function hashSessionToken(token: string): string {
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

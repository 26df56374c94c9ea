import { hash, randomBytes } from 'node:crypto';

import {
  API_KEY_PREFIX,
  API_KEY_SHOWN_LENGTH,
  API_KEYS_LISTED,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '@dossel/api-client';
import type { Kysely } from 'kysely';

import type { Database } from '../db/schema';

/** `last_used_at` is written at most this often per key, so a busy script does not write on every call. */
export const LAST_USED_PRECISION_MS = 60_000;

/** A new key: `dsk_` and 32 random bytes, base64url. Only its hash is stored. */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** sha256, hex: the key has 256 bits of entropy, so no salt or slow hash is needed (as session tokens). */
export function hashApiKey(key: string): string {
  return hash('sha256', key, 'hex');
}

/** A key's length: `dsk_` and the 43 characters of 32 bytes in base64url. */
const API_KEY_LENGTH = API_KEY_PREFIX.length + 43;

/**
 * Whether a bearer token is an API key rather than a session token: by its prefix and length (a session
 * token is 43 characters long, so one that happens to start with `dsk_` is still taken as a session).
 */
export function isApiKey(token: string): boolean {
  return token.length === API_KEY_LENGTH && token.startsWith(API_KEY_PREFIX);
}

/** A key as a request authenticated with it sees it. */
export interface VerifiedApiKey {
  id: number;
  name: string;
  scopes: readonly ApiKeyScope[];
  /** The one customer it may act for; null for all. */
  customerId: number | null;
}

/** What staff give to create a key (the body of `POST /register/api-keys`, parsed). */
export interface NewApiKey {
  name: string;
  scopes: readonly ApiKeyScope[];
  customerId: number | null;
  expiresAt: string | null;
  createdByName: string;
}

/**
 * The API keys (issue 15): created by staff, shown in clear once, kept as a hash; a request's key is
 * looked up by its hash and refused once revoked or expired. Times are passed in, so tests set the clock.
 */
export function createApiKeysRepository(db: Kysely<Database>) {
  const listed = () =>
    db
      .selectFrom('api_keys as k')
      .leftJoin('customers as c', 'c.id', 'k.customer_id')
      .select([
        'k.id',
        'k.name',
        'k.prefix',
        'k.scopes',
        'k.customer_id',
        'c.name as customer_name',
        'k.created_by_name',
        'k.created_at',
        'k.last_used_at',
        'k.expires_at',
        'k.revoked_at',
      ]);
  const asApiKey = <Row extends { scopes: string }>(row: Row) => ({
    ...row,
    scopes: JSON.parse(row.scopes) as ApiKeyScope[],
  });

  return {
    /** Stores a new key's hash and answers the key with its plain text: the only time it is known. */
    async create(input: NewApiKey, now: Date): Promise<CreatedApiKey> {
      const key = newApiKey();
      const { id } = await db
        .insertInto('api_keys')
        .values({
          name: input.name,
          prefix: key.slice(0, API_KEY_SHOWN_LENGTH),
          key_hash: hashApiKey(key),
          scopes: JSON.stringify(input.scopes),
          customer_id: input.customerId,
          created_by_name: input.createdByName,
          created_at: now.toISOString(),
          expires_at: input.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const created = await this.find(id);
      if (!created) throw new Error(`API key ${id} vanished after its insert`);
      return { ...created, key };
    },

    async find(id: number): Promise<ApiKey | undefined> {
      const row = await listed().where('k.id', '=', id).executeTakeFirst();
      return row && asApiKey(row);
    },

    /** The newest keys first, revoked and expired ones included. */
    async list(): Promise<ApiKey[]> {
      const rows = await listed().orderBy('k.id', 'desc').limit(API_KEYS_LISTED).execute();
      return rows.map(asApiKey);
    },

    /** Revokes a key for good; a key revoked before keeps its first time. Undefined when there is none. */
    async revoke(id: number, now: Date): Promise<ApiKey | undefined> {
      await db
        .updateTable('api_keys')
        .set({ revoked_at: now.toISOString() })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute();
      return this.find(id);
    },

    /**
     * The key a request carries, while it is neither revoked nor expired, and notes that it was used (at
     * most once a minute); undefined for any other key. ISO strings in UTC compare in time order.
     */
    async verify(key: string, now: Date): Promise<VerifiedApiKey | undefined> {
      const at = now.toISOString();
      const row = await db
        .selectFrom('api_keys')
        .select(['id', 'name', 'scopes', 'customer_id', 'last_used_at'])
        .where('key_hash', '=', hashApiKey(key))
        .where('revoked_at', 'is', null)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .executeTakeFirst();
      if (!row) return undefined;
      const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS).toISOString();
      if (row.last_used_at === null || row.last_used_at <= stale) {
        await db
          .updateTable('api_keys')
          .set({ last_used_at: at })
          .where('id', '=', row.id)
          .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<=', stale)]))
          .execute();
      }
      return {
        id: row.id,
        name: row.name,
        scopes: JSON.parse(row.scopes) as ApiKeyScope[],
        customerId: row.customer_id,
      };
    },
  };
}
export type ApiKeysRepository = ReturnType<typeof createApiKeysRepository>;

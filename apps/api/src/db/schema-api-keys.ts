import type { Generated } from 'kysely';

/** The API keys' table (migration 0016), merged into `Database` (db/schema.ts). */
export interface ApiKeyTables {
  api_keys: ApiKeysTable;
}

/** A key a script or the provider's pipeline calls the imports with (issue 15). Times are ISO 8601. */
export interface ApiKeysTable {
  id: Generated<number>;
  name: string;
  /** The key's first characters, shown to staff to tell keys apart. */
  prefix: string;
  /** sha256 of the key, hex: a stolen database copy holds no usable key. */
  key_hash: string;
  /** JSON array of `ApiKeyScope`. */
  scopes: string;
  /** The one customer the key may act for; null for all. */
  customer_id: number | null;
  created_by_name: string;
  created_at: string;
  /** Written at most once a minute, so a busy script does not write on every request. */
  last_used_at: string | null;
  expires_at: string | null;
  revoked_at: string | null;
}

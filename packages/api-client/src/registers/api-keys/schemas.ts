import * as z from 'zod/mini';

import { optionalText, idSchema, requiredText } from '../../fields';

/**
 * What an API key may do (issue 15): today only the imports' routes (`/register/imports`), for a script or
 * the provider's pipeline. A key works on no other route.
 */
export const API_KEY_SCOPES = ['imports'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/** Every key starts with this, so a key pasted where a session token goes is told apart (and by scanners). */
export const API_KEY_PREFIX = 'dsk_';

/** How many of the key's first characters are kept in clear, to tell keys apart on the list. */
export const API_KEY_SHOWN_LENGTH = 12;

/** How many keys the list shows, newest first. */
export const API_KEYS_LISTED = 200;

/** One key as `GET /register/api-keys` answers it: never the key itself, which is kept only as a hash. */
export const apiKeySchema = z.object({
  id: idSchema(),
  name: z.string(),
  /** The key's first `API_KEY_SHOWN_LENGTH` characters (`dsk_` and a few more). */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  /** The one customer the key may import for; null for every customer. */
  customer_id: z.nullable(idSchema()),
  customer_name: z.nullable(z.string()),
  /** Who created it, kept by value. */
  created_by_name: z.string(),
  created_at: z.iso.datetime(),
  /** When a request last used it (to the minute); null while never used. */
  last_used_at: z.nullable(z.iso.datetime()),
  /** After this it is refused; null for never. */
  expires_at: z.nullable(z.iso.datetime()),
  /** When staff revoked it; a revoked key is refused for good. */
  revoked_at: z.nullable(z.iso.datetime()),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer of `POST /register/api-keys`: the key, and the plain `key` — shown this once, never again. */
export const createdApiKeySchema = z.extend(apiKeySchema, {
  key: z.string().check(z.startsWith(API_KEY_PREFIX)),
});
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

/** An optional customer: missing, null or '' (a form's "all customers") mean every customer. */
const optionalCustomerSchema = z.pipe(
  z.optional(z.nullable(z.union([idSchema(), z.literal('')], { error: 'validation.invalid' }))),
  z.transform((value) => (value ? value : null)),
);

const DAY_MS = 24 * 3600 * 1000;

/**
 * When the key stops working: a moment (ISO 8601 with its offset), or a date alone (a form's date field),
 * which means the key works through that day (UTC). Missing, null or '' mean never.
 */
const optionalExpirySchema = z.pipe(
  z.optional(
    z.nullable(
      z.union([z.iso.datetime({ offset: true }).check(z.maxLength(40)), z.iso.date(), z.literal('')], {
        error: 'validation.invalid',
      }),
    ),
  ),
  z.transform((value) => {
    if (!value) return null;
    if (value.length === 'YYYY-MM-DD'.length)
      return new Date(Date.parse(`${value}T00:00:00Z`) + DAY_MS).toISOString();
    return new Date(value).toISOString();
  }),
);

/** Body of `POST /register/api-keys`. */
export const apiKeyInputSchema = z.object({
  name: requiredText(100),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: 'validation.invalid' }), { error: 'validation.required' })
    .check(
      z.minLength(1, { error: 'validation.required' }),
      z.maxLength(API_KEY_SCOPES.length, { error: 'validation.tooMany' }),
    ),
  customer_id: optionalCustomerSchema,
  expires_at: z.pipe(
    optionalExpirySchema,
    z.nullable(z.string().check(z.maxLength(40))).check(
      z.refine((value) => value === null || Date.parse(value) > Date.now(), {
        error: 'validation.pastExpiry',
      }),
    ),
  ),
});
export type ApiKeyInput = z.input<typeof apiKeyInputSchema>;
/** A key as the API parses it: no customer and no expiry are null, a date alone its day's end. */
export type ApiKeyValues = z.output<typeof apiKeyInputSchema>;

/**
 * A customer a caller may import for, as `GET /register/imports/customers` answers it: what a script needs
 * to find a customer's id by its code (a key cannot read the customers register).
 */
export const importCustomerSchema = z.object({
  id: idSchema(),
  name: z.string(),
  /** The customer's code in the provider's base; null when it has none. */
  code: z.nullable(z.string()),
});
export type ImportCustomer = z.infer<typeof importCustomerSchema>;

/** `GET /register/imports/customers?code=`: the customers with that code (case and spaces aside), or all. */
export const importCustomersQuerySchema = z.object({ code: optionalText(40) });
export type ImportCustomersQuery = z.input<typeof importCustomersQuerySchema>;

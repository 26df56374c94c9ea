import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { omit, type ZodMiniObject } from 'zod/mini';
import { $ZodArray, $ZodObject, $ZodType, safeParse, type $ZodError } from 'zod/v4/core';

/** The areas whose versions migration 0007's triggers raise on every write to their tables. */
export type DataVersionName = 'operations' | 'monitoring';

/** The version of each area at one moment (read with the session, see sessions.ts). */
export type DataVersions = Record<DataVersionName, number>;

/** The current version of an area's data, as an expression to select (a bigint: a string from pg). */
export const versionOf = (name: DataVersionName) =>
  sql<number | string>`(select version from data_versions where name = ${name})`;

/**
 * The current version of an area's data. Read it BEFORE the data it guards: what is read after it is at
 * least that new, so an answer cached under a version is never older than the version says. Without the
 * row (never after the migration) it is NaN, which no cached answer matches.
 */
export const readVersion = (row: { version: number | string | null } | undefined): number =>
  row?.version == null ? Number.NaN : Number(row.version);

/**
 * Answers of a read, each kept with the data version it was read at and used only while that version is
 * current (any write in between makes it miss). Bounded: the least recently used answer goes first.
 */
export function createVersionedCache<V>(maxEntries: number) {
  const entries = new Map<string, { version: number; value: V }>();
  const reading = new Map<string, Promise<V>>();
  const cache = {
    get(key: string, version: number): V | undefined {
      const entry = entries.get(key);
      if (!entry || entry.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key: string, version: number, value: V): void {
      entries.delete(key);
      entries.set(key, { version, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    /**
     * The kept value, or `read()`'s, then kept. Requests that miss at the same moment share one read (a
     * burst on a new version costs one count or one scan, not one per request).
     */
    async getOrRead(key: string, version: number, read: () => Promise<V>): Promise<V> {
      const kept = cache.get(key, version);
      if (kept !== undefined) return kept;
      const flight = `${version}:${key}`;
      const pending = reading.get(flight);
      if (pending) return pending;
      const value = read().then((result) => {
        cache.set(key, version, result);
        return result;
      });
      reading.set(flight, value);
      try {
        return await value;
      } finally {
        reading.delete(flight);
      }
    },
  };
  return cache;
}

/** Freezes an answer and everything in it, so that a cached answer cannot change once it is shared. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The response serializer of the cached routes (and of `me`, the busiest): like fastify-type-provider-zod's
 * (every answer is checked against its api-client schema, a mismatch is a 500), but with zod's compiled parse
 * (its fast path; the response schemas have no codecs, so parse and encode give the same value) and, for a
 * deeply frozen answer (a cached one, which cannot change), the check and the JSON text are kept with it and
 * not redone.
 */
export const checkedSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url }) => {
  // Fastify hands over the response schema of one status (typed as the route's schema).
  if (!(schema instanceof $ZodType))
    throw new Error(`${method} ${url}: the response schema is not a zod schema`);
  const checked = new WeakMap<object, string>();
  return (data: unknown) => {
    const frozen = typeof data === 'object' && data !== null && Object.isFrozen(data);
    if (frozen) {
      const json = checked.get(data);
      if (json !== undefined) return json;
    }
    const result = safeParse(schema, data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    const json = JSON.stringify(result.data);
    if (frozen) checked.set(data, json);
    return json;
  };
};

const ITEMS_START = Buffer.from('{"items":[');
const COMMA = Buffer.from(',');

const isFrozenObject = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && Object.isFrozen(value);

/**
 * The serializer of list answers whose items are cached records (`{ items: [...], ...}`, items first): as
 * checkedSerializerCompiler, and each deeply frozen item (a kept record, shared by many pages) is checked
 * and serialised once, its JSON kept with it. A page of kept records then checks only its own fields and
 * joins its items' JSON: the same text as the whole check gives, without checking each record per page.
 *
 * The JSON is kept and joined as UTF-8 bytes, which Fastify sends as they are (its types say a serializer
 * answers a string; it takes a Buffer alike): joining 25 KB of kept strings scattered in the heap, then
 * encoding the result for the socket, cost a quarter of a deep page of the operations list (issue 13).
 */
export const checkedListSerializerCompiler: FastifySerializerCompiler<unknown> = (route) => {
  const { schema, method, url } = route;
  const whole = checkedSerializerCompiler(route);
  const items = schema instanceof $ZodObject ? schema._zod.def.shape.items : undefined;
  if (!(schema instanceof $ZodObject) || !(items instanceof $ZodArray))
    throw new Error(`${method} ${url}: the response schema is not a list of items`);
  // The joined text must be what JSON.stringify gives the parsed answer, which keeps the schema's key order.
  if (Object.keys(schema._zod.def.shape)[0] !== 'items')
    throw new Error(`${method} ${url}: the list's items must be its first field`);
  const itemSchema = items._zod.def.element;
  // The route's schema is api-client's (zod/mini); Fastify types it as a core schema.
  const others = omit(schema as unknown as ZodMiniObject, { items: true });
  const itemJson = new WeakMap<object, Buffer>();
  const pageJson = new WeakMap<object, Buffer>();
  const fail = (cause: $ZodError) => new ResponseSerializationError(method, url, { cause });

  const checkedItem = (item: unknown): Buffer => {
    const frozen = isFrozenObject(item);
    if (frozen) {
      const json = itemJson.get(item);
      if (json !== undefined) return json;
    }
    const result = safeParse(itemSchema, item);
    if (!result.success) throw fail(result.error);
    const json = Buffer.from(JSON.stringify(result.data));
    if (frozen) itemJson.set(item, json);
    return json;
  };

  const serialize = (data: unknown): Buffer | string => {
    const frozen = isFrozenObject(data);
    if (frozen) {
      const json = pageJson.get(data);
      if (json !== undefined) return json;
    }
    const list = typeof data === 'object' && data !== null ? (data as { items?: unknown }).items : undefined;
    // Not a list at all: the whole check says what is wrong.
    if (!Array.isArray(list)) return whole(data);
    const parts: Buffer[] = [ITEMS_START];
    for (const [index, item] of list.entries()) {
      if (index > 0) parts.push(COMMA);
      parts.push(checkedItem(item));
    }
    const rest = safeParse(others, data);
    if (!rest.success) throw fail(rest.error);
    const restJson = JSON.stringify(rest.data);
    parts.push(Buffer.from(restJson === '{}' ? ']}' : `],${restJson.slice(1)}`));
    const json = Buffer.concat(parts);
    if (frozen) pageJson.set(data, json);
    return json;
  };
  return serialize as (data: unknown) => string;
};

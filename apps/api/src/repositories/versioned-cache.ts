import type { FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { $ZodType, safeParse } from 'zod/v4/core';

import type { Database } from '../db/schema';

/** The areas whose versions migration 0007's triggers raise on every write to their tables. */
export type DataVersionName = 'operations' | 'monitoring';

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

export async function dataVersion(db: Kysely<Database>, name: DataVersionName): Promise<number> {
  const { rows } = await sql<{ version: number | string }>`select ${versionOf(name)} as version`.execute(db);
  return readVersion(rows[0]);
}

/**
 * Answers of a read, each kept with the data version it was read at and used only while that version is
 * current (any write in between makes it miss). Bounded: the least recently used answer goes first.
 */
export function createVersionedCache<V>(maxEntries: number) {
  const entries = new Map<string, { version: number; value: V }>();
  return {
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
  };
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
 * The response serializer of the cached routes: like fastify-type-provider-zod's (every answer is checked
 * against its api-client schema, a mismatch is a 500), but with zod's compiled parse (its fast path; the
 * response schemas have no codecs, so parse and encode give the same value) and, for a deeply frozen answer
 * (a cached one, which cannot change), the check and the JSON text are kept with it and not redone.
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

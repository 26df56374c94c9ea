import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

import { PREPARED_MARKER } from '../db/create-db';
import type { Database } from '../db/schema';

const placeholder = (index: number) => `\u0000prepared-query-value-${index}\u0000`;

/**
 * A query built and compiled once, then run with new values, for the few that every request runs (the
 * session behind a token, with the data versions): Kysely otherwise builds and compiles the query anew each
 * time, which costs more than running it on an index, and PostgreSQL parses and plans it once per connection
 * (a named statement, see db/create-db.ts). Only for queries whose best plan is the same for every value.
 *
 * `build` gets one placeholder per parameter it declares (no defaults or rest parameters: its `length` is
 * the count) and must use each as a value of the query (a bound parameter, never an identifier or SQL
 * text): the compiled parameters carrying a placeholder take the value at each run.
 */
export function preparedQuery<Row, Values extends unknown[]>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  build: (...placeholders: { [K in keyof Values]: string }) => Compilable<Row>,
): (...values: Values) => Promise<Row[]> {
  const placeholders = Array.from({ length: build.length }, (_, index) => placeholder(index));
  const compiled = build(...(placeholders as { [K in keyof Values]: string })).compile();
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' ? placeholders.indexOf(parameter) : -1,
  );
  placeholders.forEach((_, index) => {
    if (!slots.includes(index))
      throw new Error(`preparedQuery: value ${index} is not a parameter of the query`);
  });
  const text = `${PREPARED_MARKER}${compiled.sql}`;
  return async (...values) => {
    const parameters = compiled.parameters.map((parameter, index) => {
      const slot = slots[index] ?? -1;
      return slot === -1 ? parameter : values[slot];
    });
    const result = await db.executeQuery<Row>(CompiledQuery.raw(text, parameters));
    return result.rows;
  };
}

/**
 * Runs a query built for this call as a prepared statement on PostgreSQL: its text (one per shape of the
 * query, such as which filters are set) is parsed and planned once per connection. For a hot query of a
 * few shapes whose best plan does not depend on the values.
 */
export async function executePrepared<Row>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  query: Compilable<Row>,
): Promise<Row[]> {
  const compiled = query.compile();
  const result = await db.executeQuery<Row>(
    CompiledQuery.raw(`${PREPARED_MARKER}${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows;
}

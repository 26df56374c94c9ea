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
  const run = compiledWith(db, placeholders, build(...(placeholders as { [K in keyof Values]: string })));
  return (...values) => run(values);
}

/**
 * preparedQuery for a query whose shape depends on which of its named values are set (a list's optional
 * filters, a page's start): built and compiled once per set of names (in the values' key order), then run
 * with the values; a prepared statement on PostgreSQL per shape. `build` gets, in place of each value set, a
 * placeholder standing for it (typed as the value): it must use each as a value of the query, and decide
 * nothing by the values but which are set (`undefined` is unset).
 */
export function preparedShapes<Row, Values extends object>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  build: (placeholders: Values) => Compilable<Row>,
): (values: Values) => Promise<Row[]> {
  const shapes = new Map<string, (values: readonly unknown[]) => Promise<Row[]>>();
  return async (values) => {
    const named = values as Record<string, unknown>;
    const names = Object.keys(named).filter((name) => named[name] !== undefined);
    const shape = names.join();
    let run = shapes.get(shape);
    if (!run) {
      const placeholders = names.map((_, index) => placeholder(index));
      const standIns = Object.fromEntries(names.map((name, index) => [name, placeholders[index]]));
      run = compiledWith(db, placeholders, build(standIns as Values));
      shapes.set(shape, run);
    }
    return run(names.map((name) => named[name]));
  };
}

/** The query compiled once, run with one value per placeholder in the parameters that carry it. */
function compiledWith<Row>(
  db: Pick<Kysely<Database>, 'executeQuery'>,
  placeholders: readonly string[],
  query: Compilable<Row>,
): (values: readonly unknown[]) => Promise<Row[]> {
  const compiled = query.compile();
  const slots = compiled.parameters.map((parameter) =>
    typeof parameter === 'string' ? placeholders.indexOf(parameter) : -1,
  );
  placeholders.forEach((_, index) => {
    if (!slots.includes(index))
      throw new Error(`preparedQuery: value ${index} is not a parameter of the query`);
  });
  const text = `${PREPARED_MARKER}${compiled.sql}`;
  return async (values) => {
    const parameters = compiled.parameters.map((parameter, index) => {
      const slot = slots[index] ?? -1;
      return slot === -1 ? parameter : values[slot];
    });
    const result = await db.executeQuery<Row>(CompiledQuery.raw(text, parameters));
    return result.rows;
  };
}

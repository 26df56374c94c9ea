// An in-memory register behind a fake api client, for the registers' stories and tests (and the API's
// contract test): it answers list, read, create, update and delete as the API does, so a test sees its
// writes come back. Updates follow the API's version rule (record-versions.ts): one read at an older
// version is refused with the API's 409 and changes nothing.
import { apiError, versionedUpdate, type FakeRoutes } from './fake-api-client';

/** A record of a register: its id and the version it is at. */
export interface FakeRow {
  id: number;
  version: number;
}

export interface FakeRegister<Row extends FakeRow> {
  routes: FakeRoutes;
  /** The records as they are now. */
  rows: () => Row[];
  /** Someone else's save of record `id`, as the API would store it: its version goes up by one. */
  saveElsewhere: (id: number, changes: Partial<Row>) => Row;
  /** The bodies the server received, by call ('POST', 'PUT 3'). */
  received: { call: string; body: unknown }[];
}

/** The fake client routes by exact path, so each id has its routes; enough for any story or test. */
const ROUTED_IDS = 999;

/** What the API answers to an id it does not have (errors.ts's notFound). */
export const notFoundError = () => apiError(404, 'request.notFound', 'Recurso não encontrado.');

/**
 * A register at `base` (a declaration's path, e.g. `customerGroupsEndpoints.list.path`) holding `initial`:
 * the list, and each record at `base/{id}` for ids up to 999. A call on an id it lacks answers the API's
 * 404; an update must name the record's version, else it answers the API's 409; a new record starts at
 * version 1. The list answers the records in the order they were given and created (`order` sorts it as
 * the register's repository does).
 */
export function fakeRegister<Row extends FakeRow>(
  base: string,
  initial: readonly Row[],
  /** What the server adds to a body it stores, e.g. the name of a referenced record. @default nothing */
  complete: (body: object) => object = () => ({}),
  /** The list's order. @default as given, then as created */
  order?: (a: Row, b: Row) => number,
): FakeRegister<Row> {
  let rows = [...initial];
  let nextId = Math.max(0, ...rows.map((row) => row.id)) + 1;
  const received: FakeRegister<Row>['received'] = [];
  const find = (id: number) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw notFoundError();
    return row;
  };
  const routes: FakeRoutes = {
    [`GET ${base}`]: () => (order ? [...rows].sort(order) : rows),
    [`POST ${base}`]: ({ body }) => {
      received.push({ call: 'POST', body });
      const created = { ...(body as object), ...complete(body as object), id: nextId++, version: 1 } as Row;
      rows = [...rows, created];
      return created;
    },
  };
  // Each id its own exact paths (not one `{id}` route): a story or test replaces one record's call by its
  // path, and a screen's other calls at that place (`/register/documents/limits`) stay unanswered.
  for (let id = 1; id <= ROUTED_IDS; id++) {
    routes[`GET ${base}/${id}`] = () => find(id);
    routes[`PUT ${base}/${id}`] = ({ body }) => {
      received.push({ call: `PUT ${id}`, body });
      const applied = versionedUpdate(find(id), body as object);
      const updated = { ...applied, ...complete(body as object), version: applied.version };
      rows = rows.map((candidate) => (candidate.id === id ? updated : candidate));
      return updated;
    };
    routes[`DELETE ${base}/${id}`] = () => {
      find(id);
      rows = rows.filter((candidate) => candidate.id !== id);
      return null;
    };
  }
  const saveElsewhere = (id: number, changes: Partial<Row>) => {
    const stored = find(id);
    const updated = { ...stored, ...changes, version: stored.version + 1 };
    rows = rows.map((candidate) => (candidate.id === id ? updated : candidate));
    return updated;
  };
  return { routes, rows: () => rows, saveElsewhere, received };
}

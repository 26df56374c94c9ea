import {
  fieldNotesEndpoints,
  operationalItemsEndpoints,
  operationsEndpoints,
  pathParamNames,
  suppliesEndpoints,
  thirdPartiesEndpoints,
  type EndpointDeclaration,
} from '@dossel/api-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';

import { at, type AccessCase, type Expected } from '../../test/access-matrix';
import { fastifyRouteOf } from '../endpoint-route';
import {
  ensureFixtureOperation,
  ensureFixtureRows,
  FIXTURE,
  SEEDED,
  SERRA_AZUL,
  backToMainCustomer,
  onValeVerdeSession,
  VALE_VERDE,
  validBodies,
} from './test-fixtures';
import { fieldNotePhotoAccessCases } from './photo-access-cases';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const OK: Record<Method, number> = { GET: 200, POST: 201, PUT: 200, DELETE: 204 };

/**
 * On their main customers, only novo (Vale Verde, service 8) may work; cliente and admin are on Serra
 * Azul, which has no service 8 ('Serviço não contratado...').
 */
const onMainCustomer = (method: Method): Expected => ({
  anonymous: 401,
  customer: 403,
  outsider: OK[method],
  staff: 403,
});
/** Everyone switched to Vale Verde works there. */
const onValeVerde = (method: Method): Expected => ({
  anonymous: 401,
  customer: OK[method],
  outsider: OK[method],
  staff: OK[method],
});

interface Route {
  route: string;
  method: Method;
  /** The url with a Vale Verde row, and (for routes of one row) the same url with a Serra Azul row. */
  url: (id: number) => string;
  byId: boolean;
  /** The table of the route's rows. */
  table: string;
  payload?: InjectOptions['payload'];
}

/** A declared endpoint's case, its every `{parameter}` the row's id. */
const route = (
  endpoint: EndpointDeclaration,
  table: string,
  { query, payload }: { query?: string; payload?: Route['payload'] } = {},
): Route => {
  const names = pathParamNames(endpoint.path);
  return {
    route: fastifyRouteOf(endpoint),
    method: endpoint.method as Method,
    url: (id) => at(endpoint, Object.fromEntries(names.map((name) => [name, id])), query).url,
    byId: names.length > 0,
    table,
    // An update names the version it was read at (issue 14): the row is put back at 1 before each caller.
    payload: endpoint.method === 'PUT' ? { ...(payload as object), version: 1 } : payload,
  };
};

/** Puts the route's row `id` back at version 1, which each caller's update names: the walk's updates raise it. */
async function atFirstVersion(app: FastifyInstance, route: Route, id: number): Promise<void> {
  await sql`update ${sql.table(route.table)} set version = 1 where id = ${id}`.execute(app.db);
}

const items = operationalItemsEndpoints;
const costs = thirdPartiesEndpoints;

/** Every route of the group, reads and writes first, deletes last. */
const routes: Route[] = [
  route(items.options, 'operational_items', { query: 'categoria=M%C3%A1quin%C3%A1rio' }),
  route(items.list, 'operational_items'),
  route(items.get, 'operational_items'),
  route(items.create, 'operational_items', { payload: validBodies.operationalItem }),
  route(items.update, 'operational_items', { payload: validBodies.operationalItem }),
  route(suppliesEndpoints.list, 'supplies'),
  route(suppliesEndpoints.get, 'supplies'),
  route(suppliesEndpoints.create, 'supplies', { payload: validBodies.supply }),
  route(suppliesEndpoints.update, 'supplies', { payload: validBodies.supply }),
  route(thirdPartiesEndpoints.list, 'third_parties'),
  route(thirdPartiesEndpoints.get, 'third_parties'),
  route(thirdPartiesEndpoints.create, 'third_parties', { payload: validBodies.thirdParty }),
  route(thirdPartiesEndpoints.update, 'third_parties', { payload: validBodies.thirdParty }),
  route(costs.costs, 'third_party_costs'),
  route(costs.cost, 'third_party_costs'),
  route(costs.createCost, 'third_party_costs', { payload: validBodies.cost }),
  route(costs.updateCost, 'third_party_costs', { payload: validBodies.cost }),
  route(operationsEndpoints.list, 'operations', { query: 'grupo=Plantio&page=2&pageSize=10' }),
  route(operationsEndpoints.summary, 'operations', { query: 'de=2024-01-01' }),
  route(operationsEndpoints.get, 'operations'),
  route(operationsEndpoints.create, 'operations', { payload: validBodies.operation }),
  route(operationsEndpoints.update, 'operations', { payload: validBodies.operation }),
  route(fieldNotesEndpoints.list, 'field_notes', { query: 'tipo=2' }),
  route(fieldNotesEndpoints.get, 'field_notes'),
  route(fieldNotesEndpoints.history, 'field_notes'),
  route(fieldNotesEndpoints.create, 'field_notes', { payload: validBodies.fieldNote }),
  route(fieldNotesEndpoints.update, 'field_notes', { payload: validBodies.fieldNote }),
  route(operationsEndpoints.remove, 'operations'),
  route(costs.removeCost, 'third_party_costs'),
  route(fieldNotesEndpoints.remove, 'field_notes'),
  route(suppliesEndpoints.remove, 'supplies'),
  route(items.remove, 'operational_items'),
  route(thirdPartiesEndpoints.remove, 'third_parties'),
];

/** A Vale Verde row each delete can remove again for the next caller (the seeded ones for the others). */
function ownRow(route: Route): { id: number; prepare?: AccessCase['before'] } {
  if (route.method === 'PUT') {
    return {
      id: SEEDED.operationalItem,
      prepare: (app) => atFirstVersion(app, route, SEEDED.operationalItem),
    };
  }
  if (route.method !== 'DELETE') return { id: SEEDED.operationalItem };
  const id = FIXTURE.valeVerde;
  // The operation fixture is only for its own delete: it would keep the item and third party in use.
  const rows =
    route.route === fastifyRouteOf(operationsEndpoints.remove) ? ensureFixtureOperation : ensureFixtureRows;
  return { id, prepare: (app) => rows(app, id, VALE_VERDE) };
}

function cases(r: Route): AccessCase[] {
  const { id, prepare } = ownRow(r);
  const own = { route: r.route, method: r.method, url: r.url(id), payload: r.payload };
  const list: AccessCase[] = [
    {
      ...own,
      before: async (app, token) => {
        await prepare?.(app, token);
        await backToMainCustomer(app, token);
      },
      expect: onMainCustomer(r.method),
    },
    {
      ...own,
      url: `${own.url}${own.url.includes('?') ? '&' : '?'}as=valeVerde`,
      before: async (app, token) => {
        await prepare?.(app, token);
        await onValeVerdeSession(app, token);
      },
      expect: onValeVerde(r.method),
    },
  ];
  if (r.byId) {
    // A row of Serra Azul: a Vale Verde session (novo's, or anyone switched there) finds nothing.
    const foreign = { ...own, url: r.url(FIXTURE.serraAzul) };
    const seedForeign: AccessCase['before'] = (app) =>
      ensureFixtureOperation(app, FIXTURE.serraAzul, SERRA_AZUL);
    list.push(
      {
        ...foreign,
        before: async (app, token) => {
          await seedForeign(app, token);
          await backToMainCustomer(app, token);
        },
        expect: { anonymous: 401, customer: 403, outsider: 404, staff: 403 },
      },
      {
        ...foreign,
        url: `${foreign.url}?as=valeVerde`,
        before: async (app, token) => {
          await seedForeign(app, token);
          await onValeVerdeSession(app, token);
        },
        expect: { anonymous: 401, customer: 404, outsider: 404, staff: 404 },
      },
    );
  }
  return list;
}

/**
 * Every route of the field-operations group, as each kind of caller must see it (routes/access.test.ts
 * walks them in order): on the callers' main customers, switched to Vale Verde, and reaching for a row
 * of Serra Azul. Each case sets the current customer of every caller's session first.
 */
export const fieldOperationsAccessCases: AccessCase[] = [
  ...routes.flatMap(cases),
  ...fieldNotePhotoAccessCases,
];

import type { FastifyInstance, InjectOptions } from 'fastify';
import { sql } from 'kysely';

import type { AccessCase, Expected } from '../../test/access-matrix';
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

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const OK: Record<Method, number> = { GET: 200, POST: 201, PUT: 200, DELETE: 204 };
const BASE = '/api/register/gas';

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
  payload?: InjectOptions['payload'];
}

const route = (method: Method, path: string, url: Route['url'], payload?: Route['payload']): Route => ({
  route: `${method} ${BASE}${path}`,
  method,
  url,
  byId: path.includes(':'),
  // An update names the version it was read at (issue 14): the row is put back at 1 before each caller.
  payload: method === 'PUT' ? { ...(payload as object), version: 1 } : payload,
});

/** The table of each route's rows, by the route's path. */
const TABLES: [path: string, table: string][] = [
  ['/terceiros/:id/custos', 'third_party_costs'],
  ['/terceiros', 'third_parties'],
  ['/itens-operacionais', 'operational_items'],
  ['/insumos', 'supplies'],
  ['/operacoes', 'operations'],
  ['/apontamentos', 'field_notes'],
];

/** Puts the route's row `id` back at version 1, which each caller's update names: the walk's updates raise it. */
async function atFirstVersion(app: FastifyInstance, route: Route, id: number): Promise<void> {
  const table = TABLES.find(([path]) => route.route.startsWith(`${route.method} ${BASE}${path}`))?.[1];
  if (!table) throw new Error(`no table for ${route.route}`);
  await sql`update ${sql.table(table)} set version = 1 where id = ${id}`.execute(app.db);
}

/** Every route of the group, reads and writes first, deletes last. */
const routes: Route[] = [
  route('GET', '/itens-operacionais', () => `${BASE}/itens-operacionais?categoria=M%C3%A1quin%C3%A1rio`),
  route('GET', '/itens-operacionais/lista', () => `${BASE}/itens-operacionais/lista`),
  route('GET', '/itens-operacionais/:id', (id) => `${BASE}/itens-operacionais/${id}`),
  route('POST', '/itens-operacionais', () => `${BASE}/itens-operacionais`, validBodies.operationalItem),
  route(
    'PUT',
    '/itens-operacionais/:id',
    (id) => `${BASE}/itens-operacionais/${id}`,
    validBodies.operationalItem,
  ),
  route('GET', '/insumos', () => `${BASE}/insumos`),
  route('GET', '/insumos/:id', (id) => `${BASE}/insumos/${id}`),
  route('POST', '/insumos', () => `${BASE}/insumos`, validBodies.supply),
  route('PUT', '/insumos/:id', (id) => `${BASE}/insumos/${id}`, validBodies.supply),
  route('GET', '/terceiros', () => `${BASE}/terceiros`),
  route('GET', '/terceiros/:id', (id) => `${BASE}/terceiros/${id}`),
  route('POST', '/terceiros', () => `${BASE}/terceiros`, validBodies.thirdParty),
  route('PUT', '/terceiros/:id', (id) => `${BASE}/terceiros/${id}`, validBodies.thirdParty),
  route('GET', '/terceiros/:id/custos', (id) => `${BASE}/terceiros/${id}/custos`),
  route('GET', '/terceiros/:id/custos/:custoId', (id) => `${BASE}/terceiros/${id}/custos/${id}`),
  route('POST', '/terceiros/:id/custos', (id) => `${BASE}/terceiros/${id}/custos`, validBodies.cost),
  route(
    'PUT',
    '/terceiros/:id/custos/:custoId',
    (id) => `${BASE}/terceiros/${id}/custos/${id}`,
    validBodies.cost,
  ),
  route('GET', '/operacoes', () => `${BASE}/operacoes?grupo=Plantio&page=2&pageSize=10`),
  route('GET', '/operacoes/resumo', () => `${BASE}/operacoes/resumo?de=2024-01-01`),
  route('GET', '/operacoes/:id', (id) => `${BASE}/operacoes/${id}`),
  route('POST', '/operacoes', () => `${BASE}/operacoes`, validBodies.operation),
  route('PUT', '/operacoes/:id', (id) => `${BASE}/operacoes/${id}`, validBodies.operation),
  route('GET', '/apontamentos', () => `${BASE}/apontamentos?tipo=2`),
  route('GET', '/apontamentos/:id', (id) => `${BASE}/apontamentos/${id}`),
  route('POST', '/apontamentos', () => `${BASE}/apontamentos`, validBodies.fieldNote),
  route('PUT', '/apontamentos/:id', (id) => `${BASE}/apontamentos/${id}`, validBodies.fieldNote),
  route('DELETE', '/operacoes/:id', (id) => `${BASE}/operacoes/${id}`),
  route('DELETE', '/terceiros/:id/custos/:custoId', (id) => `${BASE}/terceiros/${id}/custos/${id}`),
  route('DELETE', '/apontamentos/:id', (id) => `${BASE}/apontamentos/${id}`),
  route('DELETE', '/insumos/:id', (id) => `${BASE}/insumos/${id}`),
  route('DELETE', '/itens-operacionais/:id', (id) => `${BASE}/itens-operacionais/${id}`),
  route('DELETE', '/terceiros/:id', (id) => `${BASE}/terceiros/${id}`),
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
  const rows = route.route.endsWith('/operacoes/:id') ? ensureFixtureOperation : ensureFixtureRows;
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
export const fieldOperationsAccessCases: AccessCase[] = routes.flatMap(cases);

import { fillPath, type EndpointDeclaration, type PathParams } from '@dossel/api-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

import { API_BASE, fastifyRouteOf } from '../routes/endpoint-route';
import { signIn, signInWithoutTerms } from './test-app';

/**
 * The callers every route is walked as (issue 3, "Identity and access"; issue 14 added the terms):
 * - anonymous: no token;
 * - customer: cliente@demo.com.br, linked to Serra Azul (services 1, 2) and Vale Verde (1, 2, 8);
 * - outsider: novo@demo.com.br, a user of another customer (Vale Verde only), reaching for Serra Azul;
 *   signed in with the terms accepted (test-app's signIn), so what they meet is the customer rule;
 * - pendingTerms: pendente@demo.com.br, made by the walk, linked as the customer user is but without the
 *   terms of use accepted: 403 everywhere behind sign-in but reading the user and accepting the terms;
 * - staff: admin@dossel.com.br, services administrator (linked to Serra Azul and Vale Verde).
 * "Agro Cerrado" is linked to nobody.
 */
export const CALLERS = ['anonymous', 'customer', 'outsider', 'pendingTerms', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];

const EMAILS: Record<'customer' | 'outsider' | 'staff', string> = {
  customer: 'cliente@demo.com.br',
  outsider: 'novo@demo.com.br',
  staff: 'admin@dossel.com.br',
};
const PENDING_TERMS_EMAIL = 'pendente@demo.com.br';

/** The demo ids, as the seed creates them. */
export const DEMO_IDS = {
  customers: { serraAzul: 1, valeVerde: 2, agroCerrado: 3 },
  users: { admin: 1, cliente: 2, novo: 3 },
} as const;

/** The status per caller; `pendingTerms` may be left out (see below). */
export type Expected = Record<Exclude<Caller, 'pendingTerms'>, number> & { pendingTerms?: number };

/**
 * One route as each caller must see it. `url` must name real rows of the demo seed (Serra Azul's,
 * unless the case is about another customer). `expect` gives the status per caller; a write that is
 * allowed may answer 200, 201 or 204, so give the one your route answers. `pendingTerms` is 403 where
 * anonymous gets 401 (the route is behind sign-in) and as anonymous elsewhere, unless the case says.
 */
export interface AccessCase {
  /** The route as Fastify knows it (`GET /api/register/customers/:id`), for the coverage check. */
  route: string;
  method: NonNullable<InjectOptions['method']>;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** Runs before each caller's request (with that caller's token), e.g. to switch the current customer. */
  before?: (app: FastifyInstance, token: string | null) => Promise<void>;
  expect: Expected;
  /**
   * The refusal depends on what the body names (another customer's ids, say), so it can only be decided
   * after the body is read: the walk does not resend this case with an invalid body.
   */
  bodyDecidesAccess?: boolean;
}

/**
 * The route, method and URL of a case, from the endpoint's declaration: `at(usersEndpoints.get, { id: 2 })`
 * (ids of the demo seed), with a query string when the case needs one.
 */
export function at<E extends EndpointDeclaration>(
  endpoint: E,
  params?: PathParams<E>,
  query?: string,
): Pick<AccessCase, 'route' | 'method' | 'url'> {
  const path = API_BASE + fillPath(endpoint.path, params);
  return { route: fastifyRouteOf(endpoint), method: endpoint.method, url: query ? `${path}?${query}` : path };
}

/** The status a caller must get from a case. */
export function expectedStatus(accessCase: AccessCase, caller: Caller): number {
  if (caller !== 'pendingTerms') return accessCase.expect[caller];
  const { anonymous, pendingTerms } = accessCase.expect;
  return pendingTerms ?? (anonymous === 401 ? 403 : anonymous);
}

/**
 * Signs in the demo accounts once (anonymous has no token): the outsider with the terms accepted, and a
 * user like the customer one but without them (the terms gate is all that tells the two apart).
 */
export async function tokensFor(app: FastifyInstance): Promise<Record<Caller, string | null>> {
  const { db } = app;
  const customer = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', EMAILS.customer)
    .executeTakeFirstOrThrow();
  const pending = await db
    .insertInto('users')
    // Id 4 on both engines: the users cases create the next one.
    .values({
      name: 'Usuário Pendente',
      email: PENDING_TERMS_EMAIL,
      password_hash: customer.password_hash,
      main_customer_id: customer.main_customer_id,
      services_admin: 0,
      signature: null,
      created_at: customer.created_at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const links = await db
    .selectFrom('user_customers')
    .selectAll()
    .where('user_id', '=', customer.id)
    .execute();
  await db
    .insertInto('user_customers')
    .values(links.map((link) => ({ ...link, user_id: pending.id })))
    .execute();
  return {
    anonymous: null,
    customer: await signIn(app, EMAILS.customer),
    outsider: await signIn(app, EMAILS.outsider),
    pendingTerms: await signInWithoutTerms(app, PENDING_TERMS_EMAIL),
    staff: await signIn(app, EMAILS.staff),
  };
}

async function send(
  app: FastifyInstance,
  accessCase: AccessCase,
  token: string | null,
  payload: InjectOptions['payload'],
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: accessCase.method,
    url: accessCase.url,
    payload,
    headers: { ...accessCase.headers, ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
}

/**
 * Sends one case as one caller and checks the status it must answer. A refusal for who the caller is
 * (401, or 403 by role or terms) must come before the body is read: the case is sent again with a body
 * that is not even JSON, and must be refused the same (issue 14: access before validation).
 */
export async function expectAccess(
  app: FastifyInstance,
  tokens: Record<Caller, string | null>,
  accessCase: AccessCase,
  caller: Caller,
): Promise<void> {
  const token = tokens[caller];
  const expected = expectedStatus(accessCase, caller);
  // The terms gate refuses whatever state the session is in, and would refuse the set-up calls too.
  if (caller !== 'pendingTerms') await accessCase.before?.(app, token);
  const response = await send(app, accessCase, token, accessCase.payload);
  const what = `${caller} → ${accessCase.method} ${accessCase.url}`;
  expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(expected);

  const refused = expected === 401 || expected === 403;
  if (!refused || accessCase.bodyDecidesAccess || !['POST', 'PUT', 'PATCH'].includes(accessCase.method))
    return;
  const garbled = await send(app, accessCase, token, '{"not": json', { 'content-type': 'application/json' });
  expect(garbled.statusCode, `${what} with an invalid body: ${garbled.body.slice(0, 200)}`).toBe(expected);
}

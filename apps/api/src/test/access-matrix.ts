import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

import { signIn } from './test-app';

/**
 * The four callers every route is walked as (issue 3, "Identity and access"):
 * - anonymous: no token;
 * - customer: cliente@demo.com.br, linked to Serra Azul (services 1, 2) and Vale Verde (1, 2, 8);
 * - outsider: novo@demo.com.br, a user of another customer (Vale Verde only), reaching for Serra Azul;
 * - staff: admin@dossel.com.br, services administrator (linked to Serra Azul and Vale Verde).
 * "Agro Cerrado" is linked to nobody.
 */
export const CALLERS = ['anonymous', 'customer', 'outsider', 'staff'] as const;
export type Caller = (typeof CALLERS)[number];

const EMAILS: Record<Exclude<Caller, 'anonymous'>, string> = {
  customer: 'cliente@demo.com.br',
  outsider: 'novo@demo.com.br',
  staff: 'admin@dossel.com.br',
};

/** The demo ids, as the seed creates them. */
export const DEMO_IDS = {
  customers: { serraAzul: 1, valeVerde: 2, agroCerrado: 3 },
  users: { admin: 1, cliente: 2, novo: 3 },
} as const;

/**
 * One route as each caller must see it. `url` must name real rows of the demo seed (Serra Azul's,
 * unless the case is about another customer). `expect` gives the status per caller; a write that is
 * allowed may answer 200, 201 or 204, so give the one your route answers.
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
  expect: Record<Caller, number>;
}

/** Signs in the three demo accounts once; anonymous has no token. */
export async function tokensFor(app: FastifyInstance): Promise<Record<Caller, string | null>> {
  return {
    anonymous: null,
    customer: await signIn(app, EMAILS.customer),
    outsider: await signIn(app, EMAILS.outsider),
    staff: await signIn(app, EMAILS.staff),
  };
}

/** Sends one case as one caller and checks the status it must answer. */
export async function expectAccess(
  app: FastifyInstance,
  tokens: Record<Caller, string | null>,
  accessCase: AccessCase,
  caller: Caller,
): Promise<void> {
  const token = tokens[caller];
  await accessCase.before?.(app, token);
  const response = await app.inject({
    method: accessCase.method,
    url: accessCase.url,
    payload: accessCase.payload,
    headers: { ...accessCase.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(
    response.statusCode,
    `${caller} → ${accessCase.method} ${accessCase.url}: ${response.body.slice(0, 200)}`,
  ).toBe(accessCase.expect[caller]);
}

import type { ApiKeyScope } from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { Rejection, sessionExpired, unauthenticated } from '../../errors';
import { createApiKeysRepository, isApiKey, type VerifiedApiKey } from '../../repositories/api-keys';
import type { SignedIn } from '../../repositories/sessions';
import type { DataVersionName, DataVersions } from '../../repositories/versioned-cache';
import {
  assertCurrentService,
  assertServicesAdmin,
  forbidden,
  type SessionUser,
} from '../../security/access';
import { bearerToken, hashSessionToken } from '../../security/session-tokens';

export type { SessionUser } from '../../security/access';

type PreHandler = (request: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route serves a user who has not accepted the terms of use yet: reading the user and accepting
     * them. Every other signed-in route answers such a user 403 `terms.notAccepted` (issue 14).
     */
    beforeTerms?: boolean;
  }
  interface FastifyRequest {
    user: SessionUser | null;
    /** The data versions read with the session (see `dataVersionOf`). */
    dataVersions: DataVersions | null;
    /** The API key the request was authenticated with (`requireStaffOrApiKey`); null for a session. */
    apiKey: VerifiedApiKey | null;
  }
  interface FastifyInstance {
    /** onRequest for routes that need a signed-in user: 401 without a token or with a lapsed one. */
    requireUser: PreHandler;
    /** onRequest for routes that need a bearer token but not a live session (sign-out): 401 without. */
    requireToken: PreHandler;
    /** onRequest for the registers: a signed-in services administrator, else 401/403. */
    requireServicesAdmin: PreHandler;
    /** onRequest for routes on one user (`:id`): that user themselves, or staff, else 401/403. */
    requireSelfOrStaff: PreHandler;
    /** onRequest for routes of a contracted service (8: field operations) on the current customer. */
    requireService: (serviceId: number) => PreHandler;
    /**
     * onRequest for the routes a script may call (issue 15): staff with a session as `requireServicesAdmin`,
     * or `Authorization: Bearer dsk_…` with a live API key holding the scope (401 for an unknown, revoked
     * or expired key, 403 for a key without the scope). A key scoped to one customer is checked by the
     * route, with `assertApiKeyCustomer`, once it knows the customer. On every other route a key is
     * refused with 403.
     */
    requireStaffOrApiKey: (scope: ApiKeyScope) => PreHandler;
  }
}

/** Spec section 2: a user without a signature has not accepted the terms; declining signs them out. */
const termsNotAccepted = () => new Rejection(403, 'errors.terms.notAccepted');

/** The hooks above: a route whose onRequest holds one is behind the bearer token. */
const sessionChecks = new WeakSet<PreHandler>();
function sessionCheck(hook: PreHandler): PreHandler {
  sessionChecks.add(hook);
  return hook;
}

/** The hooks of `requireStaffOrApiKey`: a route whose onRequest holds one takes an API key too. */
const apiKeyChecks = new WeakSet<PreHandler>();

const hooksOf = (route: { onRequest?: unknown }) => [route.onRequest ?? []].flat() as PreHandler[];

/** Whether a route checks the bearer token (the OpenAPI document marks those). */
export function checksSession(route: { onRequest?: unknown }): boolean {
  return hooksOf(route).some((hook) => sessionChecks.has(hook));
}

/** Whether a route takes an API key as well as a staff session (the OpenAPI document marks those). */
export function acceptsApiKey(route: { onRequest?: unknown }): boolean {
  return hooksOf(route).some((hook) => apiKeyChecks.has(hook));
}

const invalidApiKey = () => new Rejection(401, 'errors.apiKeys.invalid');
const apiKeyOutOfScope = () => new Rejection(403, 'errors.apiKeys.scope');
const apiKeyOtherCustomer = () => new Rejection(403, 'errors.apiKeys.customer');

/**
 * Throws 403 when the request's API key is scoped to another customer than the one the route acts for; a
 * staff session, or a key for every customer, passes.
 */
export function assertApiKeyCustomer(request: FastifyRequest, customerId: number): void {
  const key = request.apiKey;
  if (key && key.customerId !== null && key.customerId !== customerId) throw apiKeyOtherCustomer();
}

/** Who acted in a request: a person (their name and id) or an API key (its name and id). */
export interface RequestActor {
  name: string;
  userId: number | null;
  apiKeyId: number | null;
}

/**
 * Who made a request that passed `requireUser`, `requireServicesAdmin` or `requireStaffOrApiKey`: what
 * a record such as an import keeps as its author (`created_by_name`). A key is named by the name staff
 * gave it.
 */
export function actorOf(request: FastifyRequest): RequestActor {
  if (request.apiKey) return { name: request.apiKey.name, userId: null, apiKeyId: request.apiKey.id };
  const user = userOf(request);
  return { name: user.profile.name, userId: user.id, apiKeyId: null };
}

/** What reading the session's results in a route without requireUser means: a bug in that route. */
const withoutRequireUser = (request: FastifyRequest) =>
  new Error(`${request.routeOptions.url ?? request.url} has no requireUser preHandler`);

/** The signed-in user of a request whose preHandler has run; a route without one has a bug. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw withoutRequireUser(request);
  return request.user;
}

/**
 * The version of an area's data as the request's session was read: before anything the request reads, so
 * it is what the request's cached reads are checked against (versioned-cache.ts), at no extra query.
 */
export function dataVersionOf(request: FastifyRequest, name: DataVersionName): number {
  if (!request.dataVersions) throw withoutRequireUser(request);
  return request.dataVersions[name];
}

/**
 * Who is calling, once per request: the session named by the bearer token, with the user's links and
 * services, so every route can check access without another query.
 */
export default fp(
  async function authentication(app: FastifyInstance) {
    const { sessions } = app.repositories;
    const apiKeys = createApiKeysRepository(app.db);
    app.decorateRequest('user', null);
    app.decorateRequest('dataVersions', null);
    app.decorateRequest('apiKey', null);

    const requireUser: PreHandler = async (request) => {
      if (request.user) return;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
      // A key works only where a route says so (requireStaffOrApiKey); it is no session anywhere else.
      if (isApiKey(token)) throw apiKeyOutOfScope();
      // One statement: the session with its user and links (issue 13: one round trip, not five).
      const signedIn = await sessions.findSignedIn(hashSessionToken(token), new Date());
      if (!signedIn) throw sessionExpired();
      const user = sessionUserOf(signedIn);
      // The gate is here, not only in the browser: data of the customer waits for the terms.
      if (user.profile.signature === null && !request.routeOptions.config.beforeTerms)
        throw termsNotAccepted();
      request.user = user;
      request.dataVersions = signedIn.dataVersions;
    };
    app.decorate('requireUser', sessionCheck(requireUser));
    app.decorate(
      'requireToken',
      sessionCheck(async (request) => {
        const token = bearerToken(request.headers.authorization);
        if (!token) throw unauthenticated();
        if (isApiKey(token)) throw apiKeyOutOfScope();
      }),
    );
    app.decorate(
      'requireServicesAdmin',
      sessionCheck(async (request: FastifyRequest) => {
        await requireUser(request);
        assertServicesAdmin(userOf(request));
      }),
    );
    app.decorate(
      'requireSelfOrStaff',
      // Known from the path alone, so refused before the body is read: `:id` is still the raw text here.
      sessionCheck(async (request: FastifyRequest) => {
        await requireUser(request);
        const caller = userOf(request);
        const { id } = request.params as { id: string };
        if (!caller.servicesAdmin && Number(id) !== caller.id) throw forbidden();
      }),
    );
    app.decorate('requireService', (serviceId: number) =>
      sessionCheck(async (request: FastifyRequest) => {
        await requireUser(request);
        assertCurrentService(userOf(request), serviceId);
      }),
    );
    app.decorate('requireStaffOrApiKey', (scope: ApiKeyScope) => {
      const hook = sessionCheck(async (request: FastifyRequest) => {
        const token = bearerToken(request.headers.authorization);
        if (!token || !isApiKey(token)) {
          await requireUser(request);
          assertServicesAdmin(userOf(request));
          return;
        }
        const key = await apiKeys.verify(token, new Date());
        if (!key) throw invalidApiKey();
        if (!key.scopes.includes(scope)) throw apiKeyOutOfScope();
        request.apiKey = key;
      });
      apiKeyChecks.add(hook);
      return hook;
    });
  },
  { name: 'authentication', dependencies: ['repositories'] },
);

/** The request's user, from the one read of its session, user and linked customers. */
export function sessionUserOf(signedIn: SignedIn): SessionUser {
  const { session, user, links } = signedIn;
  const services = new Map(links.map((link) => [link.id, link.services]));
  // A session keeps its current customer only while the user is still linked to it.
  const current = session.currentCustomerId;
  return {
    id: session.userId,
    sessionId: session.id,
    sessionExpiresAt: session.expiresAt,
    email: user.email,
    servicesAdmin: user.servicesAdmin,
    mainCustomerId: user.mainCustomerId,
    currentCustomerId: current !== null && services.has(current) ? current : user.mainCustomerId,
    services,
    profile: {
      name: user.name,
      previousLogin: user.previousLogin,
      signature: user.signature,
      customers: links.map((link) => ({ id: link.id, name: link.name })),
    },
  };
}

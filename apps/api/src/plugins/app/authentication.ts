import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { Rejection, sessionExpired, unauthenticated } from '../../errors';
import type { SignedIn } from '../../repositories/sessions';
import type { DataVersionName, DataVersions } from '../../repositories/versioned-cache';
import { assertCurrentService, assertServicesAdmin, type SessionUser } from '../../security/access';
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
  }
  interface FastifyInstance {
    /** onRequest for routes that need a signed-in user: 401 without a token or with a lapsed one. */
    requireUser: PreHandler;
    /** onRequest for routes that need a bearer token but not a live session (sign-out): 401 without. */
    requireToken: PreHandler;
    /** onRequest for the registers: a signed-in services administrator, else 401/403. */
    requireServicesAdmin: PreHandler;
    /** onRequest for routes of a contracted service (8: field operations) on the current customer. */
    requireService: (serviceId: number) => PreHandler;
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

/** Whether a route checks the bearer token (the OpenAPI document marks those). */
export function checksSession(route: { onRequest?: unknown }): boolean {
  const hooks = [route.onRequest ?? []].flat() as PreHandler[];
  return hooks.some((hook) => sessionChecks.has(hook));
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
    app.decorateRequest('user', null);
    app.decorateRequest('dataVersions', null);

    const requireUser: PreHandler = async (request) => {
      if (request.user) return;
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthenticated();
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
        if (!bearerToken(request.headers.authorization)) throw unauthenticated();
      }),
    );
    app.decorate(
      'requireServicesAdmin',
      sessionCheck(async (request: FastifyRequest) => {
        await requireUser(request);
        assertServicesAdmin(userOf(request));
      }),
    );
    app.decorate('requireService', (serviceId: number) =>
      sessionCheck(async (request: FastifyRequest) => {
        await requireUser(request);
        assertCurrentService(userOf(request), serviceId);
      }),
    );
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

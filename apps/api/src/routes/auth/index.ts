import {
  authEndpoints as endpoints,
  HANDOFF_CODE_TTL_SECONDS,
  pickLanguage,
  type User,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';

import { invalidCredentials, Rejection, sessionExpired } from '../../errors';
import { sessionUserOf, userOf } from '../../plugins/app/authentication';
import { createHandoffCodesRepository } from '../../repositories/handoff-codes';
import { createPasswordResetsRepository } from '../../repositories/password-resets';
import { checkedSerializerCompiler } from '../../repositories/versioned-cache';
import { isLinkedTo, type SessionUser } from '../../security/access';
import { bearerToken, hashSessionToken, newSessionToken } from '../../security/session-tokens';
import { routeOf } from '../endpoint-route';
import { addressLimit } from './address-limit';
import { handoffIssueRateLimit } from './handoff-rate-limit';
import { loginRateLimit } from './login-rate-limit';
import { handlePasswordResetMail } from './password-reset-mail';
import { forgotPasswordRateLimit } from './reset-rate-limit';

const resetLinkInvalid = () => new Rejection(400, 'errors.auth.resetLinkInvalid');
const handoffCodeInvalid = () => new Rejection(401, 'errors.auth.handoffCodeInvalid');

/** The session's customer while the user is still linked to it; else (a link was removed) the main one. */
export function currentCustomerOf(user: SessionUser): number {
  return isLinkedTo(user, user.currentCustomerId) ? user.currentCustomerId : user.mainCustomerId;
}

/** The user as `me` shows it, from what `requireUser` read with the session: no further query. */
function meOf(user: SessionUser, currentCustomerId: number): User {
  const { profile } = user;
  return {
    id: user.id,
    name: profile.name,
    email: user.email,
    mainCustomerId: user.mainCustomerId,
    servicesAdmin: user.servicesAdmin,
    services_json: Object.fromEntries(
      profile.customers.map((customer) => [String(customer.id), [...(user.services.get(customer.id) ?? [])]]),
    ),
    customers: profile.customers.map((customer) => ({ id: customer.id, name: customer.name })),
    lastLogin: profile.previousLogin,
    signature: profile.signature,
    currentCustomerId,
  };
}

const HOUR_MS = 60 * 60 * 1000;

/** Sign-in and the session (spec section 7, "Authentication"). */
export default async function authRoutes(app: FastifyInstance) {
  const { users, sessions } = app.repositories;
  const resets = createPasswordResetsRepository(app.db);
  const handoffCodes = createHandoffCodesRepository(app.db);
  const signInsByAddress = addressLimit(app, 'login');
  const exchangesByAddress = addressLimit(app, 'handoff-exchange');
  const resetRequestsByAddress = addressLimit(app, 'forgot-password');
  const resetMail = handlePasswordResetMail(app);

  /** A new session of the account, working for its main customer: the answer of a sign-in. */
  async function openSession(account: { id: number; mainCustomerId: number }, now: Date) {
    const expiresAt = new Date(now.getTime() + app.config.sessionTtlHours * HOUR_MS);
    const token = newSessionToken();
    await sessions.deleteExpired(now);
    await sessions.create({
      userId: account.id,
      tokenHash: hashSessionToken(token),
      createdAt: now,
      expiresAt,
      currentCustomerId: account.mainCustomerId,
    });
    return { token, expiresAt: expiresAt.toISOString() };
  }

  /**
   * The answer of a sign-in: the session and the user as `me` shows it, read as every request reads its
   * caller (one statement), so the client needs no second round trip for it.
   */
  async function signedInAnswer(session: { token: string; expiresAt: string }, now: Date) {
    const signedIn = await sessions.findSignedIn(hashSessionToken(session.token), now);
    if (!signedIn) return session;
    const user = sessionUserOf(signedIn);
    return { ...session, user: meOf(user, currentCustomerOf(user)) };
  }

  await routeOf(
    app,
    endpoints.login,
    {
      preHandler: signInsByAddress.refuseWhenCapped,
      config: { rateLimit: loginRateLimit },
    },
    async (request) => {
      const account = await users.findCredentials(request.body.email);
      const matches = await app.passwords.credentialsMatch(request.body.password, account?.passwordHash);
      if (!account || !matches) {
        await signInsByAddress.count(request);
        throw invalidCredentials();
      }
      const now = new Date();
      const session = await openSession(account, now);
      await users.recordLogin(account.id, now, pickLanguage(request.headers['accept-language']));
      // Read after the sign-in is recorded: `lastLogin` says what `me` will say from now on.
      return signedInAnswer(session, now);
    },
  );

  // Issue 8: a site where the user signed in hands the session to the portal through a one-time code in
  // the portal's link, so no long-lived token ever sits in a URL (history, logs, referrers).
  await routeOf(
    app,
    endpoints.createHandoffCode,
    {
      config: { rateLimit: handoffIssueRateLimit },
    },
    async (request) => {
      const user = userOf(request);
      const now = new Date();
      // As strong as a session token (256 random bits, base64url); only its hash is stored.
      const code = newSessionToken();
      await handoffCodes.deleteStale(now);
      const stored = await handoffCodes.create({
        sessionId: user.sessionId,
        codeHash: hashSessionToken(code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + HANDOFF_CODE_TTL_SECONDS * 1000),
      });
      // The session ended since it was checked (a password change, a sign-out): so did its right to codes.
      if (!stored) throw sessionExpired();
      return { code, expiresInSeconds: HANDOFF_CODE_TTL_SECONDS };
    },
  );

  // A new session for the code's user, answered as a sign-in is. Not recorded as a sign-in: the user
  // signed in on the other site, and lastLogin must keep telling when they were last here before that.
  await routeOf(
    app,
    endpoints.exchangeHandoffCode,
    {
      // Before the body is parsed: an exchange names no account, so the address is all there is to count.
      onRequest: exchangesByAddress.countRequest,
    },
    async (request) => {
      const now = new Date();
      const userId = await handoffCodes.consume(hashSessionToken(request.body.code), now);
      if (userId === undefined) throw handoffCodeInvalid();
      // The account can be deleted between the two statements; its code is then as good as unknown.
      const access = await users.findAccess(userId);
      if (!access) throw handoffCodeInvalid();
      return signedInAnswer(
        await openSession({ id: userId, mainCustomerId: access.mainCustomerId }, now),
        now,
      );
    },
  );

  await routeOf(
    app,
    endpoints.me,
    {
      // Every page load of the portal asks for it: zod's compiled parse checks the answer in a third of the
      // time of the default serializer's encode (issue 13).
      serializerCompiler: checkedSerializerCompiler,
    },
    async (request) => {
      const user = userOf(request);
      return meOf(user, currentCustomerOf(user));
    },
  );

  await routeOf(app, endpoints.validateToken, async (request) => {
    const session = await sessions.findActive(hashSessionToken(request.body.token), new Date());
    if (!session) throw sessionExpired();
    return { valid: true as const, expiresAt: session.expiresAt };
  });

  // The same answer, at once, for every e-mail: the account is looked up and the mail sent by a
  // background job, so neither the answer nor its time tells whether the e-mail has an account.
  await routeOf(
    app,
    endpoints.forgotPassword,
    {
      preHandler: resetRequestsByAddress.countRequest,
      config: { rateLimit: forgotPasswordRateLimit },
    },
    async (request) => {
      const language = pickLanguage(request.headers['accept-language']);
      await app.jobs.send(resetMail, { email: request.body.email, language }, request.body.email);
      return { sent: true as const };
    },
  );

  await routeOf(app, endpoints.verifyResetToken, async (request) => {
    const link = await resets.findUsable(hashSessionToken(request.params.token), new Date());
    if (!link) throw resetLinkInvalid();
    return { valid: true as const, email: link.email, purpose: link.purpose };
  });

  // Sets the password through a reset or first-access link. The link is used up, and every session of
  // the user ends: whoever had the old password is signed out.
  await routeOf(app, endpoints.changePasswordViaEmail, async (request, reply) => {
    const tokenHash = hashSessionToken(request.params.token);
    const now = new Date();
    if (!(await resets.findUsable(tokenHash, now))) throw resetLinkInvalid();
    const passwordHash = await app.passwords.hash(request.body.password);
    const userId = await resets.consume(tokenHash, new Date());
    if (userId === undefined) throw resetLinkInvalid();
    await users.setPasswordHash(userId, passwordHash);
    await sessions.deleteByUser(userId);
    return reply.code(204).send();
  });

  await routeOf(app, endpoints.switchCustomer, async (request) => {
    const user = userOf(request);
    const { newCustomerId } = request.body;
    if (!isLinkedTo(user, newCustomerId)) {
      throw new Rejection(403, 'errors.auth.customerNotLinked', 'newCustomerId');
    }
    await sessions.setCurrentCustomer(user.sessionId, newCustomerId);
    return meOf(user, newCustomerId);
  });

  // Ends the session the token names; a token that already lapsed is simply gone, which is what was asked.
  // No requireUser: declining the terms signs out, and a lapsed session may still be ended.
  await routeOf(app, endpoints.logout, async (request, reply) => {
    const token = bearerToken(request.headers.authorization);
    if (token) await sessions.deleteByTokenHash(hashSessionToken(token));
    return reply.code(204).send();
  });
}

import {
  isProviderEmail,
  pickLanguage,
  usersEndpoints as endpoints,
  type userUpdateInputSchema,
  type UserUpdateInput,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod/mini';

import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations';
import { notFound, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createPasswordResetsRepository } from '../../repositories/password-resets';
import { createUsersRepository, type UserRecord } from '../../repositories/users';
import { issueResetLink } from '../../security/reset-links';
import { newSessionToken } from '../../security/session-tokens';
import { routeOf } from '../endpoint-route';

const userNotFound = () => notFound('errors.users.notFound');
const emailTaken = () => new Rejection(409, 'errors.users.emailTaken', 'email');

/** Users register under /register/users (spec section 7): list by name, read, create, update, delete, changePassword. */
export default async function usersRoutes(app: FastifyInstance) {
  const { users, sessions } = app.repositories;
  const resets = createPasswordResetsRepository(app.db);
  const audit = createAuditTrail(app.db).of('users', createUsersRepository);
  const { providerEmailDomain, providerName } = app.config;

  /** Spec section 5: servicesAdmin only for e-mails of the provider's domain; the message names it. */
  const servicesAdminRefused = () =>
    new Rejection(400, 'validation.servicesAdminDomain', 'servicesAdmin', { provider: providerName });

  /** The links a form describes (the main customer always among them), checked against the database. */
  async function toRecord(id: number | null, input: z.output<typeof userUpdateInputSchema>) {
    const linked = [...new Set([input.mainCustomerId, ...input.customers])];
    const stray = Object.keys(input.services_json).find((key) => !linked.includes(Number(key)));
    if (stray !== undefined) throw new Rejection(400, 'validation.invalid', 'services_json');
    const missing = await users.missingCustomers(linked);
    if (missing.length > 0) {
      const field = missing.includes(input.mainCustomerId) ? 'mainCustomerId' : 'customers';
      throw new Rejection(400, 'errors.users.unknownCustomer', field);
    }
    const owner = await users.findIdByEmail(input.email);
    if (owner !== undefined && owner !== id) throw emailTaken();
    const record: UserRecord = {
      name: input.name,
      email: input.email,
      mainCustomerId: input.mainCustomerId,
      servicesAdmin: input.servicesAdmin,
      links: new Map(linked.map((customerId) => [customerId, input.services_json[String(customerId)] ?? []])),
    };
    return record;
  }

  const domainAllows = (input: Pick<UserUpdateInput, 'email' | 'servicesAdmin'>) =>
    !input.servicesAdmin || isProviderEmail(input.email, providerEmailDomain);

  await routeOf(app, endpoints.list, async (request) => users.listRegister(request.query.order));

  await routeOf(app, endpoints.get, async (request) => {
    const user = await users.findRegister(request.params.id);
    if (!user) throw userNotFound();
    return user;
  });

  // Without a password the account gets a random one nobody knows: staff then send the first-access
  // e-mail, whose link lets the user create their own.
  await routeOf(app, endpoints.create, async (request, reply) => {
    if (!domainAllows(request.body)) throw servicesAdminRefused();
    const record = await toRecord(null, request.body);
    const passwordHash = await app.passwords.hash(request.body.password ?? newSessionToken());
    const { id } = await audit
      .created(userOf(request), async (repo) => ({
        id: await repo.create(record, passwordHash, new Date()),
      }))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    const created = await users.findRegister(id);
    if (!created) throw userNotFound();
    return reply.code(201).send(created);
  });

  await routeOf(app, endpoints.update, async (request, reply) => {
    const { id } = request.params;
    if (!(await users.findRegister(id))) throw userNotFound();
    if (!domainAllows(request.body)) throw servicesAdminRefused();
    const record = await toRecord(id, request.body);
    const updated = await audit
      .changed(userOf(request), id, (repo) => repo.update(id, record, request.body.version))
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? emailTaken() : error;
      });
    const user = updated ? await users.findRegister(id) : undefined;
    if (!user) throw userNotFound();
    return reply.send(user);
  });

  await routeOf(app, endpoints.remove, async (request, reply) => {
    const { id } = request.params;
    if (id === userOf(request).id) throw new Rejection(403, 'errors.users.cannotDeleteSelf');
    const deleted = await audit
      .removed(userOf(request), id, (repo) => repo.delete(id))
      .catch((error: unknown) => {
        throw isForeignKeyViolation(error) ? new Rejection(409, 'errors.users.inUse') : error;
      });
    if (!deleted) throw userNotFound();
    return reply.code(204).send();
  });

  // Staff set anyone's password; every user may set their own (the change-password page). The user's
  // other sessions end; whoever changes their own password stays signed in where they did it.
  await routeOf(app, endpoints.changePassword, async (request, reply) => {
    const caller = userOf(request);
    const { id } = request.params;
    const own = id === caller.id;
    const passwordHash = await app.passwords.hash(request.body.password);
    // Recorded as the password "changed": its hash never reaches the audit trail.
    if (!(await audit.changed(caller, id, (repo) => repo.setPasswordHash(id, passwordHash))))
      throw userNotFound();
    await sessions.deleteByUser(id, own ? caller.sessionId : undefined);
    return reply.code(204).send();
  });

  // Issue 15: whether the user gets the e-mail of each publication's monitoring alerts. Each user sets
  // their own (the change-password page); staff anyone's. Not part of the audited record: a preference.
  await routeOf(app, endpoints.alertEmails, async (request) => {
    const row = await app.db
      .selectFrom('users')
      .select('alert_emails')
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!row) throw userNotFound();
    return { enabled: row.alert_emails === 1 };
  });

  await routeOf(app, endpoints.setAlertEmails, async (request) => {
    const result = await app.db
      .updateTable('users')
      .set({ alert_emails: request.body.enabled ? 1 : 0 })
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw userNotFound();
    return { enabled: request.body.enabled };
  });

  // The first-access e-mail of an account staff created: a single-use link to create the password, in
  // the language of the staff member's request. Sent before answering, so staff learn if it failed.
  await routeOf(app, endpoints.sendFirstAccess, async (request) => {
    const { id } = request.params;
    const contact = await users.findContact(id);
    if (!contact) throw userNotFound();
    const message = await issueResetLink(resets, app.config, {
      user: { id, ...contact },
      purpose: 'firstAccess',
      language: pickLanguage(request.headers['accept-language']),
    });
    await app.mailer.send(message);
    return { sent: true as const };
  });
}

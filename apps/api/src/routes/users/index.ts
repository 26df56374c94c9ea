import {
  alertEmailsSchema,
  apiErrorBodySchema,
  firstAccessResponseSchema,
  isProviderEmail,
  newPasswordInputSchema,
  pickLanguage,
  registerUserListSchema,
  registerUserSchema,
  userCreateInputSchema,
  idParamsSchema,
  userListQuerySchema,
  userVersionedUpdateSchema,
  type userUpdateInputSchema,
  type UserUpdateInput,
} from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';

import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations';
import { Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createPasswordResetsRepository } from '../../repositories/password-resets';
import { createUsersRepository, type UserRecord } from '../../repositories/users';
import { forbidden } from '../../security/access';
import { issueResetLink } from '../../security/reset-links';
import { newSessionToken } from '../../security/session-tokens';

const notFound = () => new Rejection(404, 'errors.users.notFound');
const emailTaken = () => new Rejection(409, 'errors.users.emailTaken', 'email');

/** Users register under /register/users (spec section 7): list by name, read, create, update, delete, changePassword. */
/** Staff may act on any user, a user on themselves: `:id` is still the raw text of the path here. */
async function requireOwnOrStaff(request: FastifyRequest): Promise<void> {
  const caller = userOf(request);
  const { id } = request.params as { id: string };
  if (!caller.servicesAdmin && Number(id) !== caller.id) throw forbidden();
}

export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
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

  app.get(
    '/',
    {
      schema: { querystring: userListQuerySchema, response: { 200: registerUserListSchema } },
      onRequest: app.requireServicesAdmin,
    },
    async (request) => users.listRegister(request.query.order),
  );

  app.get(
    '/:id',
    {
      schema: { params: idParamsSchema, response: { 200: registerUserSchema } },
      onRequest: app.requireServicesAdmin,
    },
    async (request) => {
      const user = await users.findRegister(request.params.id);
      if (!user) throw notFound();
      return user;
    },
  );

  // Without a password the account gets a random one nobody knows: staff then send the first-access
  // e-mail, whose link lets the user create their own.
  app.post(
    '/',
    {
      schema: {
        body: userCreateInputSchema,
        response: { 201: registerUserSchema, 400: apiErrorBodySchema },
      },
      onRequest: app.requireServicesAdmin,
    },
    async (request, reply) => {
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
      if (!created) throw notFound();
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: idParamsSchema,
        body: userVersionedUpdateSchema,
        response: { 200: registerUserSchema, 400: apiErrorBodySchema },
      },
      onRequest: app.requireServicesAdmin,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await users.findRegister(id))) throw notFound();
      if (!domainAllows(request.body)) throw servicesAdminRefused();
      const record = await toRecord(id, request.body);
      const updated = await audit
        .changed(userOf(request), id, (repo) => repo.update(id, record, request.body.version))
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      const user = updated ? await users.findRegister(id) : undefined;
      if (!user) throw notFound();
      return reply.send(user);
    },
  );

  app.delete(
    '/:id',
    { schema: { params: idParamsSchema }, onRequest: app.requireServicesAdmin },
    async (request, reply) => {
      const { id } = request.params;
      if (id === userOf(request).id) throw new Rejection(403, 'errors.users.cannotDeleteSelf');
      const deleted = await audit
        .removed(userOf(request), id, (repo) => repo.delete(id))
        .catch((error: unknown) => {
          throw isForeignKeyViolation(error) ? new Rejection(409, 'errors.users.inUse') : error;
        });
      if (!deleted) throw notFound();
      return reply.code(204).send();
    },
  );

  // Staff set anyone's password; every user may set their own (the change-password page). The user's
  // other sessions end; whoever changes their own password stays signed in where they did it.
  app.put(
    '/changePassword/:id',
    {
      schema: { params: idParamsSchema, body: newPasswordInputSchema },
      // Who may is known from the path alone: refused before the body is read.
      onRequest: [app.requireUser, requireOwnOrStaff],
    },
    async (request, reply) => {
      const caller = userOf(request);
      const { id } = request.params;
      const own = id === caller.id;
      const passwordHash = await app.passwords.hash(request.body.password);
      // Recorded as the password "changed": its hash never reaches the audit trail.
      if (!(await audit.changed(caller, id, (repo) => repo.setPasswordHash(id, passwordHash))))
        throw notFound();
      await sessions.deleteByUser(id, own ? caller.sessionId : undefined);
      return reply.code(204).send();
    },
  );

  // Issue 15: whether the user gets the e-mail of each publication's monitoring alerts. Each user sets
  // their own (the change-password page); staff anyone's. Not part of the audited record: a preference.
  app.get(
    '/:id/alertEmails',
    {
      schema: { params: idParamsSchema, response: { 200: alertEmailsSchema } },
      onRequest: [app.requireUser, requireOwnOrStaff],
    },
    async (request) => {
      const row = await app.db
        .selectFrom('users')
        .select('alert_emails')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound();
      return { enabled: row.alert_emails === 1 };
    },
  );

  app.put(
    '/:id/alertEmails',
    {
      schema: { params: idParamsSchema, body: alertEmailsSchema, response: { 200: alertEmailsSchema } },
      onRequest: [app.requireUser, requireOwnOrStaff],
    },
    async (request) => {
      const result = await app.db
        .updateTable('users')
        .set({ alert_emails: request.body.enabled ? 1 : 0 })
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
      return { enabled: request.body.enabled };
    },
  );

  // The first-access e-mail of an account staff created: a single-use link to create the password, in
  // the language of the staff member's request. Sent before answering, so staff learn if it failed.
  app.post(
    '/:id/sendFirstAccess',
    {
      schema: { params: idParamsSchema, response: { 200: firstAccessResponseSchema } },
      onRequest: app.requireServicesAdmin,
    },
    async (request) => {
      const { id } = request.params;
      const contact = await users.findContact(id);
      if (!contact) throw notFound();
      const message = await issueResetLink(resets, app.config, {
        user: { id, ...contact },
        purpose: 'firstAccess',
        language: pickLanguage(request.headers['accept-language']),
      });
      await app.mailer.send(message);
      return { sent: true as const };
    },
  );
}

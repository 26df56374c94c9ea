import { apiKeysEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { isForeignKeyViolation } from '../../db/constraint-violations';
import { found, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createApiKeysRepository } from '../../repositories/api-keys';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { routeOf } from '../endpoint-route';

const unknownCustomer = () => new Rejection(400, 'errors.apiKeys.unknownCustomer', 'customer_id');

/**
 * `/register/api-keys` (issue 15): staff create keys for a script or the provider's pipeline (the plain
 * key is in the answer once, only its hash is kept), list them and revoke them. Creating and revoking are
 * in the audit trail.
 */
export default async function apiKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const keys = createApiKeysRepository(app.db);
  const audit = createAuditTrail(app.db).of('apiKeys', createApiKeysRepository);

  await routeOf(app, apiKeysEndpoints.list, () => keys.list());

  await routeOf(app, apiKeysEndpoints.create, async (request, reply) => {
    const user = userOf(request);
    const { name, scopes, customer_id: customerId, expires_at: expiresAt } = request.body;
    const input = { name, scopes, customerId, expiresAt, createdByName: user.profile.name };
    try {
      const created = await audit.created(user, (repo) => repo.create(input, new Date()));
      return await reply.code(201).send(created);
    } catch (error) {
      if (isForeignKeyViolation(error)) throw unknownCustomer();
      throw error;
    }
  });

  await routeOf(app, apiKeysEndpoints.revoke, async (request) => {
    const { id } = request.params;
    found(await keys.find(id));
    return found(await audit.changed(userOf(request), id, (repo) => repo.revoke(id, new Date())));
  });
}

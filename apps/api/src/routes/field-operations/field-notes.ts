import {
  FIELD_NOTE_PLOT_GONE,
  fieldNoteSchema,
  fieldNotesEndpoints,
  replayOrCreate,
} from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { isUniqueViolation } from '../../db/constraint-violations';
import { found, notFound, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createFieldNotesRepository } from '../../repositories/field-operations/field-notes';
import { releaseStoredFile } from '../../repositories/stored-files';
import { currentCustomer } from './current-customer';
import { routeOf } from '../endpoint-route';

/**
 * `/register/gas/apontamentos`: field notes of the session's current customer. A create carrying a
 * `clientKey` the customer already used answers that note (200) instead of storing a second one (issue
 * 18: a device resends a note whose answer it lost); a plot must be one of the customer's active plots.
 * Every write is recorded in the audit trail (entity `fieldNotes`; a replay writes nothing, so records
 * nothing), and `{id}/historico` answers a note's history to whoever may read the note.
 */
export default async function fieldNotesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notes = createFieldNotesRepository(app.db);
  const trail = createAuditTrail(app.db);
  const audit = trail.of('fieldNotes', createFieldNotesRepository);

  /** 422 on `plotId` when the plot is not an active plot of the customer (removed while the note waited). */
  const assertActivePlot = async (customerId: number, plotId: number | null) => {
    if (plotId !== null && !(await notes.isActivePlot(customerId, plotId)))
      throw new Rejection(422, FIELD_NOTE_PLOT_GONE, 'plotId');
  };

  await routeOf(app, fieldNotesEndpoints.list, async (request) =>
    notes.list(currentCustomer(request), request.query),
  );

  await routeOf(app, fieldNotesEndpoints.get, async (request) =>
    found(await notes.find(currentCustomer(request), request.params.id)),
  );

  await routeOf(
    app,
    fieldNotesEndpoints.create,
    { responses: { 200: fieldNoteSchema } },
    async (request, reply) => {
      const customerId = currentCustomer(request);
      const values = request.body;
      // The stored note wins as it is now, even if its plot went since: it was accepted then.
      const { status, record } = await replayOrCreate(values.clientKey, {
        find: (clientKey) => notes.findByClientKey(customerId, clientKey),
        create: async () => {
          await assertActivePlot(customerId, values.plotId);
          return audit.created(userOf(request), (repo) => repo.create(customerId, values));
        },
        isDuplicate: isUniqueViolation,
      });
      // 200 answers the same schema (the route's `responses`); the handler's type knows the declared 201 only.
      return reply.code(status as 201).send(record);
    },
  );

  await routeOf(app, fieldNotesEndpoints.update, async (request) => {
    const customerId = currentCustomer(request);
    const stored = found(await notes.find(customerId, request.params.id));
    // A plot kept as it was stays, even if retired since; a plot chosen now must be active.
    if (request.body.plotId !== stored.plotId) await assertActivePlot(customerId, request.body.plotId);
    return found(
      await audit.changed(userOf(request), stored.id, (repo) =>
        repo.update(customerId, stored.id, request.body, request.body.version),
      ),
    );
  });

  await routeOf(app, fieldNotesEndpoints.remove, async (request, reply) => {
    const customerId = currentCustomer(request);
    const { id } = request.params;
    const keys = await audit.removed(userOf(request), id, (repo) => repo.delete(customerId, id));
    if (!keys) throw notFound();
    for (const key of keys) await releaseStoredFile(app.db, app.documentStorage, key);
    return reply.code(204).send();
  });

  // The note must be the current customer's, as to read it: a deleted note's history is nobody's here.
  await routeOf(app, fieldNotesEndpoints.history, async (request) => {
    const note = found(await notes.find(currentCustomer(request), request.params.id));
    return trail.list('fieldNotes', note.id);
  });
}

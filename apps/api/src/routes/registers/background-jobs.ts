import { BACKGROUND_JOBS_LISTED, backgroundJobSchema } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

import { createBackgroundJobsRepository } from '../../repositories/background-jobs';

/** `/register/background-jobs`: the newest background jobs and how far each has got; staff only. */
export default async function backgroundJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const jobs = createBackgroundJobsRepository(app.db);

  app.get(
    '/background-jobs',
    {
      onRequest: app.requireServicesAdmin,
      schema: { response: { 200: z.array(backgroundJobSchema) } },
    },
    () => jobs.list(BACKGROUND_JOBS_LISTED),
  );
}

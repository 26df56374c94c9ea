import { BACKGROUND_JOBS_LISTED, backgroundJobsEndpoints } from '@dossel/api-client';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { createBackgroundJobsRepository } from '../../repositories/background-jobs';
import { routeOf } from '../endpoint-route';

/** `/register/background-jobs`: the newest background jobs and how far each has got; staff only. */
export default async function backgroundJobRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const jobs = createBackgroundJobsRepository(app.db);

  await routeOf(app, backgroundJobsEndpoints.list, () => jobs.list(BACKGROUND_JOBS_LISTED));
}

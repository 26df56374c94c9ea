import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { Config } from './config';
import authentication from './plugins/app/authentication';
import errorHandler from './plugins/app/error-handler';
import notFound from './plugins/app/not-found';
import repositories from './plugins/app/repositories';
import routeList from './plugins/app/route-list';
import configPlugin from './plugins/external/config';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import portalStatic from './plugins/external/portal-static';
import rateLimit from './plugins/external/rate-limit';
import routes from './routes';

export interface BuildAppOptions {
  /** Where log lines go instead of stdout; tests read them from here. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole server without listening: outside concerns first (config, database, headers, limits,
 * static files), then our own plugins, then the API routes under /api. Tests drive it through `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, ...(options.logStream && { stream: options.logStream }) },
  });
  // Requests and answers are checked with api-client's zod schemas, the same ones the portal uses.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(configPlugin, { config });
  await app.register(db);
  await app.register(helmet);
  await app.register(rateLimit);
  await app.register(portalStatic);

  await app.register(errorHandler);
  await app.register(notFound);
  await app.register(repositories);
  await app.register(authentication);
  await app.register(routeList);

  await app.register(routes, { prefix: '/api' });
  return app;
}

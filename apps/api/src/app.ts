import { randomUUID } from 'node:crypto';

import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

import type { Config } from './config';
import jobs from './jobs/plugin';
import mailer from './mail/plugin';
import authentication from './plugins/app/authentication';
import errorHandler from './plugins/app/error-handler';
import notFound from './plugins/app/not-found';
import passwords from './plugins/app/passwords';
import repositories from './plugins/app/repositories';
import routeList from './plugins/app/route-list';
import bodyParsing, { JSON_BODY_LIMIT_BYTES } from './plugins/external/body-parsing';
import compression from './plugins/external/compression';
import configPlugin from './plugins/external/config';
import cors from './plugins/external/cors';
import db from './plugins/external/db';
import helmet from './plugins/external/helmet';
import { LOG_REDACT_PATHS, requestSerializer } from './plugins/external/logging';
import openapi from './plugins/external/openapi';
import portalStatic from './plugins/external/portal-static';
import rateLimit from './plugins/external/rate-limit';
import routes from './routes';
import documentStorage from './storage/plugin';

export interface BuildAppOptions {
  /** Where log lines go instead of stdout; tests read them from here. */
  logStream?: NodeJS.WritableStream;
  /** Prefix of the rate-limit counters in Redis (REDIS_URL); tests give each app set its own. */
  rateLimitNamespace?: string;
}

/** A request id from the load balancer is kept when it looks like one; otherwise we make one. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;
function requestId(request: { headers: FastifyRequest['headers'] }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The whole server without listening: outside concerns first (config, database, headers, limits,
 * body parsing, OpenAPI, static files), then our own plugins, then the API routes under /api with the
 * CORS that applies to them alone. Tests drive it through `inject`.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // JSON lines (pino), each bound to its request's id; secrets never reach them.
    logger: {
      level: config.logLevel,
      redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
      serializers: { req: requestSerializer },
      ...(options.logStream && { stream: options.logStream }),
    },
    genReqId: requestId,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Behind the listed proxies the client's address comes from X-Forwarded-For; from anyone else the
    // header is ignored, so a client cannot pick the address its rate limits are counted under.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  });
  // Requests and answers are checked with api-client's zod schemas, the same ones the portal uses.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every answer names its request, so a report from a user or a load balancer finds the log lines.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so that every /api route (the OpenAPI pages too) is listed for the access test.
  await app.register(routeList);

  await app.register(configPlugin, { config });
  // Before anything opens: an unusable bucket or folder stops the start with a ConfigError naming it.
  await app.register(documentStorage);
  await app.register(db);
  await app.register(helmet);
  await app.register(rateLimit, { namespace: options.rateLimitNamespace });
  await app.register(bodyParsing);
  // Before the static files and the routes, so its hooks wrap every answer they send.
  await app.register(compression);
  await app.register(portalStatic);

  await app.register(errorHandler);
  await app.register(notFound);
  await app.register(repositories);
  await app.register(passwords);
  await app.register(authentication);
  await app.register(mailer);
  // Before the routes, which declare their kinds of job on it.
  await app.register(jobs);
  // After the error and not-found handlers (so its pages answer like the rest), before the routes it documents.
  await app.register(openapi);

  // CORS lives in the API's own scope: only /api answers other sites (CORS_ORIGINS), never the portal.
  await app.register(
    async function api(scope) {
      await scope.register(cors);
      await scope.register(routes);
    },
    { prefix: '/api' },
  );
  return app;
}

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiErrorBodySchema } from '@dossel/api-client';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

import { acceptsApiKey, checksSession } from '../app/authentication';

/** The areas the declarations name (`area`), described in the document's tag list. */
const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Sign-in, session and current customer',
  users: 'Users register (services administrators)',
  'download-app': 'Terms of use and the download page',
  registers: 'Customer groups, customers, document types, documents, benchmarking (services administrators)',
  'field-operations': 'Field-operation costs of the current customer (service 8)',
  monitoring: 'Report data of the monitoring screens',
  platform: 'Health check and this document',
};

// Schemas the document cannot express exactly (a transform, say) show as "any value" rather than
// breaking the whole document.
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } });

/** Behind sign-in, the session's bearer token; on the routes a script may call, an API key as well. */
const securityOf = (route: { onRequest?: unknown }): Record<string, string[]>[] =>
  acceptsApiKey(route) ? [{ bearerAuth: [] }, { apiKeyAuth: [] }] : [{ bearerAuth: [] }];

/**
 * The document's view of one route: only `/api` routes, tagged by area, with the error list every 4xx
 * carries and, behind sign-in, the bearer token (or an API key, where one is taken). The running routes are not changed by any of this.
 */
const transform: typeof zodTransform = (input) => {
  const { url, route } = input;
  if (!url.startsWith('/api/')) return { schema: { hide: true } as FastifySchema, url };
  const schema = (input.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
  const documented = {
    ...schema,
    // Each declared route names its area (routeOf); the rest (this document, the health check) is the platform's.
    tags: (schema as { tags?: string[] }).tags ?? ['platform'],
    response: { ...schema.response, '4XX': apiErrorBodySchema },
    ...(route && checksSession(route) && { security: securityOf(route) }),
  };
  return zodTransform({ ...input, schema: documented });
};

/**
 * OpenAPI 3.1, generated from the same api-client zod schemas the routes validate with: the document at
 * GET /api/openapi.json and a browsable page at /api/docs (Swagger UI's files ship in the package, so
 * the page needs no network and fits our content security policy). Registered before the routes, so
 * it sees every one of them.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Dossel API',
          description:
            'The customer-area API of Dossel. Errors are `[{ message, code, field }]` with the message in the language of Accept-Language (pt-BR, en-US, es).',
          version: '1.0.0',
        },
        tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /api/auth/login' },
            apiKeyAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'dsk_…',
              description:
                'An API key (`Authorization: Bearer dsk_…`) for a script or a pipeline: staff create, scope and revoke keys at /api/register/api-keys, and a key is shown once. A key works only on the routes that list this scheme and hold its scope (today `imports`), and, when scoped to one customer, only for that customer: 401 for an unknown, revoked or expired key, 403 for a key without the scope.',
            },
          },
        },
      },
      transform,
      transformObject: jsonSchemaTransformObject,
    });

    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      // The page must not reach out: no validator badge (it would call validator.swagger.io).
      validatorUrl: false,
    });
  },
  { name: 'openapi' },
);

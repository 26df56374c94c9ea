import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as `METHOD /api/path/:param`, in registration order (the access test walks them). */
    apiRoutes: string[];
    /** What each API route takes in (`METHOD /api/path`: its body, query and params schemas), for the bounds test. */
    apiRequestSchemas: Map<string, RequestSchemas>;
  }
}

/** The schemas a route parses its request with (api-client's zod schemas), by part. */
export interface RequestSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

/** Records the API's routes as they are registered, so a test can prove each one is access-checked. */
export default fp(
  async function routeList(app: FastifyInstance) {
    const routes: string[] = [];
    const requestSchemas = new Map<string, RequestSchemas>();
    app.decorate('apiRoutes', routes);
    app.decorate('apiRequestSchemas', requestSchemas);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const { body, querystring, params } = (route.schema ?? {}) as RequestSchemas;
      for (const method of methods) {
        if (method === 'HEAD') continue;
        routes.push(`${method} ${route.url}`);
        requestSchemas.set(`${method} ${route.url}`, { body, querystring, params });
      }
    });
  },
  { name: 'route-list' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as `METHOD /api/path/:param`, in registration order (the access test walks them). */
    apiRoutes: string[];
  }
}

/** Records the API's routes as they are registered, so a test can prove each one is access-checked. */
export default fp(
  async function routeList(app: FastifyInstance) {
    const routes: string[] = [];
    app.decorate('apiRoutes', routes);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    });
  },
  { name: 'route-list' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Config } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

/** Makes the parsed configuration available to every plugin and route as `app.config`. */
export default fp(
  async function config(app: FastifyInstance, options: { config: Config }) {
    app.decorate('config', options.config);
  },
  { name: 'config' },
);

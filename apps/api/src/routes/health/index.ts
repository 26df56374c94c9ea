import type { FastifyInstance } from 'fastify';

/** GET /health for load balancers. */
export default async function healthRoutes(_app: FastifyInstance) {}

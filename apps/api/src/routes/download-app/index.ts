import type { FastifyInstance } from 'fastify';

/** Terms acceptance under /register/download-app (spec section 7: PUT /changeSignature). */
export default async function downloadAppRoutes(_app: FastifyInstance) {}

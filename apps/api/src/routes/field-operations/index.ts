import type { FastifyInstance } from 'fastify';

/** The field-operations cost group under /register/gas (service 8 on the current customer). */
export default async function fieldOperationsRoutes(_app: FastifyInstance) {}

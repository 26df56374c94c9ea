import type { FastifyInstance } from 'fastify';

/** The staff registers under /register: customer groups, customers, label dictionary, document types, documents, benchmarking. */
export default async function registersRoutes(_app: FastifyInstance) {}

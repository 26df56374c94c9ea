import type { FastifyInstance } from 'fastify';

/** Report data of the monitoring screens under /reports (plots, metrics, grids, weather, soil, vegetation). */
export default async function monitoringRoutes(_app: FastifyInstance) {}

import type { FastifyInstance } from 'fastify';

import apiKeyRoutes from './api-keys';
import auditRoutes from './audit';
import backgroundJobRoutes from './background-jobs';
import benchmarkingRoutes from './benchmarking';
import customerGroupRoutes from './customer-groups';
import customerRoutes from './customers';
import documentTypeRoutes from './document-types';
import documentRoutes from './documents';
import importCustomerRoutes from './import-customers';
import importRoutes from './imports';
import labelDictionaryRoutes from './label-dictionary';

/**
 * The staff registers under /register: customer groups, customers, label dictionary, document types,
 * documents, benchmarking, their audit trail, the background jobs, the API keys and the imports. Each
 * resource is its own plugin (documents and imports bring the multipart parser, each with its limits).
 */
export default async function registersRoutes(app: FastifyInstance) {
  await app.register(customerGroupRoutes);
  await app.register(customerRoutes);
  await app.register(labelDictionaryRoutes);
  await app.register(documentTypeRoutes);
  await app.register(documentRoutes);
  await app.register(benchmarkingRoutes);
  await app.register(auditRoutes);
  await app.register(backgroundJobRoutes);
  await app.register(apiKeyRoutes);
  await app.register(importRoutes);
  await app.register(importCustomerRoutes);
}

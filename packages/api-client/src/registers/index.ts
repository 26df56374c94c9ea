// The registers part of the contract (staff registers and documents): one folder per resource with
// its schemas, calls and query options (see the auth folder for the shape).
import type { Request } from '../client';
import { createApiKeysApi } from './api-keys';
import { createAuditApi } from './audit';
import { createBackgroundJobsApi } from './background-jobs';
import { createBenchmarkingApi } from './benchmarking';
import { createCustomerGroupsApi } from './customer-groups';
import { createCustomersApi } from './customers';
import { createDocumentTypesApi } from './document-types';
import { createDocumentsApi } from './documents';
import { createLabelDictionaryApi } from './label-dictionary';
import { createImportsApi } from '../imports/api';

/** Route parameter `:id` of the registers. */
export * from './customer-groups';
export * from './customers';
export * from './label-dictionary';
export * from './document-types';
export * from './documents';
export * from './benchmarking';
export * from './audit';
export * from './background-jobs';
export * from './api-keys';

/** The calls of the registers area, as `client.registers`. */
export function createRegistersApi(request: Request) {
  return {
    customerGroups: createCustomerGroupsApi(request),
    customers: createCustomersApi(request),
    labelDictionary: createLabelDictionaryApi(request),
    documentTypes: createDocumentTypesApi(request),
    documents: createDocumentsApi(request),
    benchmarking: createBenchmarkingApi(request),
    audit: createAuditApi(request),
    backgroundJobs: createBackgroundJobsApi(request),
    imports: createImportsApi(request),
    apiKeys: createApiKeysApi(request),
  };
}
export type RegistersApi = ReturnType<typeof createRegistersApi>;

import * as z from 'zod/mini';

import { defineEndpoints, type Access } from '../endpoint';
import { idParamsSchema as params } from '../ids';
import { importCustomerSchema, importCustomersQuerySchema } from '../registers/api-keys/schemas';
import {
  importListQuerySchema,
  importMappingSchema,
  importPreviewSchema,
  importProblemListSchema,
  importSchema,
} from './schemas';

/** Staff, or a script with an API key scoped to imports (issue 15). */
const access: Access = { staffOrApiKey: 'imports' };

/**
 * `/register/imports`: upload a file, follow it as it is read, look at its problems and preview, then
 * publish, roll back or discard it. The upload is multipart: its fields are read by the route.
 */
export const importsEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/imports',
    query: importListQuerySchema,
    response: z.array(importSchema),
    access,
  },
  upload: { method: 'POST', path: '/register/imports', response: importSchema, status: 201, access },
  /** The customers the caller may import for (a key cannot read the customers register). */
  customers: {
    method: 'GET',
    path: '/register/imports/customers',
    query: importCustomersQuerySchema,
    response: z.array(importCustomerSchema),
    access,
  },
  get: { method: 'GET', path: '/register/imports/{id}', params, response: importSchema, access },
  problems: {
    method: 'GET',
    path: '/register/imports/{id}/problems',
    params,
    response: importProblemListSchema,
    access,
  },
  /** The problems as a CSV file, in the language of the call. */
  problemsCsv: {
    method: 'GET',
    path: '/register/imports/{id}/problems.csv',
    params,
    responseType: 'blob',
    access,
  },
  preview: {
    method: 'GET',
    path: '/register/imports/{id}/preview',
    params,
    response: importPreviewSchema,
    access,
  },
  remap: {
    method: 'PUT',
    path: '/register/imports/{id}/mapping',
    params,
    body: importMappingSchema,
    response: importSchema,
    access,
  },
  publish: { method: 'POST', path: '/register/imports/{id}/publish', params, response: importSchema, access },
  rollback: {
    method: 'POST',
    path: '/register/imports/{id}/rollback',
    params,
    response: importSchema,
    access,
  },
  discard: { method: 'POST', path: '/register/imports/{id}/discard', params, response: importSchema, access },
});

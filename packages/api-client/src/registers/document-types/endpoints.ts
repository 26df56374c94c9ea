import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import {
  documentLookupItemSchema,
  documentTypeInputSchema,
  documentTypeSchema,
  documentTypeUpdateSchema,
} from './schemas';

/** Document types (read by every signed-in user, kept by staff) and the fixed categories and subjects. */
export const documentTypesEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/document-types',
    response: z.array(documentTypeSchema),
    access: 'user',
  },
  get: {
    method: 'GET',
    path: '/register/document-types/{id}',
    params,
    response: documentTypeSchema,
    access: 'user',
  },
  create: {
    method: 'POST',
    path: '/register/document-types',
    body: documentTypeInputSchema,
    response: documentTypeSchema,
    status: 201,
    access: 'staff',
  },
  update: {
    method: 'PUT',
    path: '/register/document-types/{id}',
    params,
    body: documentTypeUpdateSchema,
    response: documentTypeSchema,
    access: 'staff',
  },
  remove: { method: 'DELETE', path: '/register/document-types/{id}', params, status: 204, access: 'staff' },
  categories: {
    method: 'GET',
    path: '/register/document-categories',
    response: z.array(documentLookupItemSchema),
    access: 'user',
  },
  subjects: {
    method: 'GET',
    path: '/register/document-subjects',
    response: z.array(documentLookupItemSchema),
    access: 'user',
  },
});

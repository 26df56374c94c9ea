import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import {
  documentDownloadInputSchema,
  documentLimitsSchema,
  documentListQuerySchema,
  documentSchema,
} from './schemas';

/**
 * `/register/documents`: staff keep them; a customer user sees and downloads those of the customers
 * linked to them (the routes check the customer). Uploads are multipart: their fields are read by the route.
 */
export const documentsEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/documents',
    query: documentListQuerySchema,
    response: z.array(documentSchema),
    access: 'user',
  },
  /** What the server accepts (its DOCUMENT_MAX_MB), so the form can say so before the upload. */
  limits: {
    method: 'GET',
    path: '/register/documents/limits',
    response: documentLimitsSchema,
    access: 'staff',
  },
  get: { method: 'GET', path: '/register/documents/{id}', params, response: documentSchema, access: 'user' },
  download: {
    method: 'GET',
    path: '/register/documents/{id}/download',
    params,
    responseType: 'blob',
    access: 'user',
  },
  /** Up to 20 documents as one ZIP (spec section 9). */
  downloadMany: {
    method: 'POST',
    path: '/register/documents/download',
    body: documentDownloadInputSchema,
    responseType: 'blob',
    access: 'user',
  },
  upload: {
    method: 'POST',
    path: '/register/documents',
    response: documentSchema,
    status: 201,
    access: 'staff',
  },
  update: {
    method: 'PUT',
    path: '/register/documents/{id}',
    params,
    response: documentSchema,
    access: 'staff',
  },
  remove: { method: 'DELETE', path: '/register/documents/{id}', params, status: 204, access: 'staff' },
});

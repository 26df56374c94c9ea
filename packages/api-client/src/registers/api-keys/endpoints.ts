import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { apiKeyInputSchema, apiKeySchema, createdApiKeySchema } from './schemas';

/** `/register/api-keys` (issue 15): staff create, list and revoke the keys of scripts. */
export const apiKeysEndpoints = defineEndpoints('registers', {
  list: { method: 'GET', path: '/register/api-keys', response: z.array(apiKeySchema), access: 'staff' },
  /** The key itself is in this answer only. */
  create: {
    method: 'POST',
    path: '/register/api-keys',
    body: apiKeyInputSchema,
    response: createdApiKeySchema,
    status: 201,
    access: 'staff',
  },
  revoke: {
    method: 'POST',
    path: '/register/api-keys/{id}/revoke',
    params,
    response: apiKeySchema,
    access: 'staff',
  },
});

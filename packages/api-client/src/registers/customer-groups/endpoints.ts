import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { customerGroupInputSchema, customerGroupSchema, customerGroupUpdateSchema } from './schemas';

/** `/register/customer-groups` (spec section 7): staff only. */
export const customerGroupsEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/customer-groups',
    response: z.array(customerGroupSchema),
    access: 'staff',
  },
  get: {
    method: 'GET',
    path: '/register/customer-groups/{id}',
    params,
    response: customerGroupSchema,
    access: 'staff',
  },
  create: {
    method: 'POST',
    path: '/register/customer-groups',
    body: customerGroupInputSchema,
    response: customerGroupSchema,
    status: 201,
    access: 'staff',
  },
  update: {
    method: 'PUT',
    path: '/register/customer-groups/{id}',
    params,
    body: customerGroupUpdateSchema,
    response: customerGroupSchema,
    access: 'staff',
  },
  remove: { method: 'DELETE', path: '/register/customer-groups/{id}', params, status: 204, access: 'staff' },
});

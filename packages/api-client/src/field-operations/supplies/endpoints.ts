import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { fieldOperationsAccess as access } from '../access';
import { supplyInputSchema, supplyQuerySchema, supplySchema, supplyUpdateSchema } from './schemas';

/** `/register/gas/insumos`: the current customer's supplies. */
export const suppliesEndpoints = defineEndpoints('field-operations', {
  list: {
    method: 'GET',
    path: '/register/gas/insumos',
    query: supplyQuerySchema,
    response: z.array(supplySchema),
    access,
  },
  get: { method: 'GET', path: '/register/gas/insumos/{id}', params, response: supplySchema, access },
  create: {
    method: 'POST',
    path: '/register/gas/insumos',
    body: supplyInputSchema,
    response: supplySchema,
    status: 201,
    access,
  },
  update: {
    method: 'PUT',
    path: '/register/gas/insumos/{id}',
    params,
    body: supplyUpdateSchema,
    response: supplySchema,
    access,
  },
  remove: { method: 'DELETE', path: '/register/gas/insumos/{id}', params, status: 204, access },
});

import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import {
  benchmarkingFilterQuerySchema,
  benchmarkingInputSchema,
  benchmarkingSchema,
  benchmarkingUpdateSchema,
} from './schemas';

/** `/register/benchmarking` (spec section 7): staff only. */
export const benchmarkingEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/benchmarking',
    response: z.array(benchmarkingSchema),
    access: 'staff',
  },
  filter: {
    method: 'GET',
    path: '/register/benchmarking/filtros',
    query: benchmarkingFilterQuerySchema,
    response: z.array(benchmarkingSchema),
    access: 'staff',
  },
  get: {
    method: 'GET',
    path: '/register/benchmarking/{id}',
    params,
    response: benchmarkingSchema,
    access: 'staff',
  },
  create: {
    method: 'POST',
    path: '/register/benchmarking',
    body: benchmarkingInputSchema,
    response: benchmarkingSchema,
    status: 201,
    access: 'staff',
  },
  update: {
    method: 'PUT',
    path: '/register/benchmarking/{id}',
    params,
    body: benchmarkingUpdateSchema,
    response: benchmarkingSchema,
    access: 'staff',
  },
  remove: { method: 'DELETE', path: '/register/benchmarking/{id}', params, status: 204, access: 'staff' },
});

import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { fieldOperationsAccess as access } from '../access';
import {
  operationalItemInputSchema,
  operationalItemOptionSchema,
  operationalItemQuerySchema,
  operationalItemSchema,
  operationalItemUpdateSchema,
} from './schemas';

/** `/register/gas/itens-operacionais`: the current customer's operational items. */
export const operationalItemsEndpoints = defineEndpoints('field-operations', {
  /** `[{ id, item }]` for selects, by item. */
  options: {
    method: 'GET',
    path: '/register/gas/itens-operacionais',
    query: operationalItemQuerySchema,
    response: z.array(operationalItemOptionSchema),
    access,
  },
  list: {
    method: 'GET',
    path: '/register/gas/itens-operacionais/lista',
    query: operationalItemQuerySchema,
    response: z.array(operationalItemSchema),
    access,
  },
  get: {
    method: 'GET',
    path: '/register/gas/itens-operacionais/{id}',
    params,
    response: operationalItemSchema,
    access,
  },
  create: {
    method: 'POST',
    path: '/register/gas/itens-operacionais',
    body: operationalItemInputSchema,
    response: operationalItemSchema,
    status: 201,
    access,
  },
  update: {
    method: 'PUT',
    path: '/register/gas/itens-operacionais/{id}',
    params,
    body: operationalItemUpdateSchema,
    response: operationalItemSchema,
    access,
  },
  remove: { method: 'DELETE', path: '/register/gas/itens-operacionais/{id}', params, status: 204, access },
});

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { fieldOperationsAccess as access } from '../access';
import {
  operationInputSchema,
  operationPageSchema,
  operationQuerySchema,
  operationSchema,
  operationSummaryQuerySchema,
  operationSummarySchema,
  operationUpdateSchema,
} from './schemas';

/** `/register/gas/operacoes`: the current customer's operation records (spec section 3). */
export const operationsEndpoints = defineEndpoints('field-operations', {
  /** One page of records matching the filters, newest first, with the total count. */
  list: {
    method: 'GET',
    path: '/register/gas/operacoes',
    query: operationQuerySchema,
    response: operationPageSchema,
    access,
  },
  /** Totals by operation group and by month over a date range. */
  summary: {
    method: 'GET',
    path: '/register/gas/operacoes/resumo',
    query: operationSummaryQuerySchema,
    response: operationSummarySchema,
    access,
  },
  get: { method: 'GET', path: '/register/gas/operacoes/{id}', params, response: operationSchema, access },
  create: {
    method: 'POST',
    path: '/register/gas/operacoes',
    body: operationInputSchema,
    response: operationSchema,
    status: 201,
    access,
  },
  update: {
    method: 'PUT',
    path: '/register/gas/operacoes/{id}',
    params,
    body: operationUpdateSchema,
    response: operationSchema,
    access,
  },
  remove: { method: 'DELETE', path: '/register/gas/operacoes/{id}', params, status: 204, access },
});

import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import {
  customerGroupParamsSchema,
  customerInputSchema,
  customerListQuerySchema,
  customerOptionSchema,
  customerSchema,
  customerUpdateSchema,
  woodPriceInputSchema,
  woodPriceListSchema,
  woodPriceSchema,
} from './schemas';

/** `/register/customers` (spec section 7): staff only. */
export const customersEndpoints = defineEndpoints('registers', {
  list: {
    method: 'GET',
    path: '/register/customers',
    query: customerListQuerySchema,
    response: z.array(customerSchema),
    access: 'staff',
  },
  /** Select options: label = name, value = id, plus groupId, sorted by label. */
  options: {
    method: 'GET',
    path: '/register/customers/options',
    response: z.array(customerOptionSchema),
    access: 'staff',
  },
  byGroup: {
    method: 'GET',
    path: '/register/customers/byGroup/{groupId}',
    params: customerGroupParamsSchema,
    response: z.array(customerSchema),
    access: 'staff',
  },
  get: { method: 'GET', path: '/register/customers/{id}', params, response: customerSchema, access: 'staff' },
  create: {
    method: 'POST',
    path: '/register/customers',
    body: customerInputSchema,
    response: customerSchema,
    status: 201,
    access: 'staff',
  },
  update: {
    method: 'PUT',
    path: '/register/customers/{id}',
    params,
    body: customerUpdateSchema,
    response: customerSchema,
    access: 'staff',
  },
  /** Refused with 409 while it is some user's main customer or holds documents. */
  remove: { method: 'DELETE', path: '/register/customers/{id}', params, status: 204, access: 'staff' },
  /** The customer's wood prices, the newest date first (issue 15). */
  woodPrices: {
    method: 'GET',
    path: '/register/customers/{id}/wood-prices',
    params,
    response: woodPriceListSchema,
    access: 'staff',
  },
  setWoodPrice: {
    method: 'PUT',
    path: '/register/customers/{id}/wood-price',
    params,
    body: woodPriceInputSchema,
    response: woodPriceSchema,
    access: 'staff',
  },
});

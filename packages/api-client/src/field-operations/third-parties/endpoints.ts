import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { fieldOperationsAccess as access } from '../access';
import {
  thirdPartyCostInputSchema,
  thirdPartyCostParamsSchema,
  thirdPartyCostSchema,
  thirdPartyCostUpdateSchema,
  thirdPartyInputSchema,
  thirdPartySchema,
  thirdPartyUpdateSchema,
} from './schemas';

/** `/register/gas/terceiros`, with each third party's costs under `/{id}/custos`. */
export const thirdPartiesEndpoints = defineEndpoints('field-operations', {
  list: { method: 'GET', path: '/register/gas/terceiros', response: z.array(thirdPartySchema), access },
  get: { method: 'GET', path: '/register/gas/terceiros/{id}', params, response: thirdPartySchema, access },
  create: {
    method: 'POST',
    path: '/register/gas/terceiros',
    body: thirdPartyInputSchema,
    response: thirdPartySchema,
    status: 201,
    access,
  },
  update: {
    method: 'PUT',
    path: '/register/gas/terceiros/{id}',
    params,
    body: thirdPartyUpdateSchema,
    response: thirdPartySchema,
    access,
  },
  /** Takes its costs along; refused (409) while operation records name it. */
  remove: { method: 'DELETE', path: '/register/gas/terceiros/{id}', params, status: 204, access },
  costs: {
    method: 'GET',
    path: '/register/gas/terceiros/{id}/custos',
    params,
    response: z.array(thirdPartyCostSchema),
    access,
  },
  cost: {
    method: 'GET',
    path: '/register/gas/terceiros/{id}/custos/{custoId}',
    params: thirdPartyCostParamsSchema,
    response: thirdPartyCostSchema,
    access,
  },
  createCost: {
    method: 'POST',
    path: '/register/gas/terceiros/{id}/custos',
    params,
    body: thirdPartyCostInputSchema,
    response: thirdPartyCostSchema,
    status: 201,
    access,
  },
  updateCost: {
    method: 'PUT',
    path: '/register/gas/terceiros/{id}/custos/{custoId}',
    params: thirdPartyCostParamsSchema,
    body: thirdPartyCostUpdateSchema,
    response: thirdPartyCostSchema,
    access,
  },
  removeCost: {
    method: 'DELETE',
    path: '/register/gas/terceiros/{id}/custos/{custoId}',
    params: thirdPartyCostParamsSchema,
    status: 204,
    access,
  },
});

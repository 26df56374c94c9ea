import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { idParamsSchema as params } from '../../ids';
import { fieldOperationsAccess as access } from '../access';
import {
  fieldNoteInputSchema,
  fieldNoteQuerySchema,
  fieldNoteSchema,
  fieldNoteUpdateSchema,
} from './schemas';

/** `/register/gas/apontamentos`: the current customer's field notes, newest first. */
export const fieldNotesEndpoints = defineEndpoints('field-operations', {
  list: {
    method: 'GET',
    path: '/register/gas/apontamentos',
    query: fieldNoteQuerySchema,
    response: z.array(fieldNoteSchema),
    access,
  },
  get: { method: 'GET', path: '/register/gas/apontamentos/{id}', params, response: fieldNoteSchema, access },
  create: {
    method: 'POST',
    path: '/register/gas/apontamentos',
    body: fieldNoteInputSchema,
    response: fieldNoteSchema,
    status: 201,
    access,
  },
  update: {
    method: 'PUT',
    path: '/register/gas/apontamentos/{id}',
    params,
    body: fieldNoteUpdateSchema,
    response: fieldNoteSchema,
    access,
  },
  remove: { method: 'DELETE', path: '/register/gas/apontamentos/{id}', params, status: 204, access },
});

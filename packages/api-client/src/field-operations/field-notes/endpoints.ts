import * as z from 'zod/mini';

import { defineEndpoints } from '../../endpoint';
import { auditEntrySchema } from '../../registers/audit/schemas';
import { idParamsSchema as params } from '../../ids';
import { fieldOperationsAccess as access } from '../access';
import {
  fieldNoteInputSchema,
  fieldNoteQuerySchema,
  fieldNoteSchema,
  fieldNoteUpdateSchema,
} from './schemas';
import { fieldNotePhotoLimitsSchema, fieldNotePhotoParamsSchema, fieldNotePhotoSchema } from './photos';

const photoParams = fieldNotePhotoParamsSchema;

/**
 * `/register/gas/apontamentos`: the current customer's field notes, newest first, and their photos.
 * `create` answers 201 with a new note, 200 with the note already stored under the body's `clientKey`
 * (the server declares that second answer). Photo uploads are multipart (fields read by the route, parts
 * `file` and `thumb`), 201 new or 200 the photo already stored under its `clientKey`; their bytes never
 * change (content-addressed), so their answers are cached for good. `history` is a note's audit trail, newest
 * first: its creation, edits, photos added and removed (the `photos` field, their ids), its removal.
 */
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
  history: {
    method: 'GET',
    path: '/register/gas/apontamentos/{id}/historico',
    params,
    response: z.array(auditEntrySchema),
    access,
  },
  /** How the device prepares photos (the server's FIELD_NOTE_PHOTO_* settings). */
  photoLimits: {
    method: 'GET',
    path: '/register/gas/apontamentos/fotos/limites',
    response: fieldNotePhotoLimitsSchema,
    access,
  },
  uploadPhoto: {
    method: 'POST',
    path: '/register/gas/apontamentos/{id}/fotos',
    params,
    response: fieldNotePhotoSchema,
    status: 201,
    access,
  },
  photo: {
    method: 'GET',
    path: '/register/gas/apontamentos/{id}/fotos/{photoId}',
    params: photoParams,
    responseType: 'blob',
    access,
  },
  photoThumbnail: {
    method: 'GET',
    path: '/register/gas/apontamentos/{id}/fotos/{photoId}/miniatura',
    params: photoParams,
    responseType: 'blob',
    access,
  },
  removePhoto: {
    method: 'DELETE',
    path: '/register/gas/apontamentos/{id}/fotos/{photoId}',
    params: photoParams,
    status: 204,
    access,
  },
});

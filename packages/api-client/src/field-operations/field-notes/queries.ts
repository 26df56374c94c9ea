import type { FieldNotesApi } from './api';
import type { FieldNoteQuery } from './schemas';
import { queryOptions } from '../../query-options';

type Api = { fieldOperations: { fieldNotes: FieldNotesApi } };

/** Query keys of field notes: resource → operation → params. Invalidate `all` after a write. */
export const fieldNoteKeys = {
  all: ['field-notes'] as const,
  list: (query: FieldNoteQuery = {}) => [...fieldNoteKeys.all, 'list', query] as const,
  detail: (id: number) => [...fieldNoteKeys.all, 'detail', id] as const,
  history: (id: number) => [...fieldNoteKeys.all, 'history', id] as const,
  photoLimits: () => [...fieldNoteKeys.all, 'photo-limits'] as const,
};

export function fieldNotesQueryOptions(api: Api, query: FieldNoteQuery = {}) {
  return queryOptions({
    queryKey: fieldNoteKeys.list(query),
    queryFn: () => api.fieldOperations.fieldNotes.list(query),
  });
}

export function fieldNoteQueryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: fieldNoteKeys.detail(id),
    queryFn: () => api.fieldOperations.fieldNotes.get(id),
  });
}

/**
 * A note's history. Every save by anyone adds to it, so it is read again whenever it is shown (staleTime
 * 0), like a register's (`auditTrailOptions`).
 */
export function fieldNoteHistoryOptions(api: Api, id: number) {
  return queryOptions({
    queryKey: fieldNoteKeys.history(id),
    queryFn: () => api.fieldOperations.fieldNotes.history(id),
    staleTime: 0,
  });
}

/** How photos are prepared before they are sent (the server's settings; they change only with a release). */
export function fieldNotePhotoLimitsQueryOptions(api: Api) {
  return queryOptions({
    queryKey: fieldNoteKeys.photoLimits(),
    queryFn: () => api.fieldOperations.fieldNotes.photoLimits(),
    staleTime: Infinity,
  });
}

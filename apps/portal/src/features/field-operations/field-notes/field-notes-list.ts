import { fieldNotesQueryOptions } from '@dossel/api-client';

import { withDeviceCopy, type CopyOwner } from '../../../lib/offline/device-copy';
import type { FieldOperationsScreenApi } from '../api/field-operations-api';

/** The name of the list's copy on the device. */
export const FIELD_NOTES_COPY = 'field-notes';

/**
 * The list's query, its answer kept on the device and answered from there when the network fails: the
 * screen opens offline for a user who opened it before (issue 18). The prefetch asks through it too.
 */
export function fieldNotesListOptions(api: FieldOperationsScreenApi, owner: CopyOwner | null) {
  const options = fieldNotesQueryOptions(api);
  return withDeviceCopy({
    queryKey: options.queryKey,
    fetch: () => api.fieldOperations.fieldNotes.list(),
    owner,
    name: FIELD_NOTES_COPY,
  });
}

import { createFieldOperationsApi, type FieldNoteInput, type Request } from '@dossel/api-client';

import type { NoteTransport } from './sync-runner';

/**
 * The sync runner's calls on the session's client (loaded with the first run, not with the shell: it
 * carries the contract's schemas). Queued values are the form's parsed input, sent as they were checked.
 */
export function noteTransportOn(request: Request): NoteTransport {
  const notes = createFieldOperationsApi(request).fieldNotes;
  return {
    create: (values, clientKey) => notes.create({ ...(values as FieldNoteInput), clientKey }),
    update: (id, values, version) => notes.update(id, { ...(values as FieldNoteInput), version }),
    uploadPhoto: (noteId, photo) =>
      notes.uploadPhoto(
        noteId,
        { clientKey: photo.clientKey, takenAt: photo.takenAt, width: photo.width, height: photo.height },
        { file: photo.blob, thumb: photo.thumb },
      ),
  };
}

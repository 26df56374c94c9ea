import { call } from '../../call';
import type { Request } from '../../client';
import type { Versioned } from '../../record-versions';
import type { AuditEntry } from '../../registers/audit/schemas';
import type { OnUploadProgress } from '../../upload-request';
import { fieldNotesEndpoints as endpoints } from './endpoints';
import type { FieldNotePhoto, FieldNotePhotoFields, FieldNotePhotoLimits } from './photos';
import type { FieldNote, FieldNoteInput, FieldNoteQuery } from './schemas';

/** A photo ready to send: the compressed image and its thumbnail, both JPEG or WebP. */
export interface FieldNotePhotoFiles {
  file: Blob;
  thumb: Blob;
}

/** The multipart body of a photo: its fields first, then the thumbnail, then the photo (the larger part last). */
function photoFormData(fields: FieldNotePhotoFields, { file, thumb }: FieldNotePhotoFiles): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  form.append('thumb', thumb, 'thumb.jpg');
  form.append('file', file, 'photo.jpg');
  return form;
}

/** The calls under `/register/gas/apontamentos`. */
export function createFieldNotesApi(request: Request) {
  return {
    /** The customer's field notes, newest first. */
    list: (query: FieldNoteQuery = {}): Promise<FieldNote[]> => call(request, endpoints.list, { query }),
    get: (id: number): Promise<FieldNote> => call(request, endpoints.get, { params: { id } }),
    /**
     * A new note; with a `clientKey` already used by the current customer, the note stored under it
     * instead (as it is now), so a retry after a lost answer never makes a second one.
     */
    create: (input: FieldNoteInput): Promise<FieldNote> => call(request, endpoints.create, { body: input }),
    update: (id: number, input: Versioned<FieldNoteInput>): Promise<FieldNote> =>
      call(request, endpoints.update, { params: { id }, body: input }),
    async remove(id: number): Promise<void> {
      await call(request, endpoints.remove, { params: { id } });
    },
    /** The note's history, newest first: who created it, changed it or its photos, and when. */
    history: (id: number): Promise<AuditEntry[]> => call(request, endpoints.history, { params: { id } }),
    /** How photos are prepared before they are sent: longest side, JPEG quality, size and count limits. */
    photoLimits: (): Promise<FieldNotePhotoLimits> => call(request, endpoints.photoLimits),
    /**
     * Adds a photo to note `id`; the same `clientKey` again answers the photo already stored. Refused with
     * 409 `errors.fieldNotes.tooManyPhotos` past the limit; `onProgress` hears the bytes going out.
     */
    uploadPhoto: (
      id: number,
      fields: FieldNotePhotoFields,
      files: FieldNotePhotoFiles,
      onProgress?: OnUploadProgress,
    ): Promise<FieldNotePhoto> =>
      call(request, endpoints.uploadPhoto, {
        params: { id },
        body: photoFormData(fields, files),
        onUploadProgress: onProgress,
      }),
    /** The photo's bytes. */
    photo: (id: number, photoId: number): Promise<Blob> =>
      call(request, endpoints.photo, { params: { id, photoId } }),
    /** The photo's thumbnail (320 px). */
    photoThumbnail: (id: number, photoId: number): Promise<Blob> =>
      call(request, endpoints.photoThumbnail, { params: { id, photoId } }),
    async removePhoto(id: number, photoId: number): Promise<void> {
      await call(request, endpoints.removePhoto, { params: { id, photoId } });
    },
  };
}
export type FieldNotesApi = ReturnType<typeof createFieldNotesApi>;

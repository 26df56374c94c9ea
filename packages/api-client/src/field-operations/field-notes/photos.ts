import * as z from 'zod/mini';

import { ID_TEXT_MAX_LENGTH } from '../../bounds';
import { idSchema, isMissing, pathId } from '../../fields';
import { requiredOrInvalid } from '../../validation';

/** A UUID written out: 36 characters. */
const UUID_LENGTH = 36;
/** `2026-11-28T14:03:00.000+00:00` and its kin are under 40 characters. */
const DATETIME_MAX_LENGTH = 40;
/** The largest side a photo may claim, in pixels (a 200 MP sensor's long side is ~16,000). */
export const MAX_PHOTO_EDGE_PX = 20_000;

/** The side of a photo's thumbnail, made by the device (no image code on the server). */
export const FIELD_NOTE_THUMB_EDGE_PX = 320;
/** The largest thumbnail the server keeps, in bytes (a 320 px JPEG is ~15 kB). */
export const FIELD_NOTE_THUMB_MAX_BYTES = 100_000;
/** The image types a photo or thumbnail may be; the server reads the type from the bytes, not the name. */
export const FIELD_NOTE_PHOTO_TYPES = ['image/jpeg', 'image/webp'] as const;

/** The codes of the photo refusals (api-client's locales, `errors.fieldNotes.*`). */
export const FIELD_NOTE_TOO_MANY_PHOTOS = 'errors.fieldNotes.tooManyPhotos';
export const FIELD_NOTE_PHOTO_TYPE = 'errors.fieldNotes.photoType';
export const FIELD_NOTE_PHOTO_TOO_LARGE = 'errors.fieldNotes.photoTooLarge';

/** A key a device makes for what it saves (a UUID), so the same save sent twice is known as one. */
export const clientKeySchema = () =>
  z
    .string({ error: requiredOrInvalid })
    .check(
      z.maxLength(UUID_LENGTH, { error: 'validation.invalid' }),
      z.uuid({ error: 'validation.invalid' }),
    );

/** A device key that old callers leave out (null). */
export const optionalClientKey = () =>
  z.pipe(
    z.optional(z.nullable(clientKeySchema())),
    z.transform((value) => (isMissing(value) ? null : (value as string))),
  );

/** A moment by the device's clock, ISO 8601 with its offset (`2026-11-28T10:03:00-03:00`). */
export const deviceTime = () =>
  z
    .string({ error: requiredOrInvalid })
    .check(
      z.maxLength(DATETIME_MAX_LENGTH, { error: 'validation.invalid' }),
      z.iso.datetime({ offset: true, error: 'validation.invalid' }),
    );

/** A device moment that may be left out (null). */
export const optionalDeviceTime = () =>
  z.pipe(
    z.optional(z.nullable(deviceTime())),
    z.transform((value) => (isMissing(value) ? null : (value as string))),
  );

/** A whole number of pixels as a multipart field carries it (text). */
const pixels = () =>
  z.pipe(
    z.pipe(
      z.union(
        [z.string().check(z.maxLength(ID_TEXT_MAX_LENGTH, { error: 'validation.invalid' })), z.number()],
        { error: requiredOrInvalid },
      ),
      z.transform((value) => (value === '' ? NaN : Number(value))),
    ),
    z
      .int({ error: 'validation.invalid' })
      .check(
        z.gte(1, { error: 'validation.invalid' }),
        z.lte(MAX_PHOTO_EDGE_PX, { error: 'validation.invalid' }),
      ),
  );

/** A photo of a field note, as the API lists it with its note. Its bytes are read by id. */
export const fieldNotePhotoSchema = z.object({
  id: idSchema(),
  /** The key the device gave the photo: an upload repeated with it answers the stored photo. */
  clientKey: z.string(),
  width: z.int(),
  height: z.int(),
  /** Size of the photo (not the thumbnail), in bytes. */
  bytes: z.int(),
  /** When it was taken, by the device's clock. */
  takenAt: z.iso.datetime({ offset: true }),
});
export type FieldNotePhoto = z.infer<typeof fieldNotePhotoSchema>;

/**
 * The text fields of `POST /register/gas/apontamentos/{id}/fotos` (multipart; the parts `file`, the photo,
 * and `thumb`, its thumbnail, follow them): the photo's device key, when it was taken and its size.
 */
export const fieldNotePhotoFieldsSchema = z.object({
  clientKey: clientKeySchema(),
  takenAt: deviceTime(),
  width: pixels(),
  height: pixels(),
});
export type FieldNotePhotoFields = z.input<typeof fieldNotePhotoFieldsSchema>;
export type FieldNotePhotoValues = z.output<typeof fieldNotePhotoFieldsSchema>;

/**
 * `GET /register/gas/apontamentos/fotos/limites`: how the device prepares photos (the server's
 * FIELD_NOTE_PHOTO_* settings): longest side in pixels, JPEG quality (0–1), the largest photo in bytes and
 * how many photos a note may have.
 */
export const fieldNotePhotoLimitsSchema = z.object({
  maxEdgePx: z.int().check(z.positive()),
  jpegQuality: z.number().check(z.positive(), z.lte(1)),
  maxBytes: z.int().check(z.positive()),
  maxPhotosPerNote: z.int().check(z.positive()),
});
export type FieldNotePhotoLimits = z.infer<typeof fieldNotePhotoLimitsSchema>;

/** The path of a photo: its note and its own id. */
export const fieldNotePhotoParamsSchema = z.object({ id: pathId(), photoId: pathId() });

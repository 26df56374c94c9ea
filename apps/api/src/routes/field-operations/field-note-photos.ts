import type { Readable } from 'node:stream';

import multipart from '@fastify/multipart';
import {
  FIELD_NOTE_PHOTO_TOO_LARGE,
  FIELD_NOTE_PHOTO_TYPE,
  FIELD_NOTE_THUMB_MAX_BYTES,
  FIELD_NOTE_TOO_MANY_PHOTOS,
  fieldNotePhotoFieldsSchema,
  fieldNotePhotoSchema,
  fieldNotesEndpoints,
  replayOrCreate,
} from '@dossel/api-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { isUniqueViolation } from '../../db/constraint-violations';
import { found, Rejection } from '../../errors';
import { userOf } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import {
  createFieldNotePhotosRepository,
  publicPhoto,
  type StoredFieldNotePhoto,
} from '../../repositories/field-operations/field-note-photos';
import { createFieldNotesRepository } from '../../repositories/field-operations/field-notes';
import { releaseStoredFile } from '../../repositories/stored-files';
import { MissingFileError, type DocumentStorage } from '../../storage/document-storage';
import { readMultipartUpload, type Upload } from '../registers/multipart-upload';
import { validationFailure } from '../registers/shared';
import { routeOf } from '../endpoint-route';
import { currentCustomer } from './current-customer';
import { imageTypeOf } from './image-type';

/** A photo's bytes never change under its id (content-addressed storage): the browser keeps them for good. */
const FOREVER = 'private, max-age=31536000, immutable';

const tooLarge = (field: string) => new Rejection(413, FIELD_NOTE_PHOTO_TOO_LARGE, field);

/** The first bytes of a stored file, enough to tell its image type. */
async function headOf(storage: DocumentStorage, key: string): Promise<Buffer> {
  const stream = await storage.get(key);
  try {
    for await (const chunk of stream) return chunk as Buffer;
    return Buffer.alloc(0);
  } finally {
    stream.destroy();
  }
}

/**
 * `/register/gas/apontamentos/{id}/fotos`: the photos of the current customer's field notes (issue 18).
 * An upload carries the photo (`file`, at most FIELD_NOTE_PHOTO_MAX_MB) and its thumbnail (`thumb`, made
 * by the device), JPEG or WebP by their bytes; the same `clientKey` again answers the stored photo (200).
 * Bytes go to the document storage, where equal files are one file; a file no row uses is released.
 * A photo added or removed is recorded in its note's history (the note's `photos`); a replay records nothing.
 */
export default async function fieldNotePhotoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const notes = createFieldNotesRepository(app.db);
  const photos = createFieldNotePhotosRepository(app.db);
  const audit = createAuditTrail(app.db).of('fieldNotes', createFieldNotePhotosRepository);
  const storage: DocumentStorage = app.documentStorage;
  const limits = app.config.fieldNotePhotos;

  await app.register(multipart, {
    limits: { fileSize: limits.maxBytes, files: 2, fields: 8, fieldSize: 200, parts: 10 },
  });

  const release = (key: string) => releaseStoredFile(app.db, storage, key);

  const readUpload = async (request: FastifyRequest): Promise<Upload> => {
    try {
      return await readMultipartUpload(request, storage, release, ['file', 'thumb']);
    } catch (error) {
      if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge('file');
      throw error;
    }
  };

  /** The upload's fields and files, checked: the image types as the bytes say. */
  const checkUpload = async ({ fields, files }: Upload) => {
    const parsed = fieldNotePhotoFieldsSchema.safeParse(fields);
    const issues = parsed.success ? [] : [...parsed.error.issues];
    for (const part of ['file', 'thumb'])
      if (!files[part]) issues.push({ path: [part], message: 'validation.fileRequired' } as never);
    const { file, thumb } = files;
    if (!parsed.success || !file || !thumb) throw validationFailure(issues);
    if (thumb.size > FIELD_NOTE_THUMB_MAX_BYTES) throw tooLarge('thumb');
    const contentType = imageTypeOf(await headOf(storage, file.key));
    if (!contentType) throw new Rejection(415, FIELD_NOTE_PHOTO_TYPE, 'file');
    const thumbContentType = imageTypeOf(await headOf(storage, thumb.key));
    if (!thumbContentType) throw new Rejection(415, FIELD_NOTE_PHOTO_TYPE, 'thumb');
    return {
      values: parsed.data,
      files: { storageKey: file.key, thumbKey: thumb.key, contentType, thumbContentType, bytes: file.size },
    };
  };

  const sendFile = async (reply: FastifyReply, key: string, type: string, size?: number) => {
    let content: Readable;
    try {
      content = await storage.get(key);
    } catch (error) {
      if (error instanceof MissingFileError) throw new Rejection(404, 'errors.request.notFound');
      throw error;
    }
    reply.type(type).header('cache-control', FOREVER);
    if (size !== undefined) reply.header('content-length', size);
    return reply.send(content);
  };

  const findPhoto = async (request: FastifyRequest, { id, photoId }: { id: number; photoId: number }) =>
    found(await photos.find(currentCustomer(request), id, photoId));

  await routeOf(app, fieldNotesEndpoints.photoLimits, () => limits);

  await routeOf(
    app,
    fieldNotesEndpoints.uploadPhoto,
    { responses: { 200: fieldNotePhotoSchema } },
    async (request, reply) => {
      const customerId = currentCustomer(request);
      const note = found(await notes.find(customerId, request.params.id));
      const upload = await readUpload(request);
      let answer: { status: 200 | 201; record: StoredFieldNotePhoto } | undefined;
      try {
        const { values, files } = await checkUpload(upload);
        answer = await replayOrCreate(values.clientKey, {
          find: (clientKey) => photos.findByClientKey(customerId, note.id, clientKey),
          create: async () => {
            const maxPerNote = limits.maxPhotosPerNote;
            const photo = await audit.changed(userOf(request), note.id, (repo) =>
              repo.create(customerId, note.id, values, files, { now: new Date(), maxPerNote }),
            );
            if (!photo) throw new Rejection(409, FIELD_NOTE_TOO_MANY_PHOTOS);
            return photo;
          },
          isDuplicate: isUniqueViolation,
        });
      } finally {
        // A refusal or a replay keeps none of this upload's files (unless a stored photo shares the bytes).
        if (answer?.status !== 201) for (const file of Object.values(upload.files)) await release(file.key);
      }
      // 200 answers the same schema (the route's `responses`); the handler's type knows the declared 201 only.
      return reply.code(answer.status as 201).send(publicPhoto(answer.record));
    },
  );

  await routeOf(app, fieldNotesEndpoints.photo, async (request, reply) => {
    const photo = await findPhoto(request, request.params);
    return sendFile(reply, photo.storageKey, photo.contentType, photo.bytes);
  });

  await routeOf(app, fieldNotesEndpoints.photoThumbnail, async (request, reply) => {
    const photo = await findPhoto(request, request.params);
    return sendFile(reply, photo.thumbKey, photo.thumbContentType);
  });

  await routeOf(app, fieldNotesEndpoints.removePhoto, async (request, reply) => {
    const photo = await findPhoto(request, request.params);
    const { id } = request.params;
    const removed = await audit.changed(userOf(request), id, (repo) =>
      repo.delete(currentCustomer(request), id, photo.id),
    );
    if (removed) {
      await release(photo.storageKey);
      await release(photo.thumbKey);
    }
    return reply.code(204).send();
  });
}

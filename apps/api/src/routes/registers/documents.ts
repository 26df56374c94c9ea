import type { Readable } from 'node:stream';

import multipart from '@fastify/multipart';
import { type CustomerDocument, documentsEndpoints, pickLanguage } from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import { found, notFound, Rejection } from '../../errors';
import { userOf, type SessionUser } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { createDocumentTypesRepository } from '../../repositories/registers/document-types';
import {
  createDocumentsRepository,
  type DocumentFile,
  type StoredDocument,
} from '../../repositories/registers/documents';
import { releaseStoredFile } from '../../repositories/stored-files';
import { assertCustomerAccess } from '../../security/access';
import { MissingFileError, type DocumentStorage } from '../../storage/document-storage';
import { attachmentHeader } from './document-files';
import { createDocumentUploadCheck } from './document-upload-check';
import { documentsZip } from './documents-zip';
import { readMultipartUpload } from './multipart-upload';
import { routeOf } from '../endpoint-route';

const downloadFailed = () => new Rejection(404, 'errors.documents.downloadFailed');

/** The document without where its bytes are, as the API shows it. */
function publicDocument({
  storageKey: _key,
  contentType: _type,
  ...document
}: StoredDocument): CustomerDocument {
  return document;
}

/** Staff see every document; anyone else only those of the customers linked to them. */
function assertDocumentAccess(user: SessionUser, document: StoredDocument): void {
  if (!user.servicesAdmin) assertCustomerAccess(user, document.customerId);
}

/**
 * `/register/documents`: staff upload, change and delete; users linked to a document's customer (and
 * staff) list and download it. Files go through the document storage (content-addressed, see
 * storage/README.md); uploads are multipart, limited to DOCUMENT_MAX_MB, and must have the extension of
 * their document type.
 */
export default async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const documents = createDocumentsRepository(app.db);
  const types = createDocumentTypesRepository(app.db);
  const customers = createCustomersRepository(app.db);
  const audit = createAuditTrail(app.db).of('documents', createDocumentsRepository);
  const storage: DocumentStorage = app.documentStorage;

  await app.register(multipart, {
    limits: { fileSize: app.config.documentMaxBytes, files: 1, fields: 20, fieldSize: 10_000, parts: 30 },
  });

  const release = (key: string) => releaseStoredFile(app.db, storage, key);

  const readUpload = (request: FastifyRequest) => readMultipartUpload(request, storage, release);

  const checkUpload = createDocumentUploadCheck({ types, customers, release });

  const openFile = async (document: StoredDocument): Promise<Readable> => {
    try {
      return await storage.get(document.storageKey);
    } catch (error) {
      if (error instanceof MissingFileError) throw downloadFailed();
      throw error;
    }
  };

  await routeOf(app, documentsEndpoints.list, async (request) => {
    const user = userOf(request);
    const { customerId } = request.query;
    if (customerId !== undefined && !user.servicesAdmin) assertCustomerAccess(user, customerId);
    const customerIds = user.servicesAdmin ? undefined : [...user.services.keys()];
    const rows = await documents.list({ ...request.query, customerIds });
    return rows.map(publicDocument);
  });

  // The upload form says the limit before a file is sent (staff only: only they upload).
  await routeOf(app, documentsEndpoints.limits, () => ({ maxBytes: app.config.documentMaxBytes }));

  await routeOf(app, documentsEndpoints.get, async (request) => {
    const document = found(await documents.find(request.params.id));
    assertDocumentAccess(userOf(request), document);
    return publicDocument(document);
  });

  await routeOf(app, documentsEndpoints.download, async (request, reply) => {
    const document = found(await documents.find(request.params.id));
    assertDocumentAccess(userOf(request), document);
    const content = await openFile(document);
    return reply
      .type(document.contentType)
      .header('content-length', document.size)
      .header('content-disposition', attachmentHeader(document.name))
      .send(content);
  });

  // Spec section 9: at most 20 documents at a time, answered as one ZIP streamed as it is made.
  await routeOf(app, documentsEndpoints.downloadMany, async (request, reply) => {
    const ids = [...new Set(request.body.ids)];
    const rows = await documents.findMany(ids);
    if (rows.length !== ids.length) throw notFound();
    const user = userOf(request);
    for (const document of rows) assertDocumentAccess(user, document);
    const ordered = ids.map((id) => rows.find((row) => row.id === id) as StoredDocument);
    const contents: Readable[] = [];
    try {
      for (const document of ordered) contents.push(await openFile(document));
    } catch (error) {
      for (const content of contents) content.destroy();
      throw error;
    }
    const zip = documentsZip(ordered, contents, pickLanguage(request.headers['accept-language']), new Date());
    return reply
      .type('application/zip')
      .header('content-disposition', attachmentHeader(zip.fileName))
      .send(zip.stream);
  });

  await routeOf(app, documentsEndpoints.upload, async (request, reply) => {
    const upload = await readUpload(request);
    const { values, file } = await checkUpload(upload, true);
    const document = await audit.created(userOf(request), (repo) =>
      repo.create(values, file as DocumentFile, new Date()),
    );
    return reply.code(201).send(publicDocument(document));
  });

  await routeOf(app, documentsEndpoints.update, async (request) => {
    const current = found(await documents.find(request.params.id));
    const upload = await readUpload(request);
    const { values, file } = await checkUpload(upload, false, current);
    const replaced = file !== null && file.storageKey !== current.storageKey;
    let document: StoredDocument | undefined;
    try {
      document = await audit.changed(userOf(request), current.id, (repo) =>
        repo.update(current.id, values, file, new Date(), values.version as number),
      );
    } finally {
      // Refused (someone else saved first, or it is gone): the new file is nobody's.
      if (replaced && !document) await release(file.storageKey);
    }
    if (replaced) await release(current.storageKey);
    return publicDocument(found(document));
  });

  await routeOf(app, documentsEndpoints.remove, async (request, reply) => {
    const document = found(await documents.find(request.params.id));
    await audit.removed(userOf(request), document.id, (repo) => repo.delete(document.id));
    await release(document.storageKey);
    return reply.code(204).send();
  });
}

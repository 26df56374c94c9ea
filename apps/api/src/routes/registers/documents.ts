import type { Readable } from 'node:stream';

import multipart from '@fastify/multipart';
import {
  type CustomerDocument,
  documentFieldsSchema,
  documentsEndpoints,
  documentUpdateFieldsSchema,
  type DocumentValues,
  type Language,
  pickLanguage,
} from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZipFile } from 'yazl';

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
import { attachmentHeader, contentTypeFor, extensionOf, isCompressed, uniqueNames } from './document-files';
import { readMultipartUpload, type Upload } from './multipart-upload';
import { validationFailure } from './shared';
import { routeOf } from '../endpoint-route';

const downloadFailed = () => new Rejection(404, 'errors.documents.downloadFailed');

/** The words of a ZIP's read-me, in the language the request asked for. */
const README_TEXTS: Record<
  Language,
  { file: string; zip: string; title: string; customer: string; madeAt: string; documents: string }
> = {
  'pt-BR': {
    file: 'LEIA-ME.txt',
    zip: 'documentos',
    title: 'Dossel — documentos baixados',
    customer: 'Cliente',
    madeAt: 'Gerado em',
    documents: 'Documentos',
  },
  'en-US': {
    file: 'READ-ME.txt',
    zip: 'documents',
    title: 'Dossel — downloaded documents',
    customer: 'Customer',
    madeAt: 'Made on',
    documents: 'Documents',
  },
  es: {
    file: 'LEAME.txt',
    zip: 'documentos',
    title: 'Dossel — documentos descargados',
    customer: 'Cliente',
    madeAt: 'Generado el',
    documents: 'Documentos',
  },
};

/**
 * What a ZIP holds, so it explains itself once away from the portal: the customer, each document with its
 * type, category, subject and date, and when the ZIP was made. A BOM lets every text editor see UTF-8.
 */
function readMe(
  language: Language,
  documents: readonly StoredDocument[],
  names: readonly string[],
  now: Date,
) {
  const texts = README_TEXTS[language];
  const date = (value: Date | string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(value));
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' }).format(now);
  const customers = [...new Set(documents.map((document) => document.customerName))].join(', ');
  const lines = [
    texts.title,
    '',
    `${texts.customer}: ${customers}`,
    `${texts.madeAt}: ${date(now)} ${time} (UTC)`,
    '',
    `${texts.documents} (${documents.length}):`,
    ...documents.map(
      (document, index) =>
        `- ${names[index]} — ${document.documentTypeDescription} / ${document.documentCategoryName} / ` +
        `${document.documentSubjectName} — ${date(document.createdAt)}`,
    ),
  ];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

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

  /**
   * Checks the fields and the file against the registers; the file is released when anything is wrong.
   * An update (`current` given) must also say the version it was read at.
   */
  const checkUpload = async (
    upload: Upload,
    fileRequired: boolean,
    current?: StoredDocument,
  ): Promise<{ values: DocumentValues & { version?: number }; file: DocumentFile | null }> => {
    try {
      const parsed = (current ? documentUpdateFieldsSchema : documentFieldsSchema).safeParse(upload.fields);
      const issues = parsed.success ? [] : [...parsed.error.issues];
      if (fileRequired && !upload.file)
        issues.push({ path: ['file'], message: 'validation.fileRequired' } as never);
      if (!parsed.success || issues.length > 0) throw validationFailure(issues);
      const values = parsed.data;
      const type = await types.find(values.documentTypeId);
      if (!type) throw new Rejection(400, 'validation.invalid', 'documentTypeId');
      if (!(await types.categoryExists(values.documentCategoryId)))
        throw new Rejection(400, 'validation.invalid', 'documentCategoryId');
      if (!(await types.subjectExists(values.documentSubjectId)))
        throw new Rejection(400, 'validation.invalid', 'documentSubjectId');
      if (!(await customers.exists(values.customerId)))
        throw new Rejection(400, 'validation.invalid', 'customerId');
      const name = upload.file?.name ?? current?.name ?? '';
      if (extensionOf(name) !== type.extension)
        throw new Rejection(400, 'errors.documents.extensionMismatch', 'file');
      const file = upload.file && {
        name: upload.file.name,
        storageKey: upload.file.key,
        size: upload.file.size,
        contentType: contentTypeFor(upload.file.name),
      };
      return { values, file };
    } catch (error) {
      if (upload.file) await release(upload.file.key);
      throw error;
    }
  };

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
    const language = pickLanguage(request.headers['accept-language']);
    const texts = README_TEXTS[language];
    const now = new Date();
    const zip = new ZipFile();
    // The read-me's name joins the others, so a document called like it cannot take its place.
    const names = uniqueNames([...ordered.map((document) => document.name), texts.file]);
    ordered.forEach((document, index) => {
      zip.addReadStream(contents[index] as Readable, names[index] as string, {
        mtime: new Date(document.updatedAt),
        compress: !isCompressed(document.name),
      });
    });
    zip.addBuffer(readMe(language, ordered, names, now), names[ordered.length] as string, { mtime: now });
    zip.end();
    return reply
      .type('application/zip')
      .header('content-disposition', attachmentHeader(`${texts.zip}-${now.toISOString().slice(0, 10)}.zip`))
      .send(zip.outputStream);
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

import multipart from '@fastify/multipart';
import {
  DATED_IMPORT_KINDS,
  fileExtension,
  type Import,
  IMPORT_EXTENSIONS,
  IMPORT_FIELDS,
  type ImportableKind,
  type ImportCounts,
  importFieldsSchema,
  importProblemText,
  IMPORTS_LISTED,
  importSchema,
  importsEndpoints,
  type ImportStatus,
  pickLanguage,
} from '@dossel/api-client';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { ImportsTable } from '../../db/schema-imports';
import { found, Rejection } from '../../errors';
import { importPreview } from '../../imports/publish/preview';
import { createReaderPool } from '../../imports/read/reader-pool';
import { importRunner } from '../../imports/run/import-runner-plugin';
import { actorOf, assertApiKeyCustomer } from '../../plugins/app/authentication';
import { createAuditTrail } from '../../repositories/audit/audit-trail';
import {
  createImportsRepository,
  writeImportData,
  type ImportsRepository,
  type NewImport,
} from '../../repositories/imports';
import { createCustomersRepository } from '../../repositories/registers/customers';
import { releaseStoredFile } from '../../repositories/stored-files';
import { attachmentHeader } from './document-files';
import { readMultipartUpload, type Upload } from './multipart-upload';
import { validationFailure } from './shared';
import { routeOf } from '../endpoint-route';

const conflict = (key: string) => new Rejection(409, `errors.imports.${key}`);

/** An import's row as the API shows it. */
function toImport(row: Selectable<ImportsTable> & { customer_name: string }, current: boolean): Import {
  return importSchema.parse({
    id: row.id,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    kind: row.kind,
    monitoring_date: row.monitoring_date,
    source: row.source,
    status: row.status,
    file_name: row.file_name,
    file_size: row.file_size,
    mapping: row.mapping && JSON.parse(row.mapping),
    counts: row.counts && JSON.parse(row.counts),
    failure: row.failure_code && {
      code: row.failure_code,
      ...(row.failure_params ? { params: JSON.parse(row.failure_params) } : {}),
    },
    problem_count: row.problem_count,
    progress_done: row.progress_done,
    progress_total: row.progress_total,
    created_by_name: row.created_by_name,
    created_at: row.created_at,
    finished_at: row.finished_at,
    published_at: row.published_at,
    published_by_name: row.published_by_name,
    rolled_back_at: row.rolled_back_at,
    rolled_back_by_name: row.rolled_back_by_name,
    current,
  });
}

/** A CSV cell: quoted when it holds the delimiter, a quote or a line break. */
const csvCell = (value: string | number | null, delimiter: string) => {
  const text = value === null ? '' : String(value);
  return /["\r\n]/.test(text) || text.includes(delimiter) ? `"${text.replaceAll('"', '""')}"` : text;
};

const CSV_HEADERS = {
  'pt-BR': ['Item', 'Campo', 'Problema'],
  'en-US': ['Item', 'Field', 'Problem'],
  es: ['Elemento', 'Campo', 'Problema'],
} as const;

/**
 * `/register/imports` (issue 15, decision 013): staff — or a script with an API key scoped to imports —
 * upload a file for a customer, follow it as a background job reads it, look at its problems and preview,
 * and publish, roll back or discard it. Files go through the document storage, up to IMPORT_MAX_MB.
 */
export default async function importRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const imports = createImportsRepository(app.db);
  const customers = createCustomersRepository(app.db);
  const storage = app.documentStorage;
  const audit = createAuditTrail(app.db).of('imports', createImportsRepository);
  /** Who asks for a step, as its job carries it. */
  const by = (request: FastifyRequest) => {
    const actor = actorOf(request);
    return { name: actor.name, userId: actor.userId };
  };
  const runner = importRunner(app, createReaderPool);

  await app.register(multipart, {
    limits: { fileSize: app.config.importMaxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
  });

  /** The import, or 404; one a customer-scoped key may see. */
  const importFor = async (request: FastifyRequest, id: number) => {
    const row = found(await imports.findWithCustomer(id));
    assertApiKeyCustomer(request, row.customer_id);
    return row;
  };
  /** The imports as answered, each saying whether it is the current publication of its kind (and date). */
  const answered = async (rows: (Selectable<ImportsTable> & { customer_name: string })[]) => {
    const current = await imports.currentPublished(rows.filter((row) => row.status === 'published'));
    return rows.map((row) => toImport(row, current.has(row.id)));
  };
  const answer = async (id: number) =>
    (await answered([found(await imports.findWithCustomer(id))]))[0] as Import;

  const release = (key: string) => releaseStoredFile(app.db, storage, key);

  /** Checks the upload's fields and file; the file is released when anything is wrong. */
  const checkUpload = async (request: FastifyRequest, upload: Upload) => {
    try {
      const parsed = importFieldsSchema.safeParse(upload.fields);
      if (!parsed.success) throw validationFailure(parsed.error.issues);
      const fields = parsed.data;
      if (!upload.file) throw new Rejection(400, 'validation.fileRequired', 'file');
      const accepted: readonly string[] = IMPORT_EXTENSIONS[fields.kind];
      if (!accepted.includes(fileExtension(upload.file.name)))
        throw new Rejection(400, 'errors.imports.unsupportedFile', 'file');
      if (!(await customers.exists(fields.customer_id)))
        throw new Rejection(400, 'errors.users.unknownCustomer', 'customer_id');
      assertApiKeyCustomer(request, fields.customer_id);
      return { fields, file: upload.file };
    } catch (error) {
      if (upload.file) await release(upload.file.key);
      throw error;
    }
  };

  await routeOf(app, importsEndpoints.list, async (request) => {
    const scoped = request.apiKey?.customerId ?? undefined;
    const customerId = request.query.customer_id ?? scoped;
    if (customerId !== undefined) assertApiKeyCustomer(request, customerId);
    return answered(await imports.list(IMPORTS_LISTED, customerId));
  });

  await routeOf(app, importsEndpoints.upload, async (request, reply) => {
    const { fields, file } = await checkUpload(request, await readMultipartUpload(request, storage, release));
    const actor = actorOf(request);
    const source = !request.apiKey ? 'ui' : fields.source === 'cli' ? 'cli' : 'api';
    const values: NewImport = {
      customerId: fields.customer_id,
      kind: fields.kind,
      monitoringDate: DATED_IMPORT_KINDS.includes(fields.kind)
        ? (fields.monitoring_date?.trim() ?? null)
        : null,
      source,
      fileName: file.name,
      fileSize: file.size,
      storageKey: file.key,
      createdByName: actor.name,
    };
    // A user's upload opens the import's history in the audit trail; a key's is on the import's row.
    const create = (repo: ImportsRepository) => repo.create(values, new Date());
    const id =
      actor.userId === null
        ? await create(imports)
        : (await audit.created({ id: actor.userId }, async (repo) => ({ id: await create(repo) }))).id;
    await runner.queueValidation(id, file.name, by(request));
    return reply.code(201).send(await answer(id));
  });

  await routeOf(
    app,
    importsEndpoints.get,
    async (request) => (await answered([await importFor(request, request.params.id)]))[0] as Import,
  );

  await routeOf(app, importsEndpoints.problems, async (request) => {
    await importFor(request, request.params.id);
    return imports.problems(request.params.id);
  });

  await routeOf(app, importsEndpoints.problemsCsv, async (request, reply) => {
    const row = await importFor(request, request.params.id);
    const language = pickLanguage(request.headers['accept-language']);
    // Spreadsheets in Brazil and Spain split on ';' (their decimal comma takes ',').
    const delimiter = language === 'en-US' ? ',' : ';';
    const lines = [CSV_HEADERS[language].join(delimiter)];
    for (const problem of await imports.problems(row.id)) {
      const text = importProblemText(language, problem.code, problem.params);
      lines.push([problem.item, problem.field, text].map((cell) => csvCell(cell, delimiter)).join(delimiter));
    }
    const name = `${row.file_name.replace(/\.[^.]*$/, '')}-problems.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentHeader(name))
      .send(`\uFEFF${lines.join('\r\n')}\r\n`);
  });

  await routeOf(app, importsEndpoints.preview, async (request) =>
    importPreview(app.db, await importFor(request, request.params.id)),
  );

  await routeOf(app, importsEndpoints.remap, async (request) => {
    const row = await importFor(request, request.params.id);
    // Only a file with columns (attributes, properties) has anything to map; a raster has none.
    const columns = row.counts ? (JSON.parse(row.counts) as ImportCounts).columns : [];
    if (columns.length === 0) throw conflict('noMapping');
    const fields: readonly string[] = IMPORT_FIELDS[row.kind as ImportableKind] ?? [];
    const mapping = Object.fromEntries(fields.map((field) => [field, request.body[field] ?? null]));
    const moved = await imports.move(row.id, ['ready', 'invalid'], 'queued', {
      mapping: JSON.stringify(mapping),
      finished_at: null,
    });
    if (moved !== 'moved') throw conflict('noMapping');
    await writeImportData(app.db, 'import_staged', row.id, []);
    await runner.queueValidation(row.id, row.file_name, by(request));
    return answer(row.id);
  });

  /** Moves the import for a step and queues its job; 409 when it is not where the step starts. */
  const step = async (
    request: FastifyRequest,
    id: number,
    from: ImportStatus,
    to: ImportStatus,
    refused: string,
  ) => {
    const row = await importFor(request, id);
    const moved = await imports.move(row.id, [from], to);
    if (moved === 'busy') throw conflict('busy');
    if (moved !== 'moved') throw conflict(refused);
    return row;
  };

  await routeOf(app, importsEndpoints.publish, async (request) => {
    const row = await step(request, request.params.id, 'ready', 'publishing', 'notReady');
    await runner.queuePublication(row.id, row.file_name, by(request));
    return answer(row.id);
  });

  await routeOf(app, importsEndpoints.rollback, async (request) => {
    const row = await importFor(request, request.params.id);
    const current = row.status === 'published' && (await imports.currentPublished([row])).has(row.id);
    if (!current) throw conflict('notLatest');
    await step(request, row.id, 'published', 'rollingBack', 'notLatest');
    await runner.queueRollback(row.id, row.file_name, by(request));
    return answer(row.id);
  });

  await routeOf(app, importsEndpoints.discard, async (request) => {
    const row = await importFor(request, request.params.id);
    const moved = await imports.move(row.id, ['ready', 'invalid'], 'discarded', {
      finished_at: new Date().toISOString(),
    });
    if (moved !== 'moved') throw conflict('notDiscardable');
    await writeImportData(app.db, 'import_staged', row.id, []);
    return answer(row.id);
  });
}

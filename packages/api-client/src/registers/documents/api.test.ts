import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createApiClient } from '../../api-client';
import { ApiError } from '../../errors';
import { fakeRequest } from '../../testing/fake-api-client';
import type { UploadProgress } from '../../upload-request';
import { createDocumentsApi } from './api';
import type { DownloadProgress } from './download-progress';
import { documentFormSchema, type CustomerDocument } from './schemas';

/** A stream that sends the given chunks one by one, as a slow network would. */
function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe('document downloads with progress', () => {
  it('reports each chunk of one document against its size and hands back the whole file', async () => {
    const api = createDocumentsApi(
      fakeRequest({ 'GET /register/documents/7/download': () => streamOf('abc', 'defg') }),
    );
    const seen: DownloadProgress[] = [];
    const file = await api.download(7, { size: 7, onProgress: (progress) => seen.push(progress) });
    expect(await file.text()).toBe('abcdefg');
    expect(seen).toEqual([
      { loaded: 0, total: 7 },
      { loaded: 3, total: 7 },
      { loaded: 7, total: 7 },
    ]);
  });

  it('sends the ids of a ZIP and reports bytes without a total, its size being unknown beforehand', async () => {
    let body: unknown;
    const api = createDocumentsApi(
      fakeRequest({
        'POST /register/documents/download': (options) => {
          body = options.body;
          return streamOf('PK', 'zip');
        },
      }),
    );
    const seen: DownloadProgress[] = [];
    const zip = await api.downloadMany([1, 2], (progress) => seen.push(progress));
    expect(body).toEqual({ ids: [1, 2] });
    expect(zip.type).toBe('application/zip');
    expect(zip.size).toBe(5);
    expect(seen.at(-1)).toEqual({ loaded: 5, total: null });
  });

  it('reads a file answered whole, as the fake client of stories does', async () => {
    const api = createDocumentsApi(
      fakeRequest({
        'GET /register/documents/3/download': () => new Blob(['hello'], { type: 'text/plain' }),
      }),
    );
    const seen: DownloadProgress[] = [];
    const file = await api.download(3, { size: 5, onProgress: (progress) => seen.push(progress) });
    expect(await file.text()).toBe('hello');
    expect(file.type).toBe('text/plain');
    expect(seen.at(-1)).toEqual({ loaded: 5, total: 5 });
  });
});

/**
 * The browser's XMLHttpRequest, which Node lacks: it records what the client sends and plays the
 * server's side of one call (`reply`), progress events included.
 */
class ServerSideOfXhr {
  static reply: (xhr: ServerSideOfXhr) => void = () => undefined;
  static sent: ServerSideOfXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress: ((event: Pick<ProgressEvent, 'loaded' | 'total' | 'lengthComputable'>) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
    ServerSideOfXhr.sent.push(this);
    queueMicrotask(() => ServerSideOfXhr.reply(this));
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const storedDocument: CustomerDocument = {
  id: 9,
  customerId: 1,
  customerName: 'Reflorestadora Serra Azul',
  documentTypeId: 1,
  documentTypeDescription: 'Relatório técnico',
  extension: 'pdf',
  documentCategoryId: 1,
  documentCategoryName: 'Relatórios técnicos',
  documentSubjectId: 3,
  documentSubjectName: 'Monitoramento',
  name: 'laudo.pdf',
  description: null,
  size: 10,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
  version: 1,
};

const fields = { customerId: 1, documentTypeId: 1, documentCategoryId: 1, documentSubjectId: 3 };
const pdf = () => ({ blob: new Blob(['%PDF-1.7 0123456789']), name: 'laudo.pdf' });

describe('document uploads with progress', () => {
  beforeEach(() => {
    ServerSideOfXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', ServerSideOfXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  const client = (onUnauthorized?: (error: ApiError) => void) =>
    createApiClient({ baseURL: '/api/', getToken: () => 'staff-token', locale: () => 'es', onUnauthorized });

  it('sends the fields and the file with the session token and language, reporting the bytes sent', async () => {
    ServerSideOfXhr.reply = (xhr) => {
      xhr.progress(8, 20);
      xhr.progress(20, 20);
      xhr.answer(201, storedDocument);
    };
    const seen: UploadProgress[] = [];
    const saved = await client().registers.documents.upload(fields, pdf(), (progress) => seen.push(progress));

    expect(saved).toEqual(storedDocument);
    expect(seen).toEqual([
      { loaded: 8, total: 20 },
      { loaded: 20, total: 20 },
    ]);
    const [call] = ServerSideOfXhr.sent;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/api/register/documents',
      headers: { authorization: 'Bearer staff-token', 'accept-language': 'es' },
    });
    const form = call?.body as FormData;
    const sentFields = ['customerId', 'documentTypeId', 'documentCategoryId', 'documentSubjectId'];
    expect(sentFields.map((name) => form.get(name))).toEqual(['1', '1', '1', '3']);
    expect((form.get('file') as File).name).toBe('laudo.pdf');
  });

  it('replaces the file of an existing document the same way, with the version it was read at', async () => {
    ServerSideOfXhr.reply = (xhr) => xhr.answer(200, { ...storedDocument, name: 'laudo-v2.pdf', version: 2 });
    const update = { ...fields, version: 1 };
    const saved = await client().registers.documents.update(9, update, pdf(), () => undefined);
    expect(saved.name).toBe('laudo-v2.pdf');
    expect(ServerSideOfXhr.sent[0]).toMatchObject({ method: 'PUT', url: '/api/register/documents/9' });
    expect((ServerSideOfXhr.sent[0]?.body as FormData).get('version')).toBe('1');
  });

  it("turns a refusal into an ApiError whose first reason is the server's", async () => {
    ServerSideOfXhr.reply = (xhr) =>
      xhr.answer(400, [
        {
          message: 'La extensión del archivo no corresponde al tipo de documento.',
          code: 'documents.extensionMismatch',
          field: 'file',
        },
      ]);
    const error = await client()
      .registers.documents.upload(fields, pdf(), () => undefined)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'documents.extensionMismatch',
      message: 'La extensión del archivo no corresponde al tipo de documento.',
    });
  });

  it('reports a lapsed session to onUnauthorized, as every other call does', async () => {
    ServerSideOfXhr.reply = (xhr) =>
      xhr.answer(401, [{ message: 'Sesión expirada.', code: 'auth.sessionExpired', field: null }]);
    const lapses: ApiError[] = [];
    await expect(
      client((error) => lapses.push(error)).registers.documents.upload(fields, pdf(), () => undefined),
    ).rejects.toMatchObject({ status: 401 });
    expect(lapses.map((lapse) => lapse.code)).toEqual(['auth.sessionExpired']);
  });

  it('reports a lost connection and an answer without reasons with their transport codes', async () => {
    ServerSideOfXhr.reply = (xhr) => xhr.onerror?.();
    await expect(client().registers.documents.upload(fields, pdf(), () => undefined)).rejects.toMatchObject({
      status: 0,
      code: 'transport.network',
    });

    ServerSideOfXhr.reply = (xhr) => xhr.answer(502, undefined, 'Bad Gateway');
    await expect(client().registers.documents.upload(fields, pdf(), () => undefined)).rejects.toMatchObject({
      status: 502,
      code: 'transport.badStatus',
    });
  });
});

describe('the upload form schema', () => {
  const extensions = new Map([
    [1, 'pdf'],
    [2, 'csv'],
  ]);
  const newDocument = documentFormSchema({ extensions, maxBytes: 10 });
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
  const form = { customerId: '1', documentTypeId: '2', documentCategoryId: '1', documentSubjectId: '3' };

  it("asks for a file in the spec's words ('Por favor, importe um arquivo')", () => {
    expect(messages(newDocument.safeParse(form))).toEqual([['file', 'validation.fileRequired']]);
  });

  it("refuses a file whose extension is not the chosen type's, even before the other fields are filled", () => {
    const file = new File(['a;b'], 'planilha.PDF');
    expect(messages(newDocument.safeParse({ documentTypeId: '2', file }))).toEqual([
      ['documentCategoryId', 'validation.required'],
      ['documentSubjectId', 'validation.required'],
      ['customerId', 'validation.required'],
      ['file', 'errors.documents.extensionMismatch'],
    ]);
    expect(newDocument.safeParse({ ...form, file: new File(['a;b'], 'Planilha.CSV') }).success).toBe(true);
  });

  it('refuses a file over the server limit', () => {
    const file = new File(['12345678901'], 'grande.csv');
    expect(messages(newDocument.safeParse({ ...form, file }))).toEqual([
      ['file', 'errors.documents.fileTooLarge'],
    ]);
  });

  it('keeps the stored file of an edited document, which must then suit the chosen type', () => {
    const edited = documentFormSchema({ extensions, keptFileName: 'inventario.csv' });
    expect(edited.safeParse(form).data).toEqual({
      customerId: 1,
      documentTypeId: 2,
      documentCategoryId: 1,
      documentSubjectId: 3,
      description: null,
    });
    expect(messages(edited.safeParse({ ...form, documentTypeId: '1' }))).toEqual([
      ['file', 'errors.documents.extensionMismatch'],
    ]);
    expect(
      edited.safeParse({ ...form, documentTypeId: '1', file: new File(['%PDF'], 'novo.pdf') }).success,
    ).toBe(true);
  });
});

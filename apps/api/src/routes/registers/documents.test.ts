import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from './multipart-body';

let testApp: TestApp;
let staff: string;
let customer: string;
let outsider: string;

// A small limit so the too-large case needs only a small file.
const MAX_MB = '0.01';

beforeAll(async () => {
  testApp = await createTestApp({ DOCUMENT_MAX_MB: MAX_MB });
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
  customer = await signIn(testApp.app, 'cliente@demo.com.br');
  outsider = await signIn(testApp.app, 'novo@demo.com.br');
});
afterAll(() => testApp.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

interface Doc {
  id: number;
  customerId: number;
  name: string;
  size: number;
  documentTypeId: number;
  description: string | null;
}

/** Demo ids: types 1 pdf, 2 csv, 3 zip, 4 kml; category 4 "Planilha de dados"; subject 8 "Inventário florestal". */
const fields = { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 };

function upload(
  token: string,
  form: Record<string, string | number>,
  file?: { name: string; content: Buffer | string },
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/register/documents',
) {
  const body = multipartBody(form, file);
  return testApp.app.inject({
    method,
    url,
    payload: body.payload,
    headers: { ...body.headers, ...auth(token) },
  });
}

async function documentCount(): Promise<number> {
  return (await testApp.app.db.selectFrom('documents').select('id').execute()).length;
}

/** Every file under the documents folder (the storage), relative names. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(testApp.config.documentsDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** Reads a ZIP by its central directory: entry names and their (inflated) bytes. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(offset)).toBe(0x02014b50);
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const localStart =
      localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const data = zip.subarray(localStart, localStart + compressedSize);
    files.set(name, method === 8 ? inflateRawSync(data) : Buffer.from(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

describe('document types', () => {
  it('creates a type with its extension normalised, updates and deletes it', async () => {
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/document-types',
      payload: { description: 'Planilha Excel', extension: '.XLSX' },
      headers: auth(staff),
    });
    expect(created.statusCode).toBe(201);
    const type = created.json<{ id: number }>();
    expect(type).toMatchObject({ description: 'Planilha Excel', extension: 'xlsx' });
    const updated = await testApp.app.inject({
      method: 'PUT',
      url: `/api/register/document-types/${type.id}`,
      payload: { description: 'Planilha', extension: 'xls', version: 1 },
      headers: auth(staff),
    });
    expect(updated.json()).toEqual({ id: type.id, description: 'Planilha', extension: 'xls', version: 2 });
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/register/document-types/${type.id}`,
      headers: auth(staff),
    });
    expect(removed.statusCode).toBe(204);
  });

  it('requires description and extension', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/document-types',
      payload: { description: '', extension: '' },
      headers: auth(staff),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'description' },
      { message: 'Campo obrigatório', code: 'validation.required', field: 'extension' },
    ]);
  });

  it('refuses to delete a type that documents use', async () => {
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/register/document-types/1',
      headers: auth(staff),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }[]>()[0]?.code).toBe('documentTypes.inUse');
  });

  it('offers the categories and subjects of the upload form to any signed-in user', async () => {
    const categories = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/document-categories',
      headers: auth(customer),
    });
    expect(categories.json()).toContainEqual({ id: 1, name: 'Relatório técnico' });
    const subjects = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/document-subjects',
      headers: auth(outsider),
    });
    expect(subjects.json()).toContainEqual({ id: 1, name: 'Produtividade' });
  });
});

describe('document tenancy', () => {
  it('lists for a customer user only the documents of customers linked to them', async () => {
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents',
      headers: auth(customer),
    });
    const owners = new Set(mine.json<Doc[]>().map((d) => d.customerId));
    expect(owners).toEqual(new Set([1, 2]));

    const foreign = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents',
      headers: auth(outsider),
    });
    expect(new Set(foreign.json<Doc[]>().map((d) => d.customerId))).toEqual(new Set([2]));

    const all = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents',
      headers: auth(staff),
    });
    expect(new Set(all.json<Doc[]>().map((d) => d.customerId))).toEqual(new Set([1, 2, 3]));
  });

  it('filters by type and refuses a filter on a customer the user is not linked to', async () => {
    const pdfs = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents?documentTypeId=1',
      headers: auth(customer),
    });
    expect(pdfs.json<Doc[]>().length).toBeGreaterThan(0);
    expect(pdfs.json<Doc[]>().every((d) => d.documentTypeId === 1 && d.name.endsWith('.pdf'))).toBe(true);
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents?customerId=1',
      headers: auth(outsider),
    });
    expect(refused.statusCode).toBe(403);
  });

  it("refuses a user of another customer Serra Azul's document, its file and a ZIP holding it", async () => {
    const list = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents?customerId=1',
      headers: auth(staff),
    });
    const serraAzulDoc = list.json<Doc[]>()[0] as Doc;
    for (const url of [
      `/api/register/documents/${serraAzulDoc.id}`,
      `/api/register/documents/${serraAzulDoc.id}/download`,
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: auth(outsider) });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('%PDF');
    }
    const zip = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents/download',
      payload: { ids: [5, serraAzulDoc.id] },
      headers: auth(outsider),
    });
    expect(zip.statusCode).toBe(403);
  });

  it('refuses uploads and deletions by customer users, changing nothing', async () => {
    const before = await documentCount();
    const response = await upload(customer, fields, { name: 'x.csv', content: 'a;b\n' });
    expect(response.statusCode).toBe(403);
    const removal = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/register/documents/1',
      headers: auth(customer),
    });
    expect(removal.statusCode).toBe(403);
    expect(await documentCount()).toBe(before);
  });
});

describe('document upload and download', () => {
  it('stores an upload and downloads the same bytes with its name', async () => {
    const content = Buffer.from('parcela;volume\nP001;120,5\nP002;98,1\n', 'utf8');
    const response = await upload(
      staff,
      { ...fields, description: 'Volumes de 2025' },
      { name: 'Volumes 2025 (versão final).csv', content },
    );
    expect(response.statusCode).toBe(201);
    const doc = response.json<Doc>();
    expect(doc).toMatchObject({
      customerId: 1,
      name: 'Volumes 2025 (versão final).csv',
      size: content.length,
      description: 'Volumes de 2025',
      documentTypeId: 2,
    });

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/register/documents/${doc.id}/download`,
      headers: auth(customer),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);
    expect(download.headers['content-type']).toMatch(/^text\/csv/);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Volumes 2025 (versao final).csv"; filename*=UTF-8''Volumes%202025%20%28vers%C3%A3o%20final%29.csv`,
    );
  });

  it('stores equal content once', async () => {
    const before = (await storedFiles()).length;
    const content = 'conteúdo repetido\n';
    expect((await upload(staff, fields, { name: 'um.csv', content })).statusCode).toBe(201);
    expect((await upload(staff, fields, { name: 'dois.csv', content })).statusCode).toBe(201);
    expect((await storedFiles()).length).toBe(before + 1);
  });

  it('asks for a file when none comes, with the field errors too', async () => {
    const before = await documentCount();
    const response = await upload(staff, { ...fields, documentSubjectId: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      { message: 'Campo obrigatório', code: 'validation.required', field: 'documentSubjectId' },
      { message: 'Por favor, importe um arquivo', code: 'validation.fileRequired', field: 'file' },
    ]);
    const empty = await upload(staff, fields, { name: '', content: '' });
    expect(empty.json()).toEqual([
      { message: 'Por favor, importe um arquivo', code: 'validation.fileRequired', field: 'file' },
    ]);
    expect(await documentCount()).toBe(before);
  });

  it("refuses a file whose extension is not the document type's, keeping nothing", async () => {
    const filesBefore = (await storedFiles()).length;
    const response = await upload(
      staff,
      { ...fields, documentTypeId: 1 },
      { name: 'planilha.csv', content: 'a;b\nnova\n' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      {
        message: 'A extensão do arquivo não corresponde ao tipo de documento.',
        code: 'documents.extensionMismatch',
        field: 'file',
      },
    ]);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it('tells staff the size limit, so the upload form can say it before a file is sent', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents/limits',
      headers: auth(staff),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ maxBytes: Math.round(Number(MAX_MB) * 1024 * 1024) });
  });

  it('refuses a file over the size limit with a translated 413, keeping nothing', async () => {
    const before = await documentCount();
    const filesBefore = (await storedFiles()).length;
    const tooLarge = Buffer.alloc(Math.round(Number(MAX_MB) * 1024 * 1024) + 1, 0x61);
    const response = await upload(staff, fields, { name: 'grande.csv', content: tooLarge });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual([
      { message: 'A requisição é grande demais.', code: 'request.tooLarge', field: null },
    ]);
    expect(await documentCount()).toBe(before);
    expect((await storedFiles()).length).toBe(filesBefore);
  });

  it('keeps only the last segment of a name with a path in it', async () => {
    const response = await upload(staff, fields, { name: '../../../etc/passwd.csv', content: 'root;x\n' });
    expect(response.statusCode).toBe(201);
    expect(response.json<Doc>().name).toBe('passwd.csv');
    const windows = await upload(staff, fields, { name: '..\\..\\boot\\ini.csv', content: 'windows;x\n' });
    expect(windows.json<Doc>().name).toBe('ini.csv');
    // Everything stored stays inside the documents folder, under content hashes.
    for (const file of await storedFiles()) {
      expect(file.startsWith(testApp.config.documentsDir)).toBe(true);
      expect(file).toMatch(/\/[a-f0-9]{2}\/[a-f0-9]{64}$/);
    }
  });

  it('updates the metadata alone, then replaces the file', async () => {
    const created = (await upload(staff, fields, { name: 'antes.csv', content: 'antes\n' })).json<Doc>();
    const url = `/api/register/documents/${created.id}`;
    const metadata = await upload(
      staff,
      { ...fields, customerId: 2, description: 'Movido', version: 1 },
      undefined,
      'PUT',
      url,
    );
    expect(metadata.statusCode).toBe(200);
    expect(metadata.json()).toMatchObject({ customerId: 2, name: 'antes.csv', description: 'Movido' });

    const wrongType = await upload(
      staff,
      { ...fields, documentTypeId: 1, version: 2 },
      undefined,
      'PUT',
      url,
    );
    expect(wrongType.json<{ code: string }[]>()[0]?.code).toBe('documents.extensionMismatch');

    const replaced = await upload(
      staff,
      { ...fields, customerId: 2, version: 2 },
      { name: 'depois.csv', content: 'depois\n' },
      'PUT',
      url,
    );
    expect(replaced.json()).toMatchObject({ name: 'depois.csv', size: 7 });
    const download = await testApp.app.inject({
      method: 'GET',
      url: `${url}/download`,
      headers: auth(outsider),
    });
    expect(download.body).toBe('depois\n');
  });

  it('keeps no file of an update read at an older version: it is refused and changes nothing', async () => {
    const created = (await upload(staff, fields, { name: 'versao.csv', content: 'primeira\n' })).json<Doc>();
    const url = `/api/register/documents/${created.id}`;
    expect((await upload(staff, { ...fields, version: 1 }, undefined, 'PUT', url)).statusCode).toBe(200);
    const filesBefore = (await storedFiles()).sort();

    const stale = await upload(
      staff,
      { ...fields, description: 'Atrasada', version: 1 },
      { name: 'versao.csv', content: 'outra versao, nunca guardada\n' },
      'PUT',
      url,
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ code: string }[]>()[0]?.code).toBe('request.versionConflict');
    expect((await storedFiles()).sort()).toEqual(filesBefore);
    const stored = await testApp.app.inject({ method: 'GET', url, headers: auth(staff) });
    expect(stored.json()).toMatchObject({ description: null, size: created.size, version: 2 });
  });

  it('deletes a document and its file', async () => {
    const created = (
      await upload(staff, fields, { name: 'apagar.csv', content: 'apagar este arquivo\n' })
    ).json<Doc>();
    const filesBefore = (await storedFiles()).length;
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/register/documents/${created.id}`,
      headers: auth(staff),
    });
    expect(removed.statusCode).toBe(204);
    expect((await storedFiles()).length).toBe(filesBefore - 1);
    const gone = await testApp.app.inject({
      method: 'GET',
      url: `/api/register/documents/${created.id}`,
      headers: auth(staff),
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('bulk download', () => {
  it('answers two documents as one ZIP holding both', async () => {
    const pdf = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents/1/download',
      headers: auth(customer),
    });
    const csv = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents/2/download',
      headers: auth(customer),
    });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents/download',
      payload: { ids: [1, 2] },
      headers: auth(customer),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const entries = unzip(response.rawPayload);
    const docs = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents?customerId=1',
      headers: auth(customer),
    });
    const names = Object.fromEntries(docs.json<Doc[]>().map((d) => [d.id, d.name]));
    expect([...entries.keys()]).toEqual([names[1], names[2], 'LEIA-ME.txt']);
    expect(entries.get(names[1] as string)?.equals(pdf.rawPayload)).toBe(true);
    expect(entries.get(names[2] as string)?.equals(csv.rawPayload)).toBe(true);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('names the ZIP with its date and holds a read-me with the customer, the documents and when it was made', async () => {
    const docs = (
      await testApp.app.inject({
        method: 'GET',
        url: '/api/register/documents?customerId=1',
        headers: auth(customer),
      })
    ).json<(Doc & { customerName: string; documentTypeDescription: string })[]>();
    const [first, second] = docs as [(typeof docs)[0], (typeof docs)[0]];
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents/download',
      payload: { ids: [first.id, second.id] },
      headers: auth(customer),
    });
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers['content-disposition']).toContain(`filename="documentos-${today}.zip"`);
    const readMe = unzip(response.rawPayload).get('LEIA-ME.txt')?.toString('utf8') ?? '';
    expect(readMe).toContain(`Cliente: ${first.customerName}`);
    const [year, month, day] = today.split('-');
    expect(readMe).toContain(`Gerado em: ${day}/${month}/${year}`);
    expect(readMe).toContain('Documentos (2):');
    expect(readMe).toContain(`- ${first.name} — ${first.documentTypeDescription}`);
    expect(readMe).toContain(`- ${second.name} — ${second.documentTypeDescription}`);
  });

  it('writes the read-me in the language the request asks for', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents/download',
      payload: { ids: [1] },
      headers: { ...auth(customer), 'accept-language': 'es' },
    });
    const readMe = unzip(response.rawPayload).get('LEAME.txt')?.toString('utf8') ?? '';
    expect(readMe).toContain('Documentos (1):');
    expect(readMe).toContain('Generado el:');
  });

  it('refuses more than 20 documents at a time', async () => {
    const ids = Array.from({ length: 21 }, (_, i) => i + 1);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents/download',
      payload: { ids },
      headers: auth(staff),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual([
      {
        message: 'Selecione no máximo 20 documentos por vez.',
        code: 'validation.documentsLimit',
        field: 'ids',
      },
    ]);
  });

  it('answers 404 when an id names no document', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/register/documents/download',
      payload: { ids: [1, 99_999] },
      headers: auth(staff),
    });
    expect(response.statusCode).toBe(404);
  });
});

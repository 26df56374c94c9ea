import { createHash } from 'node:crypto';

import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startTestS3Server, type TestS3Server } from '../../test/s3-server';
import { createTestApp, signIn, type TestApp } from '../../test/test-app';
import { multipartBody } from './multipart-body';

// The documents routes with S3_URL set: the same API, the files in a real S3-compatible server's bucket.
const MAX_MB = 8;
const MiB = 1024 * 1024;

let server: TestS3Server;
let bucket: string;
let testApp: TestApp;
let staff: string;
let customer: string;

beforeAll(async () => {
  server = await startTestS3Server();
  const created = await server.createBucket();
  bucket = created.bucket;
  testApp = await createTestApp({ S3_URL: created.url, DOCUMENT_MAX_MB: String(MAX_MB) });
  staff = await signIn(testApp.app, 'admin@dossel.com.br');
  customer = await signIn(testApp.app, 'cliente@demo.com.br');
});
afterAll(async () => {
  await testApp.close();
  await server.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');
/** Demo ids: type 2 csv, category 4, subject 8, customer 1 (Serra Azul, linked to cliente@demo). */
const fields = { documentTypeId: 2, documentCategoryId: 4, documentSubjectId: 8, customerId: 1 };

function upload(name: string, content: Buffer) {
  const body = multipartBody(fields, { name, content });
  return testApp.app.inject({
    method: 'POST',
    url: '/api/register/documents',
    payload: body.payload,
    headers: { ...body.headers, ...auth(staff) },
  });
}

describe('documents on S3 (S3_URL)', () => {
  it('holds the demo documents seeded at the first start, which the customer downloads', async () => {
    const listed = await testApp.app.inject({
      method: 'GET',
      url: '/api/register/documents',
      headers: auth(customer),
    });
    const documents = listed.json<{ id: number }[]>();
    expect(documents.length).toBeGreaterThan(0);
    for (const { id } of documents) {
      const download = await testApp.app.inject({
        method: 'GET',
        url: `/api/register/documents/${id}/download`,
        headers: auth(customer),
      });
      expect(download.statusCode).toBe(200);
      expect(await server.keys(bucket)).toContain(`documents/${sha256(download.rawPayload)}`);
    }
  });

  it('stores an upload in the bucket, serves it back to the customer, and removes it with the document', async () => {
    const before = await server.keys(bucket);
    // Larger than a multipart part, so the upload goes in parts.
    const content = Buffer.alloc(6 * MiB, 'talhao;volume\n');
    const created = await upload('inventario.csv', content);
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect(await server.keys(bucket)).toEqual([...before, `documents/${sha256(content)}`].sort());

    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/register/documents/${id}/download`,
      headers: auth(customer),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(content)).toBe(true);

    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/register/documents/${id}`,
      headers: auth(staff),
    });
    expect(removed.statusCode).toBe(204);
    expect(await server.keys(bucket)).toEqual(before);
  });

  it('refuses a file over the size limit with 413, keeping nothing in the bucket', async () => {
    const before = await server.keys(bucket);
    const response = await upload('grande.csv', Buffer.alloc((MAX_MB + 2) * MiB, 0x61));
    expect(response.statusCode).toBe(413);
    expect(await server.keys(bucket)).toEqual(before);
  });

  it('answers a document whose object is missing from the bucket as a failed download', async () => {
    const content = Buffer.from('volume;ima\n1;2\n');
    const { id } = (await upload('sumido.csv', content)).json<{ id: number }>();
    await server.client.send(
      new DeleteObjectCommand({ Bucket: bucket, Key: `documents/${sha256(content)}` }),
    );
    const download = await testApp.app.inject({
      method: 'GET',
      url: `/api/register/documents/${id}/download`,
      headers: { ...auth(customer), 'accept-language': 'en-US' },
    });
    expect(download.statusCode).toBe(404);
    expect(download.json()).toEqual([
      expect.objectContaining({ code: 'documents.downloadFailed', field: null }),
    ]);
  });
});
